import { type Locale, localizedPath, measurementPageSlugs } from '@vitrina/locale';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { brandedTitle } from '@/app/_shell/page-metadata';
import { ColorSwatches } from '@/components/company/ColorSwatches';
import { feedbackSetup } from '@/components/feedback/feedback-setup';
import { MeasurementForm } from '@/components/measurement/MeasurementForm';
import { getContentPage } from '@/lib/api';
import { ContentPageView } from './ContentPageView';
import { translatedMetadata } from './translated-metadata';

// The footer-column, dynamic (menu) and colour pages reached at `/{slug}` (docs/product.md §2). The catch-all page
// `app/[locale]/[slug]/page.tsx` tries a top-level category first, then this; null = no such page.

const pathOf = (locale: Locale, slug: string) => localizedPath(locale, 'dynamic', [slug]);

/**
 * The page at /{slug}, or null. The slug of another language (a visitor who switched language on the page)
 * redirects permanently to this language's slug.
 */
export async function slugPage(locale: Locale, slug: string): Promise<ReactNode | null> {
  const page = await getContentPage(locale, slug);
  if (page === null) return null;
  if (page.slug !== slug) permanentRedirect(pathOf(locale, page.slug));
  return (
    <ContentPageView locale={locale} title={page.title} intro={page.intro} sections={page.sections}>
      {page.swatches.length > 0 ? <ColorSwatches locale={locale} swatches={page.swatches} /> : null}
      {page.slug === measurementPageSlugs[locale] ? (
        <MeasurementForm locale={locale} texts={feedbackSetup(locale)} />
      ) : null}
    </ContentPageView>
  );
}

/** Metadata of the page slugPage renders for this slug; null = no such page. */
export async function slugPageMetadata(locale: Locale, slug: string): Promise<Metadata | null> {
  const page = await getContentPage(locale, slug);
  if (page === null) return null;
  return translatedMetadata(
    {
      locale,
      pathname: pathOf(locale, page.slug),
      title: brandedTitle(locale, page.title),
      description: page.description,
    },
    (other) => pathOf(other, page.slugs[other] ?? page.slug),
  );
}
