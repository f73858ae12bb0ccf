import { type Locale, localizedPath, withLocale } from '@vitrina/locale';

// The URL is the state of a search (docs/architecture.md §5): '/search?search=usa&page=2' (ru: '/ru/search?...'), shareable
// and server-rendered. Page 1 stays out of the URL, so every result page has one address.

/** The search page's address for `query` and `page`. */
export function searchHref(locale: Locale, query: string, page = 1): string {
  const params = new URLSearchParams({ search: query });
  if (page > 1) params.set('page', String(page));
  return `${localizedPath(locale, 'search')}?${params}`;
}

/** '?search=' as the page reads it: the first value when repeated, trimmed; '' when absent. */
export function searchQuery(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').trim();
}

/**
 * A result's link (a path without a locale prefix) in the page's language; null when the API sent something
 * that is not a path ('javascript:…', 'https://…'). A path naming another host becomes '/' (withLocale).
 */
export function resultHref(locale: Locale, link: string): string | null {
  return link.startsWith('/') ? withLocale(locale, link) : null;
}
