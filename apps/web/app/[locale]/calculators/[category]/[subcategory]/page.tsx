import type { Metadata } from 'next';
import { routeLocale, routeQuery } from '@/app/_shell/route-locale';
import { CalculatorRoutePage, calculatorRouteMetadata, previewTokenOf } from '../../calculator-route';

export { generateStaticParams } from '@/app/_shell/on-first-visit';

// /calculators/{category}/{subcategory}: one calculator of a category that has several (docs/product.md §2).

interface SubcategoryParams {
  /** `state`: a back-office preview link's token (issue 18); the configuration is read in the browser. */
  params: Promise<{ locale: string; category: string; subcategory: string; state?: string }>;
}

export async function generateMetadata({ params }: SubcategoryParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { category, subcategory } = await params;
  return calculatorRouteMetadata(locale, category, subcategory, previewTokenOf(await routeQuery(params)));
}

export default async function CalculatorSubcategoryPage({ params }: SubcategoryParams) {
  const locale = await routeLocale(params);
  const { category, subcategory } = await params;
  return (
    <CalculatorRoutePage
      locale={locale}
      category={category}
      subcategory={subcategory}
      preview={previewTokenOf(await routeQuery(params))}
    />
  );
}
