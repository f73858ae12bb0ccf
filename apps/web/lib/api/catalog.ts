import type { Locale } from '@vitrina/locale';
import { cache } from 'react';
import { cachePolicies } from './cache';
import { ApiError, apiGet, logApiFailure } from './client';
import type { CategoryDetail, Product, ProductPage } from './types';

// Categories and products. A page's own subject (the category, the product) answers null when the API says
// 404 so the page can call notFound(); any other failure is thrown to the error page. Lists around it
// degrade to empty (docs/product.md §8: logged, the rest of the page renders).

/** Products per page on category pages (the API allows 1–48). */
export const categoryPageSize = 24;

const emptyPage: ProductPage = { results: [], pages: 0, total_count: 0 };

async function subject<T>(path: string, locale: Locale): Promise<T | null> {
  try {
    return await apiGet<T>(path, { locale, cache: cachePolicies.catalog });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A category by slug with its parent and sub-categories; null when there is none. */
export const getCategory = cache(
  (locale: Locale, slug: string): Promise<CategoryDetail | null> =>
    subject<CategoryDetail>(`/categories/${encodeURIComponent(slug)}/`, locale),
);

/** A product by slug with characteristics, accessories and its categories; null when there is none. */
export const getProduct = cache(
  (locale: Locale, slug: string): Promise<Product | null> =>
    subject<Product>(`/products/${encodeURIComponent(slug)}/`, locale),
);

/**
 * One page of a category's products (its sub-categories' included). null when the page is past the last
 * one (the API's 404), so the page can answer 404 too; an empty page when the API fails.
 */
export const getCategoryProducts = cache(
  async (locale: Locale, categorySlug: string, page: number): Promise<ProductPage | null> => {
    const query = new URLSearchParams({
      category: categorySlug,
      page: String(page),
      page_size: String(categoryPageSize),
    });
    try {
      return await apiGet<ProductPage>(`/products/?${query}`, { locale, cache: cachePolicies.catalog });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      logApiFailure(error);
      return emptyPage;
    }
  },
);
