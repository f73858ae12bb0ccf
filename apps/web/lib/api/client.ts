import { frontendKeyHeader } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { config } from '../config';
import type { CachePolicy } from './cache';
import { visitorForwardedFor } from './visitor';

// The one place the storefront talks HTTP to the API (docs/architecture.md §5). Getters in this folder build on it.

/** The API answered with a status other than 2xx, or did not answer at all (status 0). */
export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  locale: Locale;
  /** Omit for per-visitor data: it is then never stored in a shared cache. */
  cache?: CachePolicy;
  /** Base URL; defaults to the main API. */
  base?: string;
}

// A page render must not hang on a stuck API; after this it shows its empty state or the error page.
const timeoutMs = 8000;

/** One request with the storefront's headers (key, language); an API that does not answer is status 0. */
async function send(
  path: string,
  request: ApiRequest,
  init: RequestInit,
  timeout = timeoutMs,
): Promise<Response> {
  // A call kept out of caches is made for one visitor and names them (the API's per-address limit); a cached
  // read is the storefront's own, shared by many visitors, and must not carry one visitor's address.
  const visitor = init.cache === 'no-store' ? await visitorForwardedFor() : {};
  const headers = {
    [frontendKeyHeader]: config.frontendKey,
    'Accept-Language': request.locale,
    ...visitor,
    ...(init.headers as Record<string, string> | undefined),
  };
  try {
    return await fetch(`${request.base ?? config.apiUrl}${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(timeout),
    });
  } catch (cause) {
    throw new ApiError(path, 0, `API unreachable: ${describe(cause)}`);
  }
}

export async function apiGet<T>(path: string, request: ApiRequest): Promise<T> {
  const response = await send(
    path,
    request,
    request.cache
      ? { next: { revalidate: request.cache.revalidate, tags: [...request.cache.tags] } }
      : { cache: 'no-store' },
  );
  if (!response.ok) throw new ApiError(path, response.status, `API answered ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch (cause) {
    throw new ApiError(path, response.status, `API sent invalid JSON: ${describe(cause)}`);
  }
}

/** The API's answer to a write, passed on as it came: a route handler forwards status and body (400 field errors included). */
export interface ApiReply {
  status: number;
  body: unknown;
  /** The API's Retry-After (a 429's), when it sent one: a route handler passes it on. */
  retryAfter?: string;
}

export type WriteMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ApiSendRequest extends Omit<ApiRequest, 'cache'> {
  /** Extra headers for this request (the anonymous cart's id, ...). */
  headers?: Record<string, string>;
}

/**
 * Sends a request whose every answer matters (a write, or a per-visitor read such as a cart); never cached.
 * Any HTTP status comes back as an ApiReply; only an API that does not answer (or answers with something that
 * is not JSON) throws an ApiError (status 0 / its status). `body` undefined sends no body.
 */
export async function apiSend(
  method: WriteMethod,
  path: string,
  body: unknown,
  request: ApiSendRequest,
): Promise<ApiReply> {
  const headers: Record<string, string> = { ...request.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await send(path, request, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  });
  return readReply(path, response);
}

// An upload lasts as long as the browser takes to send it: a CV of 15 MB over a slow line needs minutes.
const uploadTimeoutMs = 180_000;

/**
 * POSTs a body the browser sent (a multipart form with a file) on to the API as it arrives, unread and
 * unchanged, under its own Content-Type; the answer as `apiSend` gives it.
 */
export async function apiUpload(
  path: string,
  body: ReadableStream<Uint8Array>,
  contentType: string,
  request: ApiSendRequest,
): Promise<ApiReply> {
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { ...request.headers, 'Content-Type': contentType },
    body,
    cache: 'no-store',
    // A stream as a request body must say so (the fetch standard's half-duplex requests).
    duplex: 'half',
  };
  return readReply(path, await send(path, request, init, uploadTimeoutMs));
}

/** The API's status and JSON body (null when empty); a body that is not JSON is an ApiError. */
async function readReply(path: string, response: Response): Promise<ApiReply> {
  const text = await response.text();
  const retryAfter = response.headers.get('retry-after');
  try {
    const body = text === '' ? null : JSON.parse(text);
    return retryAfter === null
      ? { status: response.status, body }
      : { status: response.status, body, retryAfter };
  } catch (cause) {
    throw new ApiError(path, response.status, `API sent invalid JSON: ${describe(cause)}`);
  }
}

/**
 * A per-visitor GET of a file the API makes (an offer's PDF): the API's response itself, so a route handler can
 * stream its body on with its type and name. Only an API that does not answer throws (status 0).
 */
export function apiGetFile(path: string, request: ApiSendRequest): Promise<Response> {
  return send(path, request, { headers: request.headers, cache: 'no-store' });
}

/** A POST with a JSON body; see `apiSend`. */
export function apiPost(path: string, body: unknown, request: ApiSendRequest): Promise<ApiReply> {
  return apiSend('POST', path, body, request);
}

/**
 * Reads data a page can live without (docs/product.md §8: most fetch failures are logged only): on any failure the
 * error is logged and `fallback` is returned, so the page still renders.
 */
export async function apiGetOr<T>(path: string, request: ApiRequest, fallback: T): Promise<T> {
  try {
    return await apiGet<T>(path, request);
  } catch (error) {
    logApiFailure(error);
    return fallback;
  }
}

export function logApiFailure(error: unknown): void {
  if (error instanceof ApiError) {
    console.error(
      JSON.stringify({
        msg: 'api request failed',
        path: error.path,
        status: error.status,
        error: error.message,
      }),
    );
  } else {
    console.error(JSON.stringify({ msg: 'api request failed', error: describe(error) }));
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
