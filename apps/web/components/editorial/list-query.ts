import { type Locale, localizedPath } from '@vitrina/locale';

// The URL is the state of the blog and works lists (docs/architecture.md §5): '?tab=2&page=3', shareable and
// server-rendered. Defaults stay out of the URL, so every list page has one address.

export type SearchParams = Record<string, string | string[] | undefined>;

/** The 'general' tab of the blog: every article (docs/product.md §3, id 0, prepended by the storefront). */
export const GENERAL_TAB = 0;

/**
 * A whole number written the canonical way ('3', not '03', '+3' or '3.0'), at least `min`; `fallback` when
 * the parameter is absent or empty; null for anything else (a repeated parameter, junk): that address is
 * not a page of ours.
 */
export function wholeParam(
  value: string | string[] | undefined,
  min: number,
  fallback: number,
): number | null {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^(0|[1-9]\d{0,8})$/.test(value)) return null;
  const number = Number(value);
  return number >= min ? number : null;
}

export interface BlogQuery {
  tab: number;
  page: number;
}

/** `?tab=&page=` of the blog; null when either is not a valid value. */
export function blogQuery(params: SearchParams): BlogQuery | null {
  const tab = wholeParam(params.tab, GENERAL_TAB, GENERAL_TAB);
  const page = wholeParam(params.page, 1, 1);
  return tab === null || page === null ? null : { tab, page };
}

/** `?page=` of a paged list; null when it is not a valid page number. */
export function pageQuery(params: SearchParams): number | null {
  return wholeParam(params.page, 1, 1);
}

/** The query string of a list page, defaults left out: '' | '?page=2' | '?tab=3&page=2'. */
function queryOf(values: Record<string, number>, defaults: Record<string, number>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== defaults[name]) query.set(name, String(value));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export function blogHref(locale: Locale, { tab, page }: BlogQuery): string {
  return localizedPath(locale, 'blog') + queryOf({ tab, page }, { tab: GENERAL_TAB, page: 1 });
}

export function worksHref(locale: Locale, page: number): string {
  return localizedPath(locale, 'works') + queryOf({ page }, { page: 1 });
}
