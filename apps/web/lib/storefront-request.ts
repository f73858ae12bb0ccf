import type { Locale } from '@vitrina/locale';

// A call from the browser to the storefront's own route handlers (app/api/...): JSON in and out, the page's
// language in Accept-Language, the visitor's cookies sent along (they never leave httpOnly). Never throws:
// a storefront that does not answer is status 0, and the connection banner tells the visitor.

export interface StorefrontReply {
  status: number;
  body: unknown;
}

export async function storefrontRequest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  locale: Locale,
  body?: unknown,
): Promise<StorefrontReply> {
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
