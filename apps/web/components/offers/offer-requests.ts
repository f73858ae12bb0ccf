import type { CreatePriceOfferRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { offerCart } from '@/lib/cart/actions';
import { emailOffer, makeOffer } from '@/lib/offers/actions';
import { actionReply, type StorefrontReply } from '@/lib/storefront-request';

// The offers' calls, through the storefront's Server Actions (lib/offers/actions.ts, the cart's offerCart): the
// browser never talks to the API directly; the page's language goes along.

/** An offer of one configured item (the API prices it). */
export function requestConfigurationOffer(
  locale: Locale,
  request: CreatePriceOfferRequest,
): Promise<StorefrontReply> {
  return actionReply(makeOffer(locale, request));
}

/** An offer of the visitor's cart (a Server Action: it reads the cart's key from its cookie, docs/adr/0050). */
export function requestCartOffer(locale: Locale): Promise<StorefrontReply> {
  return actionReply(offerCart(locale));
}

export function requestOfferEmail(locale: Locale, number: string, email: string): Promise<StorefrontReply> {
  return actionReply(emailOffer(locale, number, email));
}
