import type { Locale } from '@vitrina/locale';
import { cookies } from 'next/headers';
import { type CartKey, fetchCurrentCart, fetchCustomerCart } from '@/lib/api';
import type { ApiReply } from '@/lib/api/client';
import { storeCustomerCartId } from '@/lib/auth/session';
import { cartCookieName, cartCookieOptions, encodeCartCookie, parseCartCookie } from '@/lib/cart/cart-cookie';
import { config } from '@/lib/config';
import { isRecord } from '@/lib/is-record';

// The storefront's door to the visitor's cart (docs/architecture.md §5). The browser never sees the cart's anonymous
// key: it lives in an httpOnly cookie that only this file, the cart's writes (lib/cart/cart-write.ts, called by its
// Server Actions) and the drawing's route handler read and write, and it is stripped from every answer. Here: the
// cookie's keeping (the read, GET /api/cart, is app/api/cart/cart-route.ts); a cookie whose cart does not load is replaced by a fresh cart
// (docs/product.md §4 Cart). A signed-in customer's cart (sign-in cookies, lib/auth) is asked for with the customer's
// access token as the bearer instead (docs/product.md §6), with the 401 rule of docs/product.md §4 (one shared
// refresh, one retry); its id is kept in a cookie of its own.

export async function readKey(): Promise<CartKey | null> {
  return parseCartCookie((await cookies()).get(cartCookieName)?.value);
}

async function storeKey(key: CartKey): Promise<void> {
  (await cookies()).set(cartCookieName, encodeCartCookie(key), cartCookieOptions(config.publicOrigin));
}

export async function clearKey(): Promise<void> {
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
