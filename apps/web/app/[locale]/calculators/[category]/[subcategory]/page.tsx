import type { Metadata } from 'next';
import { routeLocale } from '@/app/_shell/route-locale';
import { CalculatorRoutePage, calculatorRouteMetadata } from '../../calculator-route';

// /calculators/{category}/{subcategory}: one calculator of a category that has several (docs/product.md §2).

interface SubcategoryParams {
  params: Promise<{ locale: string; category: string; subcategory: string }>;
}

export async function generateMetadata({ params }: SubcategoryParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { category, subcategory } = await params;
  return calculatorRouteMetadata(locale, category, subcategory);
}

export default async function CalculatorSubcategoryPage({ params }: SubcategoryParams) {
  const locale = await routeLocale(params);
  const { category, subcategory } = await params;
  return <CalculatorRoutePage locale={locale} category={category} subcategory={subcategory} />;
}
