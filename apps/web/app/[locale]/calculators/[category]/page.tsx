import type { Metadata } from 'next';
import { routeLocale } from '@/app/_shell/route-locale';
import { CalculatorRoutePage, calculatorRouteMetadata, previewTokenOf } from '../calculator-route';

// /calculators/{category}: the category's calculators, or its configurator when it has one (docs/product.md §2).

interface CategoryParams {
  params: Promise<{ locale: string; category: string }>;
  /** `preview`: a back-office preview link's token (issue 18); the rest is the configuration (client-side). */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: CategoryParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { category } = await params;
  return calculatorRouteMetadata(locale, category, null, previewTokenOf(await searchParams));
}

export default async function CalculatorCategoryPage({ params, searchParams }: CategoryParams) {
  const locale = await routeLocale(params);
  const { category } = await params;
  return (
    <CalculatorRoutePage
      locale={locale}
      category={category}
      subcategory={null}
      preview={previewTokenOf(await searchParams)}
    />
  );
}
