import { profileUpdateRequest } from '@vitrina/contract';
import { fetchMe, patchMe } from '@/lib/api';
import { readBody } from '../../calculator/forward';
import { refusedWrite } from '../../route-answers';
import { accountCall } from '../account-route';

// GET /api/account/me → GET /api/auth/me/: the customer (bonuses, addresses).
// PATCH /api/account/me {action: 'update', first_name, last_name, email, phone, gender} → PATCH /api/auth/me/
// → the updated customer, or 400 field errors. Signed out → 401 {detail}.

export function GET(request: Request): Promise<Response> {
  return accountCall(request, (locale, access) => fetchMe(locale, access));
}

export async function PATCH(request: Request): Promise<Response> {
  const refused = refusedWrite(request);
  if (refused) return refused;
  const read = await readBody(request, profileUpdateRequest);
  if (!read.ok) return read.response;
  return accountCall(request, (locale, access) => patchMe(locale, access, read.data));
}
