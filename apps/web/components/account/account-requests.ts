import { isRecord } from '@/lib/is-record';
// Reading the answers of the storefront's account route handlers (app/api/account/...), which the browser
// calls with lib/storefront-request: the tokens stay in httpOnly cookies the page never reads.

/** The `user` of a `{user}` answer: a customer, null (signed out), or undefined when the body is neither. */
export function userOf<U>(body: unknown): U | null | undefined {
  if (!isRecord(body) || !Object.hasOwn(body, 'user')) return undefined;
  const user = body.user;
  if (user === null) return null;
  return isRecord(user) && typeof user.id === 'number' && typeof user.email === 'string'
    ? (user as U)
    : undefined;
}

/** A body that looks like the customer itself (PATCH me answers it bare). */
export function isUserBody(body: unknown): boolean {
  return (
    isRecord(body) &&
    typeof body.id === 'number' &&
    typeof body.email === 'string' &&
    Array.isArray(body.addresses)
  );
}
