import type { Locale } from '@vitrina/locale';

// A call from the browser to the storefront's own route handlers (app/api/...): JSON (or a form with a file)
// in, JSON out, the page's language in Accept-Language, the visitor's cookies sent along (they never leave
// httpOnly). Never throws: a storefront that does not answer is status 0, and the connection banner tells the
// visitor.

export interface StorefrontReply {
  status: number;
  body: unknown;
}

export async function storefrontRequest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  locale: Locale,
  body?: unknown,
  /** Cancels the call (a newer one replaced it); it then answers status 0 like any call that got no answer. */
  signal?: AbortSignal,
): Promise<StorefrontReply> {
  const headers: Record<string, string> = { 'Accept-Language': locale };
  // A form with a file goes as it is: the browser writes its multipart Content-Type with the boundary.
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch {
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

/**
 * A Server Action's answer (docs/adr/0050), read as a route handler's: a call that got no answer (the action's
 * promise rejected) is status 0.
 */
export function actionReply(call: Promise<StorefrontReply>): Promise<StorefrontReply> {
  return call.catch(() => ({ status: 0, body: null }));
}
