import type { CartKey } from '../api/cart';

// The anonymous cart's cookie (DESIGN §5: httpOnly, never readable by page scripts). It holds the cart's id
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
  const idText = value.slice(0, dot);
  const anonymousId = value.slice(dot + 1);
  if (!/^\d{1,10}$/.test(idText) || !keyShape.test(anonymousId)) return null;
  const id = Number(idText);
  if (id < 1 || id > 2_147_483_647) return null;
  return { id, anonymousId };
}

export interface CartCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

/** httpOnly, SameSite=Lax, Secure when the storefront is served over https, for the whole site. */
export function cartCookieOptions(publicOrigin: string): CartCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: publicOrigin.startsWith('https:'),
    path: '/',
    maxAge: CART_COOKIE_MAX_AGE_S,
  };
}
