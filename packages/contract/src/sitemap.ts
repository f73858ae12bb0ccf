import { z } from 'zod';
import { localeCode } from './pages';

// GET /pages/sitemap/: every public page that comes from the database, for the storefront's sitemap.xml.
// Fixed routes (home, blog, about, ...) are the storefront's own and are not listed here.

/** What a sitemap entry is; `?kind=` answers one of them only. */
export const SITEMAP_KINDS = [
  'category',
  'subcategory',
  'product',
  'article',
  'promo',
  'branch',
  'info',
  'content',
  'policy',
] as const;
export const sitemapKind = z.enum(SITEMAP_KINDS);
export type SitemapKind = z.infer<typeof sitemapKind>;

/**
 * One page in every storefront language: `paths` maps each locale to the page's path in that language,
 * without the locale prefix ({ro: '/info/garantie', ru: '/info/garantiya'}); `lastmod` is 'YYYY-MM-DD' when
 * the page has a date of its own.
 */
export const sitemapEntry = z
  .object({
    kind: sitemapKind,
    paths: z.record(localeCode, z.string().regex(/^\//)),
    lastmod: z.iso.date().nullable(),
  })
  .meta({ id: 'SitemapEntry' });
export type SitemapEntry = z.infer<typeof sitemapEntry>;
