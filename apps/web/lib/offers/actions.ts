'use server';

import {
  type CreatePriceOfferRequest,
  createPriceOfferRequest,
  emailPriceOfferRequest,
} from '@vitrina/contract';
import { getMessages, type Locale } from '@vitrina/locale';
import { actionClientIp, checkedCall } from '@/lib/actions/action-reply';
import { postOffer, postOfferEmail } from '@/lib/api';
import type { StorefrontReply } from '@/lib/storefront-request';

// The offers' writes as Server Actions (docs/product.md §3 Offer, docs/adr/0050). The PDF stays a route handler
// (app/api/offers/{number}/pdf): the browser downloads it by its address. The cart's offer is the cart's action
// (lib/cart/actions.ts), which holds the cart's key.

const downText = (locale: Locale) => getMessages(locale).configurator.requests.apiDown;

/**
 * {calculator_type_id, configuration, quantity} → POST /calculator/offers/: the API prices it (a price in the
 * body is refused there as an unknown field). 201 {number}.
 */
export async function makeOffer(
  localeArgument: Locale,
  request: CreatePriceOfferRequest,
): Promise<StorefrontReply> {
  return checkedCall(localeArgument, createPriceOfferRequest, request, downText, postOffer);
}

/**
 * {email} → POST /calculator/offers/{number}/email/, with the browser's address for the API's per-address
 * limit: 202, or 400 on email. The number goes into the API's path encoded; the API answers 404 for one it
 * does not know.
 */
export async function emailOffer(
  localeArgument: Locale,
  offerNumber: string,
  email: string,
): Promise<StorefrontReply> {
  return checkedCall(localeArgument, emailPriceOfferRequest, { email }, downText, async (locale, body) =>
    postOfferEmail(locale, String(offerNumber), body, await actionClientIp()),
  );
}
