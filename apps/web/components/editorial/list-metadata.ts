import { defaultLocale, type Locale, localeCodes } from '@vitrina/locale';
import type { Metadata } from 'next';
import { metadataFor } from '@/app/_shell/page-metadata';
import { config } from '@/lib/config';

interface ListPageMeta {
  locale: Locale;
  title: string;
  description?: string;
  /** The address of this list page (tab, page) in a locale, query included. */
  hrefIn: (locale: Locale) => string;
}

/**
 * A paged list's metadata: like every page's, but its canonical and hreflang links keep the query (tab and
 * page), so '?page=2' is a page of its own for search engines, not a duplicate of page 1.
 */
export function listMetadata({ locale, title, description, hrefIn }: ListPageMeta): Metadata {
  const base = metadataFor({
    locale,
    pathname: hrefIn(locale),
    title,
    ...(description ? { description } : {}),
  });
  const url = (target: Locale) => config.publicOrigin + hrefIn(target);
  const languages: Record<string, string> = Object.fromEntries(localeCodes.map((code) => [code, url(code)]));
  languages['x-default'] = url(defaultLocale);
  return { ...base, alternates: { canonical: url(locale), languages } };
}

interface OpenGraphImage {
  file: string;
  width: number;
  height: number;
  alt: string;
}

/** Open Graph of a page about one thing (an article, a promotion) with its picture. */
export function openGraphOf(
  kind: 'article' | 'website',
  title: string,
  description: string,
  image: OpenGraphImage,
): Metadata['openGraph'] {
  return {
    type: kind,
    title,
    description,
    images: [{ url: image.file, width: image.width, height: image.height, alt: image.alt }],
  };
}
