import { isLocale, type Locale } from './locales';
import { localePrefix } from './path-segments';

// A scheme ('https:', 'tel:', 'mailto:') means the link leaves the site on purpose.
const external = /^[a-z][a-z\d+.-]*:/i;
// Browsers read '\' as '/', so '//host' and '/\host' (in any mix) name another host: never a site path.
const otherHost = /^[/\\]{2}/;
// Browsers also drop tabs and newlines anywhere and spaces or control characters in front before reading.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what browsers strip
const ignoredByBrowsers = /[\t\n\r]|^[\u0000-\u0020]+/g;

/**
 * Puts a locale-neutral site path from API data ('/ferestre/pvc') into a locale: unchanged for the default
 * locale, '/ru/ferestre/pvc' for ru. Links with a scheme, anchors and relative links are returned unchanged;
 * a path that already names a locale is moved to `locale` ('/ru/okna' → '/okna' for ro). A link that a
 * browser would read as another host ('//evil.com', '/\evil.com') becomes '/'.
 */
export function withLocale(locale: Locale, neutralHref: string): string {
  const href = neutralHref.replace(ignoredByBrowsers, '');
  if (otherHost.test(href)) return '/';
  if (external.test(href) || !href.startsWith('/')) return neutralHref;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  const suffix = end === -1 ? '' : href.slice(end);
  const [, first, ...rest] = path.split('/');
  const segments = first !== undefined && isLocale(first) ? rest : [first ?? '', ...rest];
  const tail = segments.join('/');
  const localized = `${localePrefix(locale)}${tail === '' ? '' : `/${tail}`}` || '/';
  // Dropping a locale prefix can leave '//...' ('/ro//evil.com' for ro).
  return otherHost.test(localized) ? '/' : `${localized}${suffix}`;
}
