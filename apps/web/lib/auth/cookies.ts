import { ACCESS_TOKEN_LIFETIME_S, REFRESH_TOKEN_LIFETIME_S } from '@vitrina/contract';
import { parseRowId } from '../row-id';
import { type VisitorCookieOptions, visitorCookieOptions } from '../visitor-cookie';

// The signed-in customer's cookies (docs/architecture.md §5 httpOnly cookies, ADR 0014): the refresh token, the access token
// and the id of the customer's cart. Only the storefront's route handlers read and write them; no page script
// can, so a script injected into a page cannot carry a token away.

export const refreshCookieName = 'vitrina_refresh';
export const accessCookieName = 'vitrina_access';
/** The customer's cart id, so a cart write need not ask for it first. Not a secret: the API checks the owner. */
export const customerCartCookieName = 'vitrina_customer_cart';

/** Every cookie of a sign-in: signing out (or a failed refresh) clears them all. */
export const authCookieNames = [refreshCookieName, accessCookieName, customerCartCookieName] as const;

/**
 * The access cookie goes this long before the token does: a token sent in its last seconds could expire on
 * the way to the API. With the cookie gone, the handler refreshes first instead of collecting a 401.
 */
export const ACCESS_COOKIE_MARGIN_S = 30;

export type AuthCookieKind = 'refresh' | 'access' | 'customerCart';

const lifetimes: Record<AuthCookieKind, number> = {
  refresh: REFRESH_TOKEN_LIFETIME_S,
  access: ACCESS_TOKEN_LIFETIME_S - ACCESS_COOKIE_MARGIN_S,
  // The cart id means something only while signed in: it lives as long as the sign-in.
  customerCart: REFRESH_TOKEN_LIFETIME_S,
};

/** The visitor cookie of `kind`: httpOnly, Lax, Secure on https, living as long as what it holds. */
export function authCookieOptions(kind: AuthCookieKind, publicOrigin: string): VisitorCookieOptions {
  return visitorCookieOptions(publicOrigin, lifetimes[kind]);
}

/** A token as a cookie may hold it (JWTs are base64url parts joined by dots), or null. */
export function parseTokenCookie(value: string | undefined | null): string | null {
  if (!value || value.length > 4096) return null;
  return /^[A-Za-z0-9._~+/=-]+$/.test(value) ? value : null;
}

/** The customer's cart id as its cookie holds it, or null. */
export const parseCustomerCartCookie = (value: string | undefined | null): number | null => parseRowId(value);
