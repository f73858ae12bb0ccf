import type { CartKey } from '../api/cart';
import { parseRowId } from '../row-id';
import { type VisitorCookieOptions, visitorCookieOptions } from '../visitor-cookie';

// The anonymous cart's cookie (docs/architecture.md §5: httpOnly, never readable by page scripts). It holds the cart's id
// and the anonymous key that opens it, '{id}.{anonymous_id}'. Read back with care: anything else is no cart.

export const cartCookieName = 'vitrina_cart';
/** A year: a cart outlives a visit, and the API forgets carts it no longer wants on its own. */
export const CART_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

// The API's keys are random tokens (uuid, base64url ...); anything with spaces, quotes, ';' or ',' is not one.
const keyShape = /^[A-Za-z0-9._~+/=-]{8,200}$/;

export function encodeCartCookie(key: CartKey): string {
  return `${key.id}.${key.anonymousId}`;
}

export function parseCartCookie(value: string | undefined | null): CartKey | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const id = parseRowId(value.slice(0, dot));
  const anonymousId = value.slice(dot + 1);
  return id === null || !keyShape.test(anonymousId) ? null : { id, anonymousId };
}

/** The cart's cookie: a visitor cookie (httpOnly, Lax, Secure on https) kept a year. */
export function cartCookieOptions(publicOrigin: string): VisitorCookieOptions {
  return visitorCookieOptions(publicOrigin, CART_COOKIE_MAX_AGE_S);
}
