import type { Locale } from '@vitrina/locale';

// The account's calls from the browser, through the storefront's route handlers (app/api/account/...): the
// tokens stay in httpOnly cookies the page never reads. Accept-Language carries the page's language.

export interface AccountReply {
  status: number;
  body: unknown;
}

export async function accountRequest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  locale: Locale,
  body?: unknown,
): Promise<AccountReply> {
  const headers: Record<string, string> = { 'Accept-Language': locale };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'same-origin',
    });
  } catch {
    // Offline, or the storefront did not answer: the connection banner tells the visitor.
    return { status: 0, body: null };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // 204, or a proxy's HTML error page: the status says enough.
  }
  return { status: response.status, body: json };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
