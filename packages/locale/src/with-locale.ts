import { defaultLocale, isLocale, type Locale } from './locales';
import { localePrefix } from './path-segments';

// A scheme ('https:', 'tel:', 'mailto:') or a protocol-relative '//host' means the link leaves the site.
const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Puts a locale-neutral site path from API data ('/ferestre/pvc') into a locale: unchanged for the default
 * locale, '/ru/ferestre/pvc' for ru. External links, anchors and relative links are returned unchanged;
 * a path that already names a locale is moved to `locale`.
 */
export function withLocale(locale: Locale, neutralHref: string): string {
  if (locale === defaultLocale || external.test(neutralHref) || !neutralHref.startsWith('/')) {
    return neutralHref;
  }
  const end = neutralHref.search(/[?#]/);
  const path = end === -1 ? neutralHref : neutralHref.slice(0, end);
  const suffix = end === -1 ? '' : neutralHref.slice(end);
  const [, first, ...rest] = path.split('/');
  const segments = first !== undefined && isLocale(first) ? rest : [first ?? '', ...rest];
  const tail = segments.join('/');
  return `${localePrefix(locale)}${tail === '' ? '' : `/${tail}`}${suffix}`;
}
