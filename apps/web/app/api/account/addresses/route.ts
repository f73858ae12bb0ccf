import { addressRequest } from '@vitrina/contract';
import { postAddress } from '@/lib/api';
import { readBody } from '../../calculator/forward';
import { refusedWrite } from '../../route-answers';
import { accountCall } from '../account-route';
import { thenCustomer } from './then-customer';

// POST /api/account/addresses {first_name, last_name, city, street, ...} → POST /api/auth/me/addresses/ →
// 201 with the customer as they are now (their addresses included), so the browser's copy is replaced whole.

export async function POST(request: Request): Promise<Response> {
  const refused = refusedWrite(request);
  if (refused) return refused;
  const read = await readBody(request, addressRequest);
  if (!read.ok) return read.response;
  return accountCall(request, (locale, access) =>
    thenCustomer(locale, access, postAddress(locale, access, read.data)),
  );
}
