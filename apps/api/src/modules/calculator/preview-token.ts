import { createHmac, timingSafeEqual } from 'node:crypto';

// The token of a price-list draft's preview link (issue 18, docs/adr/0024): it names the calculator, the draft's
// revision it was made for and when it stops opening, signed with HMAC-SHA256. Pure: no clock, no database; the
// reader decides what a valid token opens (the draft still at that revision).
//
//   v1.<calculator type id>.<draft revision>.<expiry, seconds since the epoch>.<signature, base64url>
//
// Short and URL-safe, so it sits in a storefront link as `?preview=` as it is.

/** How long a link opens the preview: long enough to send it to a colleague, short enough to forget. */
export const PREVIEW_LIFETIME_SECONDS = 60 * 60;

export interface PreviewClaims {
  calculatorTypeId: number;
  revision: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type PreviewCheck =
  | { ok: true; claims: PreviewClaims }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/**
 * The key the preview links are signed with, derived from the API's AUTH_SECRET. That secret, not
 * REVALIDATE_SECRET: only the API signs and checks these tokens, and AUTH_SECRET never leaves it, while the
 * revalidation secret is handed to every storefront process (docs/adr/0027), which have no business making
 * previews. Derived under a name of its own, so a preview signature can never pass for a customer's token's.
 */
export function previewKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('vitrina/price-preview/v1').digest();
}

const shape = /^v1\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

const payloadOf = ({ calculatorTypeId, revision, expiresAt }: PreviewClaims) =>
  `v1.${calculatorTypeId}.${revision}.${expiresAt}`;

export function signPreview(key: Buffer, claims: PreviewClaims): string {
  const payload = payloadOf(claims);
  return `${payload}.${signatureOf(key, payload)}`;
}

/** The claims of a token signed with `key` and not expired at `nowSeconds`; why not otherwise. */
export function checkPreview(key: Buffer, token: string, nowSeconds: number): PreviewCheck {
  const match = shape.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, type, revision, expiry, signature] = match as unknown as [string, string, string, string, string];
  const claims = { calculatorTypeId: Number(type), revision: Number(revision), expiresAt: Number(expiry) };
  // Compared on the payload as written, so '01' and '1' are not the same token.
  const expected = Buffer.from(signatureOf(key, `v1.${type}.${revision}.${expiry}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'forged' };
  if (claims.expiresAt <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
