import { getMessages, type Locale, localizedPath, withLocale } from '@vitrina/locale';
import type { Crumb } from '@/app/_shell/Breadcrumbs';

/** What a crumb needs of a category or product: its title and its locale-neutral link. */
export interface CrumbSource {
  title: string;
  /** Locale-neutral path ('/ferestre', '/ferestre/ferestre-pvc', '/product/x'). */
  link: string;
}

export interface CatalogTrail {
  category?: CrumbSource | null | undefined;
  subcategory?: CrumbSource | null | undefined;
  product?: CrumbSource | null | undefined;
}

/** docs/product.md §8: the message (kept verbatim, in Russian) when none of the three parts is given. */
export const missingTrailMessage = 'Не переданы параметры : category, subcategory, product';

/**
 * Home › category › subcategory › product, from whichever parts are given (docs/product.md §8). The last crumb is the
 * current page and carries no link; the others link to their pages in `locale`.
 */
export function catalogBreadcrumbs(locale: Locale, trail: CatalogTrail): Crumb[] {
  const parts = [trail.category, trail.subcategory, trail.product].filter(
    (part): part is CrumbSource => part !== null && part !== undefined,
  );
  if (parts.length === 0) throw new Error(missingTrailMessage);
  const home: Crumb = { title: getMessages(locale).common.nav.home, href: localizedPath(locale, 'home') };
  return [
    home,
    ...parts.map((part, index) =>
      index === parts.length - 1
        ? { title: part.title }
        : { title: part.title, href: withLocale(locale, part.link) },
    ),
  ];
}
