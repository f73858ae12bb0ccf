import { localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeLocale, routeQuery } from '@/app/_shell/route-locale';
import { CategoryPage, categoryBySlug, categoryPageMetadata } from '@/components/catalog/category-route';

export { generateStaticParams } from '@/app/_shell/on-first-visit';

// /category/{slug} (docs/product.md §2 fixed route): any category by slug. Its canonical address is its menu path.

interface CategoryParams {
  params: Promise<{ locale: string; slug: string; state?: string }>;
}

export async function generateMetadata({ params }: CategoryParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { slug } = await params;
  const category = await categoryBySlug(locale, slug);
  return category ? categoryPageMetadata(locale, category, routeQuery(params)) : {};
}

export default async function CategoryBySlugPage({ params }: CategoryParams) {
  const locale = await routeLocale(params);
  const { slug } = await params;
  const category = await categoryBySlug(locale, slug);
  if (category === null) notFound();
  return (
    <CategoryPage
      locale={locale}
      category={category}
      query={routeQuery(params)}
      pathname={localizedPath(locale, 'category', [slug])}
    />
  );
}
