import { getMessages, type Locale } from '@vitrina/locale';
import { signedInCall } from '@/lib/account/sign-in';
import type { ApiReply } from '@/lib/api/client';
import { clientAddress } from '@/lib/auth/client-address';
import { requestLocale } from '../calculator/forward';
import { answer, unlessDown } from '../route-answers';

// What the account's route handlers share: the reads a page's scripts make after load (the session, the
// orders). The account's writes are Server Actions (lib/account/actions.ts, docs/adr/0050). Every answer is per
// visitor (no-store); every authenticated call goes through sendSignedIn (the 401 rule of docs/product.md §4 / §8).

const texts = (locale: Locale) => getMessages(locale).cart.requests;

/** The browser's address, for the API's per-address limits (see lib/auth/client-address.ts). */
export const clientIpOf = (request: Request): string | null =>
  clientAddress(request.headers.get('x-forwarded-for'));

export const apiDown = (locale: Locale): Response => answer({ detail: texts(locale).accountDown }, 502);

/** Passes the API's answer on; an API that does not answer is a 502 in the page's language. */
export function passOn(locale: Locale, send: () => Promise<Response>): Promise<Response> {
  return unlessDown(texts(locale).accountDown, send);
}

/**
 * An account call as the signed-in customer: the API's status and body, or 401 `{detail}` once the sign-in is
 * over (its cookies cleared: signed out, docs/product.md §8), or 502 when the API does not answer.
 */
export function accountCall(
  request: Request,
  send: (locale: Locale, access: string) => Promise<ApiReply>,
): Promise<Response> {
  const locale = requestLocale(request);
  return passOn(locale, async () => {
    const reply = await signedInCall(locale, (access) => send(locale, access));
    return answer(reply.body, reply.status);
  });
}
