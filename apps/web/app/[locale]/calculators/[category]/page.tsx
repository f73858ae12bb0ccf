import type { Metadata } from 'next';
import { routeLocale, routeQuery } from '@/app/_shell/route-locale';
import { CalculatorRoutePage, calculatorRouteMetadata, previewTokenOf } from '../calculator-route';

export { generateStaticParams } from '@/app/_shell/on-first-visit';

// /calculators/{category}: the category's calculators, or its configurator when it has one (docs/product.md §2).

interface CategoryParams {
  /** `state`: a back-office preview link's token (issue 18); the configuration is read in the browser. */
  params: Promise<{ locale: string; category: string; state?: string }>;
}

export async function generateMetadata({ params }: CategoryParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { category } = await params;
  return calculatorRouteMetadata(locale, category, null, previewTokenOf(await routeQuery(params)));
}

export default async function CalculatorCategoryPage({ params }: CategoryParams) {
  const locale = await routeLocale(params);
  const { category } = await params;
  return (
    <CalculatorRoutePage
      locale={locale}
      category={category}
      subcategory={null}
      preview={previewTokenOf(await routeQuery(params))}
    />
  );
}
