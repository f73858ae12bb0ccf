import type { Locale } from '@vitrina/locale';
import { cache } from 'react';
import { cachePolicies } from './cache';
import { apiGetOr } from './client';
import { footerColumnsFrom, homePageFrom, infoPagesFrom, seoContentFrom } from './defaults';
import type { FooterColumn, HomePage, InfoPageLink, PageType, SeoContent } from './types';

// `cache` lets the layout, the page and generateMetadata ask for the same data in one render with one
// request to the API.

/** Languages, site contacts and home sections; every section present, empty when the API is down. */
export const getHomePage = cache(
  async (locale: Locale): Promise<HomePage> =>
    homePageFrom(await apiGetOr<unknown>('/pages/home-page/', { locale, cache: cachePolicies.homePage }, {})),
);

export const getFooterColumns = cache(
  async (locale: Locale): Promise<FooterColumn[]> =>
    footerColumnsFrom(
      await apiGetOr<unknown>('/pages/footer-page', { locale, cache: cachePolicies.footerColumns }, []),
    ),
);

export const getInfoPages = cache(
  async (locale: Locale): Promise<InfoPageLink[]> =>
    infoPagesFrom(
      await apiGetOr<unknown>('/pages/info-page', { locale, cache: cachePolicies.infoPages }, []),
    ),
);

/**
 * A page's title, description, h1 and intro. On a failure the page still renders (docs/product.md §8: logged only)
 * with empty strings, so its heading falls back to the one in messages.
 */
export const getSeoContent = cache(async (locale: Locale, pageType: PageType): Promise<SeoContent> => {
  const query = new URLSearchParams({ page_type: pageType });
  const raw = await apiGetOr<unknown>(
    `/pages/seo-content/detail/?${query}`,
    { locale, cache: cachePolicies.seoContent },
    null,
  );
  return seoContentFrom(raw, pageType);
});
