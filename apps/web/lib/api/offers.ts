import type { CreatePriceOfferRequest, EmailPriceOfferRequest, PriceOffer } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { config } from '../config';
import { forwardedFor } from './account';
import { type AnyCartKey, cartRequest } from './cart';
import { ApiError, type ApiReply, apiGet, apiGetFile, apiPost } from './client';

// Offers (quotes, docs/product.md §3 Offer): made from a configuration or the visitor's cart, read and printed by
// their number. Per visitor where they are made or sent; an offer read by its number is the same for everybody.

const calculatorBase = () => ({ base: config.calculatorApiUrl });
const path = (number: string, rest = '') => `/offers/${encodeURIComponent(number)}/${rest}`;

/** POST /offers/: one configured item, priced by the API; 201 {number}. */
export function postOffer(locale: Locale, request: CreatePriceOfferRequest): Promise<ApiReply> {
  return apiPost('/offers/', request, { locale, ...calculatorBase() });
}

/** POST /cart/{id}/offer/: the cart's lines; 201 {number}. */
export function postCartOffer(locale: Locale, key: AnyCartKey): Promise<ApiReply> {
  return cartRequest('POST', `/cart/${key.id}/offer/`, undefined, locale, key);
}

/** POST /offers/{number}/email/: the PDF to that address. Limited per address, so the browser's goes along. */
export function postOfferEmail(
  locale: Locale,
  number: string,
  request: EmailPriceOfferRequest,
  clientIp: string | null,
): Promise<ApiReply> {
  return apiPost(path(number, 'email/'), request, {
    locale,
    ...calculatorBase(),
    headers: forwardedFor(clientIp),
  });
}

/** GET /offers/{number}/pdf/: the API's response, streamed on by the route handler. */
export function fetchOfferPdf(locale: Locale, number: string): Promise<Response> {
  return apiGetFile(path(number, 'pdf/'), { locale, ...calculatorBase() });
}

/**
 * An offer by its number, or null when there is none. Never kept: whether it has expired changes with the
 * clock, and a number is asked for by the one visitor who holds it.
 */
export async function getOffer(locale: Locale, number: string): Promise<PriceOffer | null> {
  try {
    return await apiGet<PriceOffer>(path(number), { locale, ...calculatorBase() });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
