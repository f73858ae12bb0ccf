import { defaultLocale, type Locale, localeCodes, switchLocalePath } from '@vitrina/locale';
import type { Metadata, MetadataRoute } from 'next';

// Meta rules of SPEC §2: robots by page kind and the indexing setting, canonical from the public origin,
// hreflang alternates from the localized-slug table.

export type PageKind = 'page' | 'calculator';

/** Calculator pages are never indexed but their links are followed; the rest obey the indexing setting. */
export function robotsFor(kind: PageKind, indexing: boolean): string {
  if (kind === 'calculator') return 'noindex, follow';
  return indexing ? 'index, follow' : 'noindex, nofollow';
}

/**
 * robots.txt: the whole site closed to crawlers until indexing is switched on, then open. No Sitemap line:
 * the storefront has no sitemap yet.
 */
export function robotsTxt(indexing: boolean): MetadataRoute.Robots {
  return { rules: indexing ? { userAgent: '*', allow: '/' } : { userAgent: '*', disallow: '/' } };
}

/** The path without query or hash, in its one public spelling for `locale` ('/ro/x' → '/x'). */
export function publicPath(pathname: string, locale: Locale): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return switchLocalePath(path, locale);
}

export function canonicalUrl(origin: string, pathname: string, locale: Locale): string {
  return origin + publicPath(pathname, locale);
}

/** hreflang → URL of the same page in every locale, plus x-default (the default locale). */
export function alternateUrls(origin: string, pathname: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const locale of localeCodes) urls[locale] = canonicalUrl(origin, pathname, locale);
  urls['x-default'] = canonicalUrl(origin, pathname, defaultLocale);
  return urls;
}

export interface PageMeta {
  locale: Locale;
  /** The page's public path in `locale`, e.g. localizedPath('ru', 'about') → '/ru/o-nas'. */
  pathname: string;
  title: string;
  description?: string;
  kind?: PageKind;
}

export interface SeoSettings {
  publicOrigin: string;
  indexing: boolean;
}

export function pageMetadata(page: PageMeta, settings: SeoSettings): Metadata {
  const { publicOrigin } = settings;
  return {
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    robots: robotsFor(page.kind ?? 'page', settings.indexing),
    alternates: {
      canonical: canonicalUrl(publicOrigin, page.pathname, page.locale),
      languages: alternateUrls(publicOrigin, page.pathname),
    },
  };
}
