import { getMessages } from '@vitrina/locale';
import { type ApiReply, logApiFailure } from '@/lib/api/client';
import { isSameOriginWrite } from '@/lib/cart/same-origin';
import { config } from '@/lib/config';
import { requestLocale } from './calculator/forward';

// What the storefront's cookie-holding route handlers (cart, account) answer alike: per-visitor JSON that no
// cache keeps, and the CSRF lock on writes.

const noStore = { 'Cache-Control': 'no-store' };

/** A JSON answer that no cache keeps. */
export function answer(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: noStore });
}

/** The API's answer as it came (status, body, a 429's Retry-After), kept out of caches. */
export function passReply(reply: ApiReply): Response {
  const response = answer(reply.body, reply.status);
  if (reply.retryAfter) response.headers.set('Retry-After', reply.retryAfter);
  return response;
}

/** `send`'s answer; an API that does not answer (`send` threw) is logged and a 502 `{detail: down}`. */
export async function unlessDown(down: string, send: () => Promise<Response>): Promise<Response> {
  try {
    return await send();
  } catch (error) {
    logApiFailure(error);
    return answer({ detail: down }, 502);
  }
}

/**
 * The origin the browser addressed: Host (or X-Forwarded-Host/-Proto, which server.mjs keeps only from
 * WEB_TRUSTED_PROXIES), not request.url, which Next.js builds from its own listening address (localhost).
 */
export function addressedOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  const proto =
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  if (!host) return url.origin;
  return `${proto}://${host}`;
}

/**
 * 403 for a write that does not come from the storefront's pages (another site's page must not make the
 * browser use the visitor's cookies); null when it does.
 */
export function refusedWrite(request: Request): Response | null {
  const allowed = isSameOriginWrite(
    { origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site') },
    { publicOrigin: config.publicOrigin, requestOrigin: addressedOrigin(request) },
  );
  if (allowed) return null;
  return answer({ detail: getMessages(requestLocale(request)).cart.requests.forbidden }, 403);
}
