import { resetPasswordConfirmRequest } from '@vitrina/contract';
import { confirmPasswordReset } from '@/lib/api';
import { clearSignIn } from '@/lib/auth/session';
import { readBody, requestLocale } from '../../../calculator/forward';
import { answer, refusedWrite } from '../../../route-answers';
import { clientIpOf, passOn } from '../../account-route';

// POST /api/account/reset/confirm {token, new_password, re_new_password} → POST
// /api/auth/resetpassword/confirm/: 200 {detail}, or 400 {token | new_password | re_new_password: [..]}. A new
// password ends every sign-in of the account (ADR 0014), so this browser's cookies go too.

export async function POST(request: Request): Promise<Response> {
  const refused = refusedWrite(request);
  if (refused) return refused;
  const read = await readBody(request, resetPasswordConfirmRequest);
  if (!read.ok) return read.response;
  const locale = requestLocale(request);
  return passOn(locale, async () => {
    const reply = await confirmPasswordReset(locale, read.data, clientIpOf(request));
    if (reply.status === 200) await clearSignIn();
    return answer(reply.body, reply.status);
  });
}
