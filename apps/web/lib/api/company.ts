import type { Locale, PolicyLanguage } from '@vitrina/locale';
import { cache } from 'react';
import { type CachePolicy, cachePolicies } from './cache';
import { ApiError, apiGet, apiGetOr } from './client';
import type {
  AboutPage,
  Achievement,
  Branch,
  ContentPage,
  Equipment,
  Faq,
  HowToOrderStep,
  InfoPageDetail,
  Partner,
  PolicyPage,
  Review,
} from './types';

// The company's reads. A page's own subject (a branch, an info page, ...) is read with `subjectOrNull`:
// the API's 404 becomes null (the page answers notFound()), any other failure is the error page. Everything
// a page can live without is read with `apiGetOr` (docs/product.md §8: logged, the rest of the page still renders).

async function subjectOrNull<T>(path: string, locale: Locale, policy: CachePolicy): Promise<T | null> {
  try {
    return await apiGet<T>(path, { locale, cache: policy });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const segment = encodeURIComponent;

/**
 * Whether `value` can be a slug of ours (lower-case words joined by '-', at most 100 characters). Anything
 * else names no page, so it is not even asked for: the API would refuse it with a 4xx other than 404.
 */
export function isPageSlug(value: string): boolean {
  return value.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** Branches and dealers in order; [] when the API fails. */
export const getBranches = cache(
  async (locale: Locale): Promise<Branch[]> =>
    apiGetOr<Branch[]>('/branches', { locale, cache: cachePolicies.branches }, []),
);

export const getDealers = cache(
  async (locale: Locale): Promise<Branch[]> =>
    apiGetOr<Branch[]>('/branches?kind=dealer', { locale, cache: cachePolicies.branches }, []),
);

/** A branch or dealer by slug; null when there is none. */
export const getBranch = cache(
  async (locale: Locale, slug: string): Promise<Branch | null> =>
    isPageSlug(slug)
      ? subjectOrNull<Branch>(`/branches/${segment(slug)}`, locale, cachePolicies.branches)
      : null,
);

/** The about page's texts; null when the API fails (the page falls back to its SEO texts). */
export const getAboutPage = cache(
  async (locale: Locale): Promise<AboutPage | null> =>
    apiGetOr<AboutPage | null>('/pages/about', { locale, cache: cachePolicies.company }, null),
);

const companyList = <T>(path: string) =>
  cache(
    async (locale: Locale): Promise<T[]> => apiGetOr<T[]>(path, { locale, cache: cachePolicies.company }, []),
  );

export const getPartners = companyList<Partner>('/partners');
export const getAchievements = companyList<Achievement>('/achievements');
export const getEquipment = companyList<Equipment>('/equipament');
export const getFaqs = companyList<Faq>('/faqs');
export const getReviews = companyList<Review>('/reviews');
export const getHowToOrder = companyList<HowToOrderStep>('/orders/how_to_order/');

/** An info page by its slug in any language; null when there is none. */
export const getInfoPage = cache(
  async (locale: Locale, slug: string): Promise<InfoPageDetail | null> =>
    !isPageSlug(slug)
      ? null
      : subjectOrNull<InfoPageDetail>(
          `/pages/info-page/detail/?${new URLSearchParams({ slug })}`,
          locale,
          cachePolicies.infoPages,
        ),
);

/**
 * The page at /{slug}: a footer-column page or a dynamic (menu or colour) page, by its slug in any
 * language; null when neither exists. Both are asked at once: they never share a slug.
 */
export const getContentPage = cache(async (locale: Locale, slug: string): Promise<ContentPage | null> => {
  if (!isPageSlug(slug)) return null;
  const [footer, dynamic] = await Promise.all([
    subjectOrNull<ContentPage>(`/pages/${segment(slug)}`, locale, cachePolicies.contentPages),
    subjectOrNull<ContentPage>(`/pages/dynamic/${segment(slug)}`, locale, cachePolicies.contentPages),
  ]);
  return footer ?? dynamic;
});

/** The privacy policy written in `language`; null when there is none. */
export const getPolicy = cache(
  async (locale: Locale, language: PolicyLanguage): Promise<PolicyPage | null> =>
    subjectOrNull<PolicyPage>(`/pages/policy/${language}`, locale, cachePolicies.contentPages),
);
