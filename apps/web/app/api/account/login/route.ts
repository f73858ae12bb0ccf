import { loginRequest } from '@vitrina/contract';
import { createTokens } from '@/lib/api';
import { isTokenPair } from '@/lib/auth/with-auth';
import { readBody, requestLocale } from '../../calculator/forward';
import { passReply, refusedWrite } from '../../route-answers';
import { clientIpOf, passOn, signInWith } from '../account-route';

// POST /api/account/login {email, password} → POST /api/auth/jwt/create (with the browser's address, for the
// API's limit on failed sign-ins); the tokens go into httpOnly cookies, the anonymous cart merges into the
// customer's (docs/product.md §4), → 200 {user}. The API's 400 / 401 / 429 (with Retry-After) come back as they are.

export async function POST(request: Request): Promise<Response> {
  const refused = refusedWrite(request);
  if (refused) return refused;
  const body = await readBody(request, loginRequest);
  if (!body.ok) return body.response;
  const locale = requestLocale(request);
  return passOn(locale, async () => {
    const reply = await createTokens(locale, body.data, clientIpOf(request));
    if (reply.status !== 200 || !isTokenPair(reply.body)) {
      return passReply({ ...reply, status: reply.status === 200 ? 502 : reply.status });
    }
    return signInWith(locale, reply.body);
  });
}
