import { createHash, randomBytes } from 'node:crypto';
import { anonymousIdHeader } from '@vitrina/contract';
import type { FastifyRequest } from 'fastify';
import type { Identity } from '../auth/identify';

/**
 * Whose cart a request may open: a signed-in customer's (the user its access token names) or the anonymous
 * visitor's who holds the cart's random key. A cart id alone opens nothing.
 */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'anonymous'; key: string };

// 32 random bytes in base64url: 43 characters, 256 bits — not guessable, not enumerable.
const anonymousKeyPattern = /^[A-Za-z0-9_-]{43}$/;

export const newAnonymousKey = (): string => randomBytes(32).toString('base64url');

/** Only the hash is stored, so the database never holds a key that opens a cart. */
export const anonymousKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The anonymous owner a request names by X-Anonymous-Id; null when none (no key, or not one). */
export function anonymousOwnerOf(request: FastifyRequest): (CartOwner & { kind: 'anonymous' }) | null {
  const header = request.headers[anonymousIdHeader.toLowerCase()];
  const key = Array.isArray(header) ? header[0] : header;
  return key !== undefined && anonymousKeyPattern.test(key) ? { kind: 'anonymous', key } : null;
}

/**
 * The owner of a request whose identity is known: the signed-in customer when its access token is live,
 * otherwise the anonymous key (or none). A request with a token that is not live never gets here: it is
 * answered 401 first, so that the storefront refreshes and retries instead of landing in an anonymous cart.
 */
export function ownerOf(identity: Identity, request: FastifyRequest): CartOwner | null {
  return identity.kind === 'user' ? { kind: 'user', userId: identity.userId } : anonymousOwnerOf(request);
}
