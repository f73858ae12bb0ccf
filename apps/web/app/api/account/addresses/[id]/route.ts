import { addressRequest } from '@vitrina/contract';
import { getMessages } from '@vitrina/locale';
import { deleteAddress, patchAddress } from '@/lib/api';
import { parseRowId } from '@/lib/row-id';
import { readBody, requestLocale } from '../../../calculator/forward';
import { answer, refusedWrite } from '../../../route-answers';
import { accountCall } from '../../account-route';
import { thenCustomer } from '../then-customer';

// PATCH /api/account/addresses/{id} {...address} → PATCH /api/auth/me/addresses/{id}/ → 200 {user}
// DELETE /api/account/addresses/{id} → DELETE /api/auth/me/addresses/{id}/ → 200 {user}
// The customer comes back as they are now; another customer's address is a 404, as the API says.

interface AddressRoute {
  params: Promise<{ id: string }>;
}

const notFound = (request: Request) =>
  answer({ detail: getMessages(requestLocale(request)).cart.requests.noSuchAddress }, 404);

export async function PATCH(request: Request, { params }: AddressRoute): Promise<Response> {
  const refused = refusedWrite(request);
  if (refused) return refused;
  const id = parseRowId((await params).id);
  if (id === null) return notFound(request);
  const read = await readBody(request, addressRequest);
  if (!read.ok) return read.response;
  return accountCall(request, (locale, access) =>
    thenCustomer(locale, access, patchAddress(locale, access, id, read.data)),
  );
}

export async function DELETE(request: Request, { params }: AddressRoute): Promise<Response> {
  const refused = refusedWrite(request);
  if (refused) return refused;
  const id = parseRowId((await params).id);
  if (id === null) return notFound(request);
  return accountCall(request, (locale, access) =>
    thenCustomer(locale, access, deleteAddress(locale, access, id)),
  );
}
