import { getMessages, type Locale } from '@vitrina/locale';
import { apiAnswer } from '@/lib/actions/action-reply';
import type { AnyCartKey } from '@/lib/api';
import type { ApiReply } from '@/lib/api/client';
import { readCustomerCartId, readTokens, replyOf, sendSignedIn } from '@/lib/auth/session';
import { hasSignIn } from '@/lib/auth/with-auth';
import {
  currentCustomerCart,
  keyOf,
  readKey,
  refreshCart,
  withoutAnonymousId,
} from '@/lib/cart/cart-session';
import type { StorefrontReply } from '@/lib/storefront-request';

// A write to the visitor's cart, as the cart's Server Actions make it (lib/cart/actions.ts, docs/adr/0050). The
// cart's key never leaves the server: an anonymous visitor's is in an httpOnly cookie (lib/cart/cart-session.ts),
// a signed-in customer's cart is opened with their access token (docs/product.md §6). docs/product.md §4 Cart: a
// cart is fetched first when the visitor has none, and an add refused with 401/403/404 refreshes the cart and is
// tried once more.

/** Statuses after which an add refreshes the cart and tries once more (docs/product.md §4, §8). */
const retriedStatuses = new Set([401, 403, 404]);

/**
 * A write to the customer's cart with `access`: the cart id kept in its cookie (or asked for); a 404 (the
 * cart was ordered, or another customer's id was left behind) — and for an add, a 403 too — asks for the
 * current cart and tries once more. A 401 comes back to sendSignedIn, which refreshes and calls this again.
 */
async function writeCustomerCart(
  locale: Locale,
  access: string,
  retry: boolean,
  send: (key: AnyCartKey) => Promise<ApiReply>,
): Promise<ApiReply> {
  let id = await readCustomerCartId();
  if (id === null) {
    const current = await currentCustomerCart(locale, access);
    if (current.id === null) return current.reply;
    id = current.id;
  }
  const reply = await send({ id, access });
  const stale = reply.status === 404 || (retry && reply.status === 403);
  if (!stale) return reply;
  const current = await currentCustomerCart(locale, access);
  if (current.id === null || (current.id === id && !retry)) return reply;
  return send({ id: current.id, access });
}

async function writeAnonymousCart(
  locale: Locale,
  retry: boolean,
  send: (key: AnyCartKey) => Promise<ApiReply>,
): Promise<ApiReply> {
  let key = await readKey();
  if (key === null) {
    const fresh = await refreshCart(locale, null);
    key = keyOf(fresh.body);
    if (key === null) return fresh;
  }
  const reply = await send(key);
  if (!retry || !retriedStatuses.has(reply.status)) return reply;
  const refreshed = await refreshCart(locale, key.anonymousId);
  const again = keyOf(refreshed.body);
  return again === null ? reply : send(again);
}

/**
 * `send` to the visitor's cart (the customer's when signed in): the API's answer without the cart's key, 401
 * `{detail}` when the sign-in is over, or 502 in the page's language when the API does not answer.
 */
export async function writeCart(
  locale: Locale,
  send: (key: AnyCartKey) => Promise<ApiReply>,
  { retry = false }: { retry?: boolean } = {},
): Promise<StorefrontReply> {
  const reply = await apiAnswer(getMessages(locale).cart.requests.apiDown, async () => {
    const tokens = await readTokens();
    if (!hasSignIn(tokens)) return writeAnonymousCart(locale, retry, send);
    const outcome = await sendSignedIn((access) => writeCustomerCart(locale, access, retry, send), tokens);
    return replyOf(outcome, locale);
  });
  return { status: reply.status, body: withoutAnonymousId(reply.body) };
}
