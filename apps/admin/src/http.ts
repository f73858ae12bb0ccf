import { adminRequestHeader } from '@vitrina/contract';
import { fetchUtils, HttpError } from 'react-admin';

/** '/admin/api': the back office's API sits next to the page that Vite built for '/admin/'. */
export const apiRoot = `${import.meta.env.BASE_URL}api`;

const safeMethods = new Set(['GET', 'HEAD']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The API answers errors as `{detail}` or `{field: [messages]}` (docs/adr/0006). React-admin shows an error's
 * `message` and puts `body.errors` on the form's fields (server-side validation), so both shapes are turned
 * into that.
 */
function normalized(error: unknown): unknown {
  if (!(error instanceof HttpError) || !isRecord(error.body)) return error;
  const body = error.body;
  if (typeof body.detail === 'string') return new HttpError(body.detail, error.status, body);
  const errors = Object.fromEntries(
    Object.entries(body)
      .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
      .map(([field, messages]) => [field, messages.join(' ')]),
  );
  const first = Object.values(errors)[0];
  return first === undefined ? error : new HttpError(first, error.status, { ...body, errors });
}

/** The query string of `values`, leaving out what is unset so the API's strict schemas see only real filters. */
export function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * One request to /admin/api. The session is an httpOnly cookie (same origin); writes carry the back office's
 * header, which the API demands against CSRF (docs/adr/0017); Accept-Language asks for its messages in the
 * language on screen.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const headers = new Headers({ 'Accept-Language': globalThis.document?.documentElement.lang || 'ro' });
  if (!safeMethods.has(method)) headers.set(adminRequestHeader.name, adminRequestHeader.value);
  try {
    const { json } = await fetchUtils.fetchJson(`${apiRoot}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      // A form with a file (an image upload) goes as multipart, its boundary set by the browser.
      body: init.body === undefined || init.body instanceof FormData ? init.body : JSON.stringify(init.body),
    });
    return json as T;
  } catch (error) {
    throw normalized(error);
  }
}

/** The HTTP status of an error thrown by `api`, if it came from an answer. */
export const statusOf = (error: unknown): number | undefined =>
  error instanceof HttpError ? error.status : undefined;
