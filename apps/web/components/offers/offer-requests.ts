import type { CreatePriceOfferRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { offerCart } from '@/lib/cart/actions';
import { actionReply } from '@/lib/storefront-request';

// The offers' calls, through the storefront's own route handlers (app/api/offers) and its cart's offer action: the
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

/** An offer of the visitor's cart (a Server Action: it reads the cart's key from its cookie, docs/adr/0050). */
export function requestCartOffer(locale: Locale): Promise<OfferReply> {
  return actionReply(offerCart(locale));
}

export function requestOfferEmail(locale: Locale, number: string, email: string): Promise<OfferReply> {
  return post(`/api/offers/${encodeURIComponent(number)}/email`, { email }, locale);
}
