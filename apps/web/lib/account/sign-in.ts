import type { TokenPair } from '@vitrina/contract';
import { getMessages, type Locale } from '@vitrina/locale';
import { cookies } from 'next/headers';
import { fetchMe, mergeCarts } from '@/lib/api';
import { type ApiReply, logApiFailure } from '@/lib/api/client';
import { clearSignIn, replyOf, sendSignedIn, storeTokens } from '@/lib/auth/session';
import { cartCookieName, parseCartCookie } from '@/lib/cart/cart-cookie';
import { currentCustomerCart } from '@/lib/cart/cart-session';

// The account's writes on the server (docs/architecture.md §5: the tokens live in httpOnly cookies that only the
// storefront's server code touches; ADR 0014). Every authenticated call goes through sendSignedIn (the 401 rule
// of docs/product.md §4 / §8). Server only: the account's Server Actions call these.

/** 502 `{detail}` in the page's language: the API did not answer, or not as it should. */
export const accountDown = (locale: Locale): ApiReply => ({
  status: 502,
  body: { detail: getMessages(locale).cart.requests.accountDown },
});

/**
 * An account call as the signed-in customer: the API's status and body, or 401 `{detail}` once the sign-in is
 * over (its cookies cleared: signed out, docs/product.md §8), or 502 when the refresh could not reach the API.
 */
export async function signedInCall(
  locale: Locale,
  send: (access: string) => Promise<ApiReply>,
): Promise<ApiReply> {
  return replyOf(await sendSignedIn(send), locale);
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
export async function signInWith(locale: Locale, tokens: TokenPair, status = 200): Promise<ApiReply> {
  // A customer signed in before in this browser may have left their cart's id behind.
  await clearSignIn();
  await storeTokens(tokens);
  await mergeAnonymousCart(locale, tokens.access);
  const me = await fetchMe(locale, tokens.access);
  if (me.status === 200) return { status, body: { user: me.body } };
  console.error(JSON.stringify({ msg: 'customer not read at sign-in', status: me.status }));
  return accountDown(locale);
}

/**
 * After an address write that succeeded: the customer as they are now, under the write's status (a delete's
 * 204 becomes 200, it has a body now). A failed write comes back as it is. Should the customer not be read,
 * the body is null and the browser asks for the session again.
 */
export async function thenCustomer(
  locale: Locale,
  access: string,
  write: Promise<ApiReply>,
): Promise<ApiReply> {
  const written = await write;
  if (written.status < 200 || written.status >= 300) return written;
  const status = written.status === 204 ? 200 : written.status;
  const me = await fetchMe(locale, access);
  return { status, body: me.status === 200 ? me.body : null };
}
