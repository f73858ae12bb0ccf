import type { CreatePriceOfferRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';

// The offers' calls, through the storefront's own route handlers (app/api/offers, app/api/cart/offer): the
// browser never talks to the API directly; Accept-Language carries the page's language.

export interface OfferReply {
  status: number;
  body: unknown;
}

async function post(path: string, body: unknown, locale: Locale): Promise<OfferReply> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** An offer of one configured item (the API prices it). */
export function requestConfigurationOffer(
  locale: Locale,
  request: CreatePriceOfferRequest,
): Promise<OfferReply> {
  return post('/api/offers', request, locale);
}

/** An offer of the visitor's cart. */
export function requestCartOffer(locale: Locale): Promise<OfferReply> {
  return post('/api/cart/offer', {}, locale);
}

export function requestOfferEmail(locale: Locale, number: string, email: string): Promise<OfferReply> {
  return post(`/api/offers/${encodeURIComponent(number)}/email`, { email }, locale);
}
