import { type Locale, localeCodes } from './locales';
import { localePrefix, splitLocale, splitPath } from './path-segments';
import {
  isLocalizedPage,
  localizedPageForSlug,
  localizedSlugs,
  policyLanguageForSlug,
  policySlugs,
} from './slugs';
import { withLocale } from './with-locale';

export interface SwitchOptions {
  /**
   * The page's own addresses per locale when its data carries them (e.g. a category whose slug differs by
   * language), as locale-neutral paths. When the target is listed it wins over the rules below.
   */
  alternates?: Partial<Record<Locale, string>>;
}

/**
 * The same page in another language (docs/product.md §2). Our reading of "swaps a localized slug into the other
 * language, unless the path is deeper than one segment or a slug mapping exists; pages with a dynamic second
 * segment keep that segment":
 *
 * - Only the first segment after the locale prefix is ever translated: a localized slug (of either
 *   language, or its route name) becomes the target's slug, a policy slug becomes the target language's
 *   policy. '/despre-noi' → '/ru/o-nas'; '/ru/aktsii/7' → '/promotii/7'.
 * - Deeper segments are data (ids, category slugs) and are kept as they are: '/ferestre/pvc' →
 *   '/ru/ferestre/pvc'.
 * - Any other path keeps its segments and only changes its prefix; the default locale has none ('/ru' → '/').
 * - "A slug mapping exists" is `options.alternates`: addresses the page itself knows win over all of this.
 * - The query and hash are kept; an unusable path switches to the target's home.
 */
export function switchLocalePath(pathname: string, target: Locale, options: SwitchOptions = {}): string {
  const path = splitPath(pathname);
  if (path === null) return localePrefix(target) || '/';
  const suffix = path.query + path.hash;

  const alternate = options.alternates?.[target];
  // Only site paths: '//host' and '/\\host' are read by browsers as another host.
  if (alternate !== undefined && /^\/(?![/\\])/.test(alternate)) {
    return withLocale(target, alternate) + suffix;
  }

  const { rest, rawRest } = splitLocale(path);
  const [head] = rest;
  const rawTail = rawRest.slice(1);
  let first: string | undefined;
  if (head !== undefined) {
    const page = isLocalizedPage(head) ? head : slugOwner(head);
    const policy = policyLanguageForSlug(head);
    if (page !== undefined) first = localizedSlugs[page][target];
    else if (policy !== undefined) first = policySlugs[target];
    else first = rawRest[0];
  }
  const segments = first === undefined ? [] : [first, ...rawTail];
  const joined = segments.length === 0 ? '' : `/${segments.join('/')}`;
  const pathPart = `${localePrefix(target)}${joined}` || '/';
  return pathPart + suffix;
}

function slugOwner(slug: string) {
  for (const locale of localeCodes) {
    const page = localizedPageForSlug(slug, locale);
    if (page !== undefined) return page;
  }
  return undefined;
}
