import { isLocale, type Locale } from './locales';
import type { PageName } from './pages';
import { joinSegments, localePrefix } from './path-segments';
import { isLocalizedPage, isPolicyLanguage, localizedSlugs, policySlugs } from './slugs';

/**
 * The public URL path of a page in a locale: ('ro','home') → '/', ('ru','about') → '/ru/o-nas',
 * ('ro','calculators',['gates']) → '/calculators/gates'. Params are decoded values; they are encoded here.
 * For 'policy' the first param is the policy language (defaults to the locale's own policy); the policy of
 * the other storefront language is at its own locale's address ('/ru/politika-konfidentsialnosti');
 * for 'dynamic' the params are the whole path.
 */
export function localizedPath(locale: Locale, page: PageName, params: readonly string[] = []): string {
  const prefix = localePrefix(locale);
  if (page === 'home') return joinSegments(prefix, []);
  if (page === 'dynamic') return joinSegments(prefix, params);
  if (page === 'policy') {
    const [language] = params;
    if (language === undefined || !isPolicyLanguage(language))
      return joinSegments(prefix, [policySlugs[locale]]);
    // The policy of a storefront language lives in that language's storefront only (resolve-path.ts).
    if (isLocale(language)) return joinSegments(localePrefix(language), [policySlugs[language]]);
    return joinSegments(prefix, [policySlugs[language]]);
  }
  const head = isLocalizedPage(page) ? localizedSlugs[page][locale] : page;
  return joinSegments(prefix, [head, ...params]);
}
