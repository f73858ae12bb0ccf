import { withLocale } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeLocale, routeQuery } from '@/app/_shell/route-locale';
import { CategoryPage, categoryBySlug, categoryPageMetadata } from '@/components/catalog/category-route';

export { generateStaticParams } from '@/app/_shell/on-first-visit';

// /{category}/{subcategory} (docs/product.md §2, the menu's parent_category_slug/category_slug): a sub-category whose
// parent is the first segment; any other pair is a 404.

interface SubcategoryParams {
  params: Promise<{ locale: string; slug: string; sub: string; state?: string }>;
}

export async function generateMetadata({ params }: SubcategoryParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { slug, sub } = await params;
  const category = await categoryBySlug(locale, sub, slug);
  return category ? categoryPageMetadata(locale, category, routeQuery(params)) : {};
}

export default async function SubcategoryPage({ params }: SubcategoryParams) {
  const locale = await routeLocale(params);
  const { slug, sub } = await params;
  const category = await categoryBySlug(locale, sub, slug);
  if (category === null) notFound();
  return (
    <CategoryPage
      locale={locale}
      category={category}
      query={routeQuery(params)}
      pathname={withLocale(locale, category.category_link)}
    />
  );
}
