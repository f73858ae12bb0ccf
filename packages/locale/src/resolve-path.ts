import { defaultLocale, isLocale, type Locale, localeCodes } from './locales';
import { internalOnlyRoutes, isPlainRoute, type PageName } from './pages';
import { joinSegments, splitLocale, splitPath } from './path-segments';
import { isLocalizedPage, localizedPageForSlug, localizedSlugs, policyLanguageForSlug } from './slugs';

export type Resolution =
  | { kind: 'page'; locale: Locale; page: PageName; params: string[]; internalPath: string }
  | { kind: 'redirect'; location: string; status: 308 }
  | { kind: 'not-found'; locale: Locale };

/**
 * Maps a public pathname to the page of the `app/[locale]/...` tree that serves it (docs/product.md §2, docs/architecture.md §2).
 *
 * - `params` are decoded; `internalPath` and redirect locations are percent-encoded paths.
 * - A query string in the input is ignored for matching but kept on a redirect location.
 * - Never throws: unusable input (bad encoding, '..', encoded slashes, huge paths) is not-found.
 */
export function resolvePath(pathname: string): Resolution {
  const path = splitPath(pathname);
  if (path === null) return { kind: 'not-found', locale: guessLocale(pathname) };
  const { locale, prefixed, rest } = splitLocale(path);
  const page = (name: PageName, params: string[], internal: string[]): Resolution => ({
    kind: 'page',
    locale,
    page: name,
    params,
    internalPath: joinSegments(`/${locale}`, internal),
  });

  const [head, ...tail] = rest;
  if (head === undefined) return page('home', [], []);

  // '/ro/ru/...' and internal folder names would give one page a second address.
  if (localeCodes.includes(head as Locale) || internalOnlyRoutes.includes(head)) {
    return { kind: 'not-found', locale };
  }

  if (isLocalizedPage(head)) {
    // The route name is typed: send the visitor to the slug of the language they asked for, keeping the
    // prefix style ('/about' stays unprefixed, '/ro/about' keeps '/ro') and everything below it.
    const prefix = prefixed ? `/${locale}` : '';
    const location = joinSegments(prefix, [localizedSlugs[head][locale], ...tail]) + path.query;
    return { kind: 'redirect', location, status: 308 };
  }

  const localized = localizedPageForSlug(head, locale);
  if (localized !== undefined) return page(localized, tail, [localized, ...tail]);
  // A slug of another language under this locale is a 404 (docs/product.md §2), not a silent alias.
  if (localeCodes.some((other) => localizedPageForSlug(head, other) !== undefined)) {
    return { kind: 'not-found', locale };
  }

  const policyLanguage = policyLanguageForSlug(head);
  if (policyLanguage !== undefined) {
    // The policy of the other storefront language is a localized slug like the table's (issue 20); the
    // variants in languages the storefront does not speak are served in both.
    if (tail.length > 0 || (isLocale(policyLanguage) && policyLanguage !== locale))
      return { kind: 'not-found', locale };
    return page('policy', [policyLanguage], ['policy', policyLanguage]);
  }

  if (isPlainRoute(head)) return page(head, tail, rest);
  return page('dynamic', rest, rest);
}

/** Even an unusable path gets its 404 page in the language its prefix names. */
function guessLocale(pathname: string): Locale {
  const first =
    typeof pathname === 'string' ? pathname.split(/[/?#]/).find((part) => part !== '') : undefined;
  return localeCodes.find((code) => code === first) ?? defaultLocale;
}
