import type { TokenPair } from '@vitrina/contract';
import { getMessages, type Locale } from '@vitrina/locale';
import { cookies } from 'next/headers';
import { fetchMe, mergeCarts } from '@/lib/api';
import { type ApiReply, logApiFailure } from '@/lib/api/client';
import { clientAddress } from '@/lib/auth/client-address';
import { clearSignIn, replyOf, sendSignedIn, storeTokens } from '@/lib/auth/session';
import { cartCookieName, parseCartCookie } from '@/lib/cart/cart-cookie';
import { requestLocale } from '../calculator/forward';
import { currentCustomerCart } from '../cart/cart-session';
import { answer, unlessDown } from '../route-answers';

// What the account's route handlers share (docs/architecture.md §5: the tokens live in httpOnly cookies that only these
// handlers touch; ADR 0014). Every answer is per visitor (no-store); every write must come from the
// storefront's own pages (CSRF, as the cart's writes); every authenticated call goes through sendSignedIn
// (the 401 rule of docs/product.md §4 / §8).

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
    const reply = replyOf(await sendSignedIn((access) => send(locale, access)), locale);
    return answer(reply.body, reply.status);
  });
}

/**
 * docs/product.md §4 Cart on login: the anonymous cart (if the cookie holds one) moves into the customer's cart. The
 * anonymous cookie goes whatever happens: the visitor is signed in now, and the cart is the customer's.
 */
async function mergeAnonymousCart(locale: Locale, access: string): Promise<void> {
  const jar = await cookies();
  const anonymous = parseCartCookie(jar.get(cartCookieName)?.value);
  try {
    const { reply, id: target } = await currentCustomerCart(locale, access);
    if (target === null) {
      console.error(JSON.stringify({ msg: 'customer cart not read at sign-in', status: reply.status }));
      return;
    }
    if (anonymous === null || anonymous.id === target) return;
    const merged = await mergeCarts(locale, access, target, anonymous);
    if (merged.status !== 200) {
      console.error(JSON.stringify({ msg: 'cart merge failed', status: merged.status, body: merged.body }));
    }
  } catch (error) {
    logApiFailure(error);
  } finally {
    if (anonymous !== null) jar.delete({ name: cartCookieName, path: '/' });
  }
}

/** A fresh pair from jwt/create: stored, the carts merged, then the customer → `{user}`. */
export async function signInWith(locale: Locale, tokens: TokenPair, status = 200): Promise<Response> {
  // A customer signed in before in this browser may have left their cart's id behind.
  await clearSignIn();
  await storeTokens(tokens);
  await mergeAnonymousCart(locale, tokens.access);
  const me = await fetchMe(locale, tokens.access);
  if (me.status === 200) return answer({ user: me.body }, status);
  console.error(JSON.stringify({ msg: 'customer not read at sign-in', status: me.status }));
  return apiDown(locale);
}
