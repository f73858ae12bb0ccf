import { defaultLocale, type Locale, localeCodes } from '@vitrina/locale';
import type { Metadata } from 'next';
import { metadataFor } from '@/app/_shell/page-metadata';
import { config } from '@/lib/config';
import type { PageMeta } from '@/lib/seo';

/**
 * Metadata of a page whose slug differs by language (info, footer, colour pages): canonical and hreflang
 * point at each language's own slug, not at the other language's slug under its prefix (a redirect).
 */
export function translatedMetadata(page: PageMeta, pathIn: (locale: Locale) => string): Metadata {
  const origin = config.publicOrigin;
  const languages: Record<string, string> = {};
  for (const locale of localeCodes) languages[locale] = origin + pathIn(locale);
  languages['x-default'] = origin + pathIn(defaultLocale);
  return { ...metadataFor(page), alternates: { canonical: origin + pathIn(page.locale), languages } };
}
