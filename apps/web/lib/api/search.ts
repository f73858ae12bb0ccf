import { type SearchPage, searchPage } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { cache } from 'react';
import { ApiError, type ApiReply, apiGet, apiSend, logApiFailure } from './client';

// GET /search/?search=&page= (docs/product.md §7): the search page reads it here, the header's suggestions through the
// storefront's route handler (app/api/search). Answers depend on every word typed, so none is cached.

export type { SearchPage, SearchResult, SearchResultKind, SnippetPart } from '@vitrina/contract';

const emptyPage: SearchPage = { results: [], pages: 0, total_count: 0 };

function searchPath(search: string, page: number): string {
  return `/search/?${new URLSearchParams({ search, page: String(page) })}`;
}

/**
 * One page of results for `search`; null when the page is past the last one (the API's 404). On any other
 * failure, or an answer that is not a page of results (an array, an error object), the results and pages
 * are empty (docs/product.md §4, §8).
 */
export const getSearchPage = cache(
  async (locale: Locale, search: string, page: number): Promise<SearchPage | null> => {
    let body: unknown;
    try {
      body = await apiGet<unknown>(searchPath(search, page), { locale });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      logApiFailure(error);
      return emptyPage;
    }
    const parsed = searchPage.safeParse(body);
    return parsed.success ? parsed.data : emptyPage;
  },
);

/** The API's answer as it came, for the suggestions' route handler to pass on. */
export function searchReply(locale: Locale, search: string, page: number): Promise<ApiReply> {
  return apiSend('GET', searchPath(search, page), undefined, { locale });
}
