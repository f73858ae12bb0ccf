import type { User } from '@vitrina/contract';
import { isRecord } from '@/lib/is-record';
// Reading the answers of the storefront's account Server Actions and route handlers (lib/account/actions.ts,
// app/api/account/...): the tokens stay in httpOnly cookies the page never reads.

/** A body that looks like the customer, as GET /api/auth/me/ answers it (PATCH me answers it bare). */
export function isUser(body: unknown): body is User {
  return (
    isRecord(body) &&
    typeof body.id === 'number' &&
    typeof body.email === 'string' &&
    Array.isArray(body.addresses)
  );
}

/** The `user` of a `{user}` answer: a customer, null (signed out), or undefined when the body is neither. */
export function userOf(body: unknown): User | null | undefined {
  if (!isRecord(body) || !Object.hasOwn(body, 'user')) return undefined;
  if (body.user === null) return null;
  return isUser(body.user) ? body.user : undefined;
}
