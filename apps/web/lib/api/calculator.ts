import type {
  CalculatorSeo,
  CalculatorTypeDetail,
  CalculatorTypeSummary,
  OrderCallRequest,
  QuoteRequest,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { cache } from 'react';
import { config } from '../config';
import { quoteQuery } from '../configurator/preview';
import { forwardedFor } from './account';
import { cachePolicies } from './cache';
import { ApiError, type ApiReply, apiGet, apiGetOr, apiPost } from './client';

// The calculators (docs/product.md §7 calculator base), cached by tag like every shared read: a publish in the
// back office revalidates `calculators` on every storefront process (docs/adr/0027), so new prices show within
// 5 s although the pages that show them are kept (docs/adr/0037). A preview link's draft, quotes and order
// calls are per visitor and never cached.

export type { CalculatorSeo, CalculatorTypeDetail, CalculatorTypeSummary } from '@vitrina/contract';

const calculatorBase = () => ({ base: config.calculatorApiUrl });

/** Every calculator, in display order. A failure goes to the error page: these pages are nothing without it. */
export const getCalculatorTypes = cache(
  (locale: Locale): Promise<CalculatorTypeSummary[]> =>
    apiGet<CalculatorTypeSummary[]>('/calculator-types', {
      locale,
      cache: cachePolicies.calculators,
      ...calculatorBase(),
    }),
);

/** A calculator's detail at `path`; null when the API does not know it (404). */
async function calculatorTypeDetail(locale: Locale, path: string): Promise<CalculatorTypeDetail | null> {
  try {
    return await apiGet<CalculatorTypeDetail>(path, {
      locale,
      cache: cachePolicies.calculators,
      ...calculatorBase(),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One calculator with its definition and texts; null when the API does not know the id. */
export const getCalculatorType = cache(
  (locale: Locale, id: number): Promise<CalculatorTypeDetail | null> =>
    calculatorTypeDetail(locale, `/calculator-types/${id}`),
);

/**
 * One calculator with the definition version that priced something (an offer's line); versions never change, so
 * it is kept like the current one. Null when the API knows no such version.
 */
export const getCalculatorTypeVersion = cache(
  (locale: Locale, id: number, version: number): Promise<CalculatorTypeDetail | null> =>
    calculatorTypeDetail(locale, `/calculator-types/${id}?version=${version}`),
);

/**
 * One calculator with its price list's draft, through a back-office preview link's token (issue 18,
 * docs/adr/0024); never cached. Null when the API refuses the link (forged, expired, for another calculator, or
 * the draft changed since): the page then shows the published prices with a notice, not an error.
 */
export const getCalculatorPreview = cache(
  async (locale: Locale, id: number, token: string): Promise<CalculatorTypeDetail | null> => {
    const query = `?token=${encodeURIComponent(token)}`;
    try {
      return await apiGet<CalculatorTypeDetail>(`/calculator-types/${id}/preview${query}`, {
        locale,
        ...calculatorBase(),
      });
    } catch (error) {
      if (error instanceof ApiError && [400, 403, 404, 410].includes(error.status)) return null;
      throw error;
    }
  },
);

/** SEO texts of the calculators page ('index') or of a category; null when missing (the page's own texts serve). */
export const getCalculatorSeo = cache(
  (locale: Locale, key: string): Promise<CalculatorSeo | null> =>
    apiGetOr<CalculatorSeo | null>(
      `/api/calculator/calculator-seo/${encodeURIComponent(key)}/`,
      { locale, cache: cachePolicies.calculators },
      null,
    ),
);

/** SEO texts of one calculator type (by id or slug); null when missing. */
export const getCalculatorTypeSeo = cache(
  (locale: Locale, key: string | number): Promise<CalculatorSeo | null> =>
    apiGetOr<CalculatorSeo | null>(
      `/api/calculator/calculator-type-seo/${encodeURIComponent(String(key))}/`,
      { locale, cache: cachePolicies.calculators },
      null,
    ),
);

/**
 * Prices a configuration on the API (`save`: and stores it as a calculation; `preview`: with the draft a preview
 * link opened, which the API never saves); status and body as they came.
 */
export function postQuote(
  locale: Locale,
  request: QuoteRequest,
  options: { save: boolean; preview?: string | null },
): Promise<ApiReply> {
  return apiPost(`/internal-modules-section/${quoteQuery(options)}`, request, {
    locale,
    ...calculatorBase(),
  });
}

/**
 * "Order a call" about a configured item (docs/product.md §3 Order call from cart). The API limits order calls per
 * address: the browser's address goes along in X-Forwarded-For.
 */
export function postOrderCall(
  locale: Locale,
  request: OrderCallRequest,
  clientIp: string | null,
): Promise<ApiReply> {
  return apiPost('/order-call/', request, { locale, ...calculatorBase(), headers: forwardedFor(clientIp) });
}
