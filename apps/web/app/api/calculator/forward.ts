import { getMessages, isLocale, type Locale, localeFromAcceptLanguage } from '@vitrina/locale';
import type { z } from 'zod';
import type { ApiReply } from '@/lib/api/client';
import { answer, passReply, refusedWrite, unlessDown } from '../route-answers';

// The configurator's writes reach the API through these route handlers, not from the browser: the
// front-end key and the API's address stay on the server (docs/architecture.md §2, §5), and every body is checked against
// the contract's schema before it leaves. The API's status and body come back unchanged (400 field errors
// included), so the configurator reads the same answers a direct call would give.

const maxBodyBytes = 16_384;

/** The page's language, which the configurator sends as Accept-Language. */
export function requestLocale(request: Request): Locale {
  return localeFromAcceptLanguage(request.headers.get('accept-language') ?? undefined);
}

/**
 * The language a page names in `lang`, else requestLocale: a download or an <img> is asked for by the browser
 * with its own Accept-Language, not the page's.
 */
export function namedLocale(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get('lang');
  return isLocale(lang) ? lang : requestLocale(request);
}

/** The JSON body checked by `schema`; or the answer to send back (400 DRF style, docs/product.md §7 / docs/architecture.md §2; 413). */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  // Every JSON write of the storefront reads its body here, so the CSRF lock lives here too: a write from
  // another site's page is refused, and so is a body not sent as JSON (text/plain is the cross-site "simple
  // request" that needs no preflight).
  const refused = refusedWrite(request);
  if (refused) return { ok: false, response: refused };
  const texts = getMessages(requestLocale(request)).configurator.requests;
  const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (contentType !== 'application/json' && !contentType.endsWith('+json')) {
    return { ok: false, response: answer({ detail: texts.invalidBody }, 415) };
  }
  // A configuration is a few hundred bytes; a body far larger is not one of ours and is not read.
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) {
    return { ok: false, response: answer({ detail: texts.tooLarge }, 413) };
  }
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return { ok: false, response: answer({ detail: texts.invalidBody }, 400) };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    // zod's own messages are English; the field's name says where, the API answers the details.
    errors[field] = [texts.invalidField];
  }
  return { ok: false, response: answer(errors, 400) };
}

/**
 * Sends the API's answer on as it came (a 429's Retry-After too), asked in the page's language; an API that
 * does not answer is a 502.
 */
export function forward(request: Request, send: (locale: Locale) => Promise<ApiReply>): Promise<Response> {
  const locale = requestLocale(request);
  return unlessDown(getMessages(locale).configurator.requests.apiDown, async () =>
    passReply(await send(locale)),
  );
}
