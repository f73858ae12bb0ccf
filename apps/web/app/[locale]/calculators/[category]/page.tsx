import type { Metadata } from 'next';
import { routeLocale } from '@/app/_shell/route-locale';
import { CalculatorRoutePage, calculatorRouteMetadata } from '../calculator-route';

// /calculators/{category}: the category's calculators, or its configurator when it has one (docs/product.md §2).

interface CategoryParams {
  params: Promise<{ locale: string; category: string }>;
}

export async function generateMetadata({ params }: CategoryParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { category } = await params;
  return calculatorRouteMetadata(locale, category, null);
}

export default async function CalculatorCategoryPage({ params }: CategoryParams) {
  const locale = await routeLocale(params);
  const { category } = await params;
  return <CalculatorRoutePage locale={locale} category={category} subcategory={null} />;
}
