import type { Locale } from '@vitrina/locale';
import { cache } from 'react';
import { cachePolicies } from './cache';
import { ApiError, apiGet, apiGetOr, logApiFailure } from './client';
import type {
  Article,
  ArticlePage,
  ArticleTab,
  Promo,
  PromoSummary,
  Vacancy,
  WorkPage,
  WorkStepPage,
  WorksContent,
} from './types';

// The blog, promotions, vacancies and works. A page's own subject (an article, a promotion) is read with
// `subjectOrNull`: the API's 404 becomes null (the page answers notFound()), any other failure the error
// page. A list page reads its list with `listOrNull` (404 = a page past the end → null; another failure
// is logged and the list shows empty, docs/product.md §8) and everything else with `apiGetOr`.

const request = (locale: Locale) => ({ locale, cache: cachePolicies.editorial });

async function subjectOrNull<T>(path: string, locale: Locale): Promise<T | null> {
  try {
    return await apiGet<T>(path, request(locale));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

async function listOrNull<T>(path: string, locale: Locale, empty: T): Promise<T | null> {
  try {
    return await apiGet<T>(path, request(locale));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    logApiFailure(error);
    return empty;
  }
}

/** Whether `value` can be an id of ours; anything else names nothing and is not even asked for. */
export function isRowId(value: string): boolean {
  return /^[1-9]\d{0,8}$/.test(value);
}

const emptyPage = { results: [], pages: 0, total_count: 0 };

/** The blog's tabs from the API (without the storefront's 'general' tab); [] when the API fails. */
export const getArticleTabs = cache(
  async (locale: Locale): Promise<ArticleTab[]> => apiGetOr<ArticleTab[]>('/tabs', request(locale), []),
);

/** One page of articles of a tab (0 = all); null when the page is past the last one. */
export const getArticles = cache(
  async (locale: Locale, tab: number, page: number): Promise<ArticlePage | null> => {
    const query = new URLSearchParams({ page: String(page), parent_category: String(tab) });
    return listOrNull<ArticlePage>(`/articles/items/?${query}`, locale, emptyPage);
  },
);

export const getArticle = cache(
  async (locale: Locale, id: string): Promise<Article | null> =>
    isRowId(id) ? subjectOrNull<Article>(`/articles/items/${id}`, locale) : null,
);

export const getPromos = cache(
  async (locale: Locale): Promise<PromoSummary[]> => apiGetOr<PromoSummary[]>('/promos', request(locale), []),
);

export const getPromo = cache(
  async (locale: Locale, id: string): Promise<Promo | null> =>
    isRowId(id) ? subjectOrNull<Promo>(`/promos/${id}`, locale) : null,
);

export const getVacancies = cache(
  async (locale: Locale): Promise<Vacancy[]> => apiGetOr<Vacancy[]>('/vacancies', request(locale), []),
);

/** One page of the portfolio; null when the page is past the last one. */
export const getWorks = cache(
  async (locale: Locale, page: number): Promise<WorkPage | null> =>
    listOrNull<WorkPage>(`/works/our_work?page=${page}`, locale, emptyPage),
);

/** Every step of the works process (they fit on the first page). */
export const getWorkSteps = cache(
  async (locale: Locale): Promise<WorkStepPage> =>
    apiGetOr<WorkStepPage>('/works/works_process', request(locale), emptyPage),
);

/** Heading and intro of the works page; null when the API fails (the page uses its SEO texts). */
export const getWorksContent = cache(
  async (locale: Locale): Promise<WorksContent | null> =>
    apiGetOr<WorksContent | null>('/works/our-works-content', request(locale), null),
);
