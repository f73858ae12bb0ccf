import { getMessages, type Locale } from '@vitrina/locale';
import type { Metadata } from 'next';
import { config } from '@/lib/config';
import { type PageMeta, pageMetadata } from '@/lib/seo';

/**
 * lib/seo's pure pageMetadata with this deployment's origin and indexing setting: title, description,
 * robots, canonical, hreflang alternates, and the Open Graph and Twitter card defaults (site name, locale,
 * the default share picture unless `page.image` is given).
 */
export function metadataFor(page: PageMeta): Metadata {
  return pageMetadata(page, { ...config, siteName: getMessages(page.locale).common.siteName });
}

/** A title built from our own messages, branded like the API's SEO titles ('Despre noi | Vitrina'). */
export function brandedTitle(locale: Locale, title: string): string {
  return `${title} | ${getMessages(locale).common.siteName}`;
}
