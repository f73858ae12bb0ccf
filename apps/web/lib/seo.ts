import { defaultLocale, type Locale, localeCodes, localeRecord, switchLocalePath } from '@vitrina/locale';
import type { Metadata, MetadataRoute } from 'next';

// Meta rules of docs/product.md §2: robots by page kind and the indexing setting, canonical from the public origin,
// hreflang alternates from the localized-slug table.

export type PageKind = 'page' | 'calculator' | 'search';

/**
 * Calculator and search pages are never indexed but their links are followed (a search page's results are
 * pages of their own); the rest obey the indexing setting.
 */
export function robotsFor(kind: PageKind, indexing: boolean): string {
  if (kind === 'calculator' || kind === 'search') return 'noindex, follow';
  return indexing ? 'index, follow' : 'noindex, nofollow';
}

/**
 * robots.txt: the whole site closed to crawlers until indexing is switched on, then open and pointing at the
 * sitemap. sitemap.xml itself is served either way (it lists pages; robots.txt and the pages' noindex decide).
 */
export function robotsTxt(indexing: boolean, publicOrigin?: string): MetadataRoute.Robots {
  if (!indexing) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/' },
    ...(publicOrigin ? { sitemap: `${publicOrigin}/sitemap.xml` } : {}),
  };
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
  /** The page's own share picture (absolute, or a path on this site); else the site's default. */
  image?: ShareImage;
  /** Open Graph type: 'website' unless the page is an article or a product. */
  type?: 'website' | 'article';
}

export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** The picture a shared link shows when the page has none of its own (public/assets, 1200 × 630). */
export const defaultShareImage: ShareImage = { url: '/assets/og-default.png', width: 1200, height: 630 };

/** Open Graph locale ('ro_RO') from a storefront locale's ISO code ('ro-RO'). */
export function ogLocale(locale: Locale): string {
  return localeRecord(locale).iso.replace('-', '_');
}

export interface SeoSettings {
  publicOrigin: string;
  indexing: boolean;
  /** og:site_name. */
  siteName?: string;
}

const absolute = (origin: string, url: string): string => (/^https?:\/\//.test(url) ? url : origin + url);

export function pageMetadata(page: PageMeta, settings: SeoSettings): Metadata {
  const { publicOrigin } = settings;
  const canonical = canonicalUrl(publicOrigin, page.pathname, page.locale);
  const description = page.description ? { description: page.description } : {};
  const image = page.image ?? defaultShareImage;
  const images = [{ ...image, url: absolute(publicOrigin, image.url) }];
  return {
    title: page.title,
    ...description,
    robots: robotsFor(page.kind ?? 'page', settings.indexing),
    alternates: { canonical, languages: alternateUrls(publicOrigin, page.pathname) },
    // What a link shared in a messenger or a social network shows (the layout's title template does not
    // apply here, so the title is the page's own).
    openGraph: {
      type: page.type ?? 'website',
      title: page.title,
      ...description,
      url: canonical,
      ...(settings.siteName ? { siteName: settings.siteName } : {}),
      locale: ogLocale(page.locale),
      alternateLocale: localeCodes.filter((code) => code !== page.locale).map(ogLocale),
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      ...description,
      images: images.map((i) => i.url),
    },
  };
}
