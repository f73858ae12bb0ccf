import type { Metadata } from 'next';
import { routeLocale } from '@/app/_shell/route-locale';
import { CalculatorRoutePage, calculatorRouteMetadata, previewTokenOf } from '../../calculator-route';

// /calculators/{category}/{subcategory}: one calculator of a category that has several (docs/product.md §2).

interface SubcategoryParams {
  params: Promise<{ locale: string; category: string; subcategory: string }>;
  /** `preview`: a back-office preview link's token (issue 18); the rest is the configuration (client-side). */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: SubcategoryParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { category, subcategory } = await params;
  return calculatorRouteMetadata(locale, category, subcategory, previewTokenOf(await searchParams));
}

export default async function CalculatorSubcategoryPage({ params, searchParams }: SubcategoryParams) {
  const locale = await routeLocale(params);
  const { category, subcategory } = await params;
  return (
    <CalculatorRoutePage
      locale={locale}
      category={category}
      subcategory={subcategory}
      preview={previewTokenOf(await searchParams)}
    />
  );
}
