import { resetPasswordRequest } from '@vitrina/contract';
import { requestPasswordReset } from '@/lib/api';
import { readBody, requestLocale } from '../../calculator/forward';
import { answer, refusedWrite } from '../../route-answers';
import { clientIpOf, passOn } from '../account-route';

// POST /api/account/reset {email} → POST /api/auth/resetpassword/ {email, lang}: the link is e-mailed in the
// page's language (its Accept-Language). 200 {detail} whether or not the address has an account; 400 as is.

const body = resetPasswordRequest.pick({ email: true });

export async function POST(request: Request): Promise<Response> {
  const refused = refusedWrite(request);
  if (refused) return refused;
  const read = await readBody(request, body);
  if (!read.ok) return read.response;
  const locale = requestLocale(request);
  return passOn(locale, async () => {
    const reply = await requestPasswordReset(
      locale,
      { email: read.data.email, lang: locale },
      clientIpOf(request),
    );
    return answer(reply.body, reply.status);
  });
}
