import { withLocale } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeLocale } from '@/app/_shell/route-locale';
import {
  CategoryPage,
  categoryBySlug,
  categoryPageMetadata,
  type SearchParams,
} from '@/components/catalog/category-route';

// /{category}/{subcategory} (docs/product.md §2, the menu's parent_category_slug/category_slug): a sub-category whose
// parent is the first segment; any other pair is a 404.

interface SubcategoryParams {
  params: Promise<{ locale: string; slug: string; sub: string }>;
  searchParams: SearchParams;
}

export async function generateMetadata({ params, searchParams }: SubcategoryParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { slug, sub } = await params;
  const category = await categoryBySlug(locale, sub, slug);
  return category ? categoryPageMetadata(locale, category, searchParams) : {};
}

export default async function SubcategoryPage({ params, searchParams }: SubcategoryParams) {
  const locale = await routeLocale(params);
  const { slug, sub } = await params;
  const category = await categoryBySlug(locale, sub, slug);
  if (category === null) notFound();
  return (
    <CategoryPage
      locale={locale}
      category={category}
      searchParams={searchParams}
      pathname={withLocale(locale, category.category_link)}
    />
  );
}
