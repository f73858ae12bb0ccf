import { createHash, randomBytes } from 'node:crypto';
import { anonymousIdHeader } from '@vitrina/contract';
import type { FastifyRequest } from 'fastify';

/**
 * Whose cart a request may open: a signed-in customer's (issue 6 sets the user from the access token) or
 * the anonymous visitor's who holds the cart's random key. A cart id alone opens nothing.
 */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'anonymous'; key: string };

// 32 random bytes in base64url: 43 characters, 256 bits — not guessable, not enumerable.
const anonymousKeyPattern = /^[A-Za-z0-9_-]{43}$/;

export const newAnonymousKey = (): string => randomBytes(32).toString('base64url');

/** Only the hash is stored, so the database never holds a key that opens a cart. */
export const anonymousKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The owner a request names; null when it names none (no key, or something that cannot be one). */
export function ownerOf(request: FastifyRequest): CartOwner | null {
  const header = request.headers[anonymousIdHeader.toLowerCase()];
  const key = Array.isArray(header) ? header[0] : header;
  return key !== undefined && anonymousKeyPattern.test(key) ? { kind: 'anonymous', key } : null;
}
