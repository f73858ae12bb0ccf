import {
  defaultLocale,
  type Locale,
  localeCodes,
  localizedPath,
  type PageName,
  withLocale,
} from '@vitrina/locale';
import type { MetadataRoute } from 'next';
import type { SitemapEntry } from './api/types';

// sitemap.xml (app/sitemap.ts): every indexable page in every storefront language, each URL with its hreflang
// alternates (ro, ru, x-default = Romanian). Calculators are never indexed (docs/product.md §2 Meta), and the cart and
// search are per visitor, so they are left out.

/** The fixed routes that are worth a search engine's visit. */
export const indexedFixedPages: readonly PageName[] = [
  'home',
  'about',
  'blog',
  'contacts',
  'dealers',
  'promos',
  'vacancies',
  'works',
];

type Paths = Record<Locale, string>;

/** A page's public path in each locale, prefix included ('/ru/o-nas'). */
function publicPaths(neutral: Paths): Paths {
  return Object.fromEntries(
    localeCodes.map((locale) => [locale, withLocale(locale, neutral[locale])]),
  ) as Paths;
}

function fixedPaths(page: PageName): Paths {
  return Object.fromEntries(localeCodes.map((locale) => [locale, localizedPath(locale, page)])) as Paths;
}

/** One <url> per language of the page, all sharing the same set of alternates. */
function urlsOf(origin: string, paths: Paths, lastmod: string | null): MetadataRoute.Sitemap {
  const languages: Record<string, string> = {};
  for (const locale of localeCodes) languages[locale] = origin + paths[locale];
  languages['x-default'] = origin + paths[defaultLocale];
  return localeCodes.map((locale) => ({
    url: origin + paths[locale],
    ...(lastmod ? { lastModified: lastmod } : {}),
    alternates: { languages },
  }));
}

/** The sitemap: the fixed routes, then the API's pages (GET /pages/sitemap/), with absolute URLs. */
export function sitemapFrom(origin: string, entries: readonly SitemapEntry[]): MetadataRoute.Sitemap {
  const seen = new Set<string>();
  const urls: MetadataRoute.Sitemap = [];
  const add = (paths: Paths, lastmod: string | null) => {
    for (const url of urlsOf(origin, paths, lastmod)) {
      if (seen.has(url.url)) continue;
      seen.add(url.url);
      urls.push(url);
    }
  };
  for (const page of indexedFixedPages) add(fixedPaths(page), null);
  for (const entry of entries) add(publicPaths(entry.paths as Paths), entry.lastmod);
  return urls;
}
