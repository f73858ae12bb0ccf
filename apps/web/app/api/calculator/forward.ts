import { getMessages, isLocale, type Locale, localeFromAcceptLanguage } from '@vitrina/locale';
import type { ApiReply } from '@/lib/api/client';
import { passReply, unlessDown } from '../route-answers';

// What the storefront's remaining route handlers share (the writes are Server Actions, docs/adr/0050): the
// front-end key and the API's address stay on the server (docs/architecture.md §2, §5), and the API's status and
// body come back unchanged, so a script reads the same answers a direct call would give.

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
