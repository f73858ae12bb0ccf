import { getMessages, type Locale } from '@vitrina/locale';
import { cookies } from 'next/headers';
import { type CartKey, fetchCart, fetchCurrentCart, fetchCustomerCart } from '@/lib/api';
import type { ApiReply } from '@/lib/api/client';
import { readTokens, replyOf, sendSignedIn, storeCustomerCartId } from '@/lib/auth/session';
import { hasSignIn } from '@/lib/auth/with-auth';
import { cartCookieName, cartCookieOptions, encodeCartCookie, parseCartCookie } from '@/lib/cart/cart-cookie';
import { config } from '@/lib/config';
import { isRecord } from '@/lib/is-record';
import { requestLocale } from '../calculator/forward';
import { answer, unlessDown } from '../route-answers';

// The storefront's door to the visitor's cart (docs/architecture.md §5). The browser never sees the cart's anonymous
// key: it lives in an httpOnly cookie that only this file, the cart's writes (lib/cart/cart-write.ts, called by its
// Server Actions) and the drawing's route handler read and write, and it is stripped from every answer. Here: the
// read (GET /api/cart) and the cookie's keeping; a cookie whose cart does not load is replaced by a fresh cart
// (docs/product.md §4 Cart). A signed-in customer's cart (sign-in cookies, lib/auth) is asked for with the customer's
// access token as the bearer instead (docs/product.md §6), with the 401 rule of docs/product.md §4 (one shared
// refresh, one retry); its id is kept in a cookie of its own.

export async function readKey(): Promise<CartKey | null> {
  return parseCartCookie((await cookies()).get(cartCookieName)?.value);
}

async function storeKey(key: CartKey): Promise<void> {
  (await cookies()).set(cartCookieName, encodeCartCookie(key), cartCookieOptions(config.publicOrigin));
}

async function clearKey(): Promise<void> {
  (await cookies()).delete({ name: cartCookieName, path: '/' });
}

/** The key a cart answer carries (id and anonymous_id), or null when the body is not a cart of ours. */
export function keyOf(body: unknown): CartKey | null {
  if (!isRecord(body) || !Number.isSafeInteger(body.id) || typeof body.anonymous_id !== 'string') return null;
  return parseCartCookie(encodeCartCookie({ id: body.id as number, anonymousId: body.anonymous_id }));
}

/** What reaches the browser: the API's body without the cart's anonymous key. */
export function withoutAnonymousId(body: unknown): unknown {
  if (!isRecord(body) || !Object.hasOwn(body, 'anonymous_id')) return body;
  const { anonymous_id: _key, ...rest } = body;
  return rest;
}

/** GET /cart/ with the key we hold (or none): that cart, or a fresh one whose key is stored. */
export async function refreshCart(locale: Locale, anonymousId: string | null): Promise<ApiReply> {
  const reply = await fetchCurrentCart(locale, anonymousId);
  const key = reply.status === 200 ? keyOf(reply.body) : null;
  if (key !== null) await storeKey(key);
  return reply;
}

/** The API's reply as the browser gets it; an API that does not answer is a 502 in the page's language. */
function passOn(locale: Locale, send: () => Promise<ApiReply>): Promise<Response> {
  return unlessDown(getMessages(locale).cart.requests.apiDown, async () => {
    const reply = await send();
    return answer(withoutAnonymousId(reply.body), reply.status);
  });
}

const cartIdOf = (body: unknown): number | null =>
  isRecord(body) && Number.isSafeInteger(body.id) && (body.id as number) >= 1 ? (body.id as number) : null;

/** GET /cart/ as the customer: their current cart; its id is kept for the writes to come. */
export async function currentCustomerCart(
  locale: Locale,
  access: string,
): Promise<{ reply: ApiReply; id: number | null }> {
  const reply = await fetchCustomerCart(locale, access);
  const id = reply.status === 200 ? cartIdOf(reply.body) : null;
  if (id !== null) await storeCustomerCartId(id);
  return { reply, id };
}

/**
 * GET: the visitor's cart. Signed in → the customer's cart (a sign-in found over has its cookies cleared and
 * the visitor reads as anonymous). No cookie → `null` (no cart is made for a visitor who has put nothing in
 * one). A cookie whose cart fails to load → the cookie is cleared, a fresh cart is fetched and its key stored.
 */
export async function readCart(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const tokens = await readTokens();
  if (hasSignIn(tokens)) {
    let signedOut = false;
    const response = await passOn(locale, async () => {
      const outcome = await sendSignedIn(
        async (access) => (await currentCustomerCart(locale, access)).reply,
        tokens,
      );
      signedOut = outcome.kind === 'signed-out';
      return replyOf(outcome, locale);
    });
    if (!signedOut) return response;
  }
  return readAnonymousCart(locale);
}

async function readAnonymousCart(locale: Locale): Promise<Response> {
  const key = await readKey();
  if (key === null) return answer(null);
  return passOn(locale, async () => {
    const reply = await fetchCart(locale, key);
    if (reply.status === 200 || reply.status >= 500) return reply;
    await clearKey();
    return refreshCart(locale, null);
  });
}

/** 404 for an item id that cannot be one. */
export function noSuchItem(request: Request): Response {
  return answer({ detail: getMessages(requestLocale(request)).cart.requests.badItem }, 404);
}
