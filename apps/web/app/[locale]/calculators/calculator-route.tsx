import { getMessages, type Locale, localizedPath, withLocale } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Crumb } from '@/app/_shell/Breadcrumbs';
import { PageFrame } from '@/app/_shell/PageFrame';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { CalculatorGrid, SeoText } from '@/components/configurator/CalculatorList';
import { ConfiguratorView } from '@/components/configurator/ConfiguratorView';
import {
  type CalculatorSeo,
  type CalculatorTypeSummary,
  getCalculatorPreview,
  getCalculatorSeo,
  getCalculatorType,
  getCalculatorTypeSeo,
  getCalculatorTypes,
} from '@/lib/api';
import { withHyphenatedChoices } from '@/lib/configurator/hyphenated-choices';

// /calculators/{category} and /calculators/{category}/{subcategory} (docs/product.md §2). A category with several
// calculators (doors, gates) lists them, each at its own sub-path; a category with one shows its
// configurator at once. Any other path is a 404. Calculator pages are always 'noindex, follow' (docs/product.md §2 Meta).

export type CalculatorRoute =
  | { kind: 'category'; slug: string; title: string; calculators: CalculatorTypeSummary[] }
  | { kind: 'calculator'; summary: CalculatorTypeSummary; categoryCrumb: Crumb | null };

export async function resolveCalculatorRoute(
  locale: Locale,
  category: string,
  subcategory: string | null,
): Promise<CalculatorRoute | null> {
  const inCategory = (await getCalculatorTypes(locale)).filter((type) => type.category.slug === category);
  const first = inCategory[0];
  if (first === undefined) return null;
  if (subcategory === null) {
    if (inCategory.length === 1 && first.subcategory === null) {
      return { kind: 'calculator', summary: first, categoryCrumb: null };
    }
    return { kind: 'category', slug: category, title: first.category.title, calculators: inCategory };
  }
  const summary = inCategory.find((type) => type.subcategory === subcategory);
  if (summary === undefined) return null;
  const categoryCrumb = {
    title: summary.category.title,
    href: withLocale(locale, `/calculators/${category}`),
  };
  return { kind: 'calculator', summary, categoryCrumb };
}

function calculatorsCrumb(locale: Locale): Crumb {
  return { title: getMessages(locale).shell.pages.calculators, href: localizedPath(locale, 'calculators') };
}

function seoFor(locale: Locale, route: CalculatorRoute): Promise<CalculatorSeo | null> {
  return route.kind === 'category'
    ? getCalculatorSeo(locale, route.slug)
    : getCalculatorTypeSeo(locale, route.summary.id);
}

export async function calculatorRouteMetadata(
  locale: Locale,
  category: string,
  subcategory: string | null,
  preview: string | null = null,
): Promise<Metadata> {
  const route = await resolveCalculatorRoute(locale, category, subcategory);
  if (route === null) return {};
  // A preview link's page shows unpublished prices: no robot keeps it or follows it (calculators are noindex anyway).
  const robots = preview === null ? {} : { robots: { index: false, follow: false } };
  const seo = await seoFor(locale, route);
  const title = route.kind === 'category' ? route.title : route.summary.title;
  const link = route.kind === 'category' ? `/calculators/${route.slug}` : route.summary.link;
  return {
    ...metadataFor({
      locale,
      pathname: withLocale(locale, link),
      title: seo?.title || brandedTitle(locale, title),
      description: seo?.description || undefined,
      kind: 'calculator',
    }),
    ...robots,
  };
}

/** A back-office preview link's token (`?preview=`), the first if several; null without one. */
export function previewTokenOf(searchParams: Record<string, string | string[] | undefined>): string | null {
  const value = searchParams.preview;
  const token = Array.isArray(value) ? value[0] : value;
  return token ? token : null;
}

/**
 * The calculator as the page shows it: published, or its draft through a preview link (issue 18). A link the API
 * refuses shows the published prices with a notice instead of an error page.
 */
async function calculatorShown(locale: Locale, id: number, preview: string | null) {
  if (preview === null) return { calculator: await getCalculatorType(locale, id), preview: null };
  const draft = await getCalculatorPreview(locale, id, preview);
  if (draft) return { calculator: draft, preview: { token: preview } };
  return { calculator: await getCalculatorType(locale, id), preview: 'refused' as const };
}

export async function CalculatorRoutePage({
  locale,
  category,
  subcategory,
  preview,
}: {
  locale: Locale;
  category: string;
  subcategory: string | null;
  preview: string | null;
}) {
  const route = await resolveCalculatorRoute(locale, category, subcategory);
  if (route === null) notFound();
  const seo = await seoFor(locale, route);

  if (route.kind === 'category') {
    return (
      <PageFrame locale={locale} title={route.title} trail={[calculatorsCrumb(locale)]}>
        <h1>{seo?.heading || route.title}</h1>
        <CalculatorGrid locale={locale} calculators={route.calculators} />
        <SeoText html={seo?.text} />
      </PageFrame>
    );
  }

  const shown = await calculatorShown(locale, route.summary.id, preview);
  if (shown.calculator === null) notFound();
  const calculator = {
    ...shown.calculator,
    definition: withHyphenatedChoices(shown.calculator.definition),
  };
  const trail = [calculatorsCrumb(locale), ...(route.categoryCrumb ? [route.categoryCrumb] : [])];
  return (
    <ConfiguratorView
      locale={locale}
      calculator={calculator}
      seo={seo}
      trail={trail}
      preview={shown.preview}
    />
  );
}
