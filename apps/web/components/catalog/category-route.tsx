import type { Locale } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { type CategoryDetail, getCategory, getCategoryProducts } from '@/lib/api';
import type { QueryState } from '@/lib/query-state';
import { CategoryView } from './CategoryView';
import { categoryMetadata } from './catalog-metadata';
import { pageParam } from './page-param';

// What the three category routes share: /category/{slug}, /{category} and /{category}/{subcategory}.

/** The page's query state (app/_shell/route-locale.ts, routeQuery). */
type Query = Promise<QueryState>;

/**
 * The category with exactly this slug (the API also answers ids; a numeric path segment is not a category
 * page), optionally required to be top-level or to have a given parent. null when there is none.
 */
export async function categoryBySlug(
  locale: Locale,
  slug: string,
  parent?: string | null,
): Promise<CategoryDetail | null> {
  const category = await getCategory(locale, slug);
  if (category === null || category.slug !== slug) return null;
  if (parent === null && category.parent !== null) return null;
  if (typeof parent === 'string' && category.parent?.slug !== parent) return null;
  return category;
}

/**
 * The requested page of the category's products; a page that does not exist is a 404. Both the page and its
 * metadata ask, so that a 404 carries only the not-found page's robots meta, not the category's too.
 */
async function categoryListing(locale: Locale, category: CategoryDetail, query: Query) {
  const page = pageParam((await query).page);
  if (page === null) notFound();
  const products = await getCategoryProducts(locale, category.slug, page);
  if (products === null) notFound();
  return { page, products };
}

/** The metadata of the category's page (catalog-metadata.ts), once that page is known to exist. */
export async function categoryPageMetadata(
  locale: Locale,
  category: CategoryDetail,
  query: Query,
): Promise<Metadata> {
  await categoryListing(locale, category, query);
  return categoryMetadata(locale, category);
}

/** The category page for `category`: products of the requested page, 404 for a page that does not exist. */
export async function CategoryPage({
  locale,
  category,
  query,
  pathname,
}: {
  locale: Locale;
  category: CategoryDetail;
  query: Query;
  pathname: string;
}) {
  const { page, products } = await categoryListing(locale, category, query);
  return (
    <CategoryView locale={locale} category={category} products={products} page={page} pathname={pathname} />
  );
}
