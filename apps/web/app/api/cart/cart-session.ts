import { getMessages, type Locale } from '@vitrina/locale';
import { cookies } from 'next/headers';
import type { z } from 'zod';
import { type AnyCartKey, type CartKey, fetchCart, fetchCurrentCart, fetchCustomerCart } from '@/lib/api';
import type { ApiReply } from '@/lib/api/client';
import {
  readCustomerCartId,
  readTokens,
  replyOf,
  sendSignedIn,
  storeCustomerCartId,
} from '@/lib/auth/session';
import { type AuthTokens, hasSignIn } from '@/lib/auth/with-auth';
import { cartCookieName, cartCookieOptions, encodeCartCookie, parseCartCookie } from '@/lib/cart/cart-cookie';
import { config } from '@/lib/config';
import { isRecord } from '@/lib/is-record';
import { readBody, requestLocale } from '../calculator/forward';
import { answer, refusedWrite, unlessDown } from '../route-answers';

// The storefront's door to the visitor's cart (docs/architecture.md §5). The browser never sees the cart's anonymous key:
// it lives in an httpOnly cookie that only these handlers read and write, and it is stripped from every
// answer. docs/product.md §4 Cart lives here: a cookie whose cart does not load is replaced by a fresh cart, and an add
// refused with 401/403/404 refreshes the cart and is tried once more.
// A signed-in customer's cart (sign-in cookies, lib/auth) is asked for with the customer's access token as the
// bearer instead (docs/product.md §6), with the 401 rule of docs/product.md §4 (one shared refresh, one retry); its id is kept in a
// cookie of its own, and a write that finds that id stale (404) asks GET /cart/ for the current one. The
// anonymous visitor's path is the same as before.

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
function keyOf(body: unknown): CartKey | null {
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
async function refreshCart(locale: Locale, anonymousId: string | null): Promise<ApiReply> {
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

/** Statuses after which an add refreshes the cart and tries once more (docs/product.md §4, §8). */
const retriedStatuses = new Set([401, 403, 404]);

interface WriteOptions<S extends z.ZodType> {
  /** The body's schema (the contract's request schema); none for a write without a body. */
  schema?: S;
  /** Adding an item: refresh the cart and retry once on 401/403/404. */
  retry?: boolean;
  send: (locale: Locale, key: AnyCartKey, body: z.output<S>) => Promise<ApiReply>;
}

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

/**
 * A write to the visitor's cart: refused (403) unless it comes from the storefront's pages, its body checked,
 * a cart fetched first when the visitor has none (docs/product.md §4), the API's answer passed on without the key.
 */
export async function writeCart<S extends z.ZodType>(
  request: Request,
  { schema, retry = false, send }: WriteOptions<S>,
): Promise<Response> {
  const locale = requestLocale(request);
  const refused = refusedWrite(request);
  if (refused) return refused;

  let body: z.output<S> = undefined as z.output<S>;
  if (schema !== undefined) {
    const read = await readBody(request, schema);
    if (!read.ok) return read.response;
    body = read.data;
  }

  const tokens: AuthTokens = await readTokens();
  if (hasSignIn(tokens)) {
    return passOn(locale, async () => {
      const outcome = await sendSignedIn(
        (access) => writeCustomerCart(locale, access, retry, (key) => send(locale, key, body)),
        tokens,
      );
      return replyOf(outcome, locale);
    });
  }

  return passOn(locale, async () => {
    let key = await readKey();
    if (key === null) {
      const fresh = await refreshCart(locale, null);
      key = keyOf(fresh.body);
      if (key === null) return fresh;
    }
    const reply = await send(locale, key, body);
    if (!retry || !retriedStatuses.has(reply.status)) return reply;
    const refreshed = await refreshCart(locale, key.anonymousId);
    const again = keyOf(refreshed.body);
    return again === null ? reply : send(locale, again, body);
  });
}

/** 404 for an item id that cannot be one. */
export function noSuchItem(request: Request): Response {
  return answer({ detail: getMessages(requestLocale(request)).cart.requests.badItem }, 404);
}
