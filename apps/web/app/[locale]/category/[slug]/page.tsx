import { localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeLocale } from '@/app/_shell/route-locale';
import {
  CategoryPage,
  categoryBySlug,
  categoryPageMetadata,
  type SearchParams,
} from '@/components/catalog/category-route';

// /category/{slug} (docs/product.md §2 fixed route): any category by slug. Its canonical address is its menu path.

interface CategoryParams {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: SearchParams;
}

export async function generateMetadata({ params, searchParams }: CategoryParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { slug } = await params;
  const category = await categoryBySlug(locale, slug);
  return category ? categoryPageMetadata(locale, category, searchParams) : {};
}

export default async function CategoryBySlugPage({ params, searchParams }: CategoryParams) {
  const locale = await routeLocale(params);
  const { slug } = await params;
  const category = await categoryBySlug(locale, slug);
  if (category === null) notFound();
  return (
    <CategoryPage
      locale={locale}
      category={category}
      searchParams={searchParams}
      pathname={localizedPath(locale, 'category', [slug])}
    />
  );
}
