import { registrationRequest } from '@vitrina/contract';
import { z } from 'zod';
import { createTokens, registerAccount } from '@/lib/api';
import { isTokenPair } from '@/lib/auth/with-auth';
import { readBody, requestLocale } from '../../calculator/forward';
import { answer, refusedWrite } from '../../route-answers';
import { clientIpOf, passOn, signInWith } from '../account-route';

// POST /api/account/register {first_name, last_name, email, phone, password, re_password, terms, sign_in}
// → POST /api/auth/register/. With sign_in (the checkout's order account) the new customer is signed in with
// the same password, exactly as /api/account/login does → 201 {user}; without → 201 {user: null}. The API's
// 400 field errors come back as they are. A sign-in that fails after the account was made answers
// 201 {user: null}: the account exists, the visitor can sign in later.

const body = registrationRequest.extend({ sign_in: z.boolean().default(false) });

export async function POST(request: Request): Promise<Response> {
  const refused = refusedWrite(request);
  if (refused) return refused;
  const read = await readBody(request, body);
  if (!read.ok) return read.response;
  const { sign_in: signIn, ...registration } = read.data;
  const locale = requestLocale(request);
  const clientIp = clientIpOf(request);
  return passOn(locale, async () => {
    const made = await registerAccount(locale, registration, clientIp);
    if (made.status !== 201 && made.status !== 200) return answer(made.body, made.status);
    if (!signIn) return answer({ user: null }, 201);
    const tokens = await createTokens(
      locale,
      { email: registration.email, password: registration.password },
      clientIp,
    );
    if (tokens.status !== 200 || !isTokenPair(tokens.body)) {
      console.error(JSON.stringify({ msg: 'sign-in after registration failed', status: tokens.status }));
      return answer({ user: null }, 201);
    }
    return signInWith(locale, tokens.body, 201);
  });
}
