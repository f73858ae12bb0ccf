'use server';

import { type OrderCallRequest, orderCallRequest, type QuoteRequest, quoteRequest } from '@vitrina/contract';
import { getMessages, type Locale } from '@vitrina/locale';
import { actionClientIp, checkedCall } from '@/lib/actions/action-reply';
import { postOrderCall, postQuote } from '@/lib/api';
import type { StorefrontReply } from '@/lib/storefront-request';

// The configurator's writes as Server Actions (docs/adr/0050): saving a calculation and ordering a call. Every
// change is priced in the browser by the shared engine; the API prices again when a calculation is saved.

/**
 * {client_name, client_phone, calculator_id, calculator_type_id} → POST /calculator/order-call/, with the
 * browser's address for the API's per-address limit. The API checks the name and phone rules and answers 400
 * with their messages; the shape is checked here.
 */
export async function orderCall(localeArgument: Locale, request: OrderCallRequest): Promise<StorefrontReply> {
  return checkedCall(
    localeArgument,
    orderCallRequest,
    request,
    (locale) => getMessages(locale).configurator.requests.apiDown,
    async (locale, body) => postOrderCall(locale, body, await actionClientIp()),
  );
}

/**
 * Stores a calculation (docs/product.md §7 `?save=true`): the configurator's offer, cart and measurement buttons
 * need its id. The API prices it again, with the definition version it keeps, and answers the quote.
 */
export async function saveCalculation(
  localeArgument: Locale,
  request: QuoteRequest,
): Promise<StorefrontReply> {
  return checkedCall(
    localeArgument,
    quoteRequest,
    request,
    (locale) => getMessages(locale).configurator.requests.apiDown,
    (locale, body) => postQuote(locale, body, { save: true }),
  );
}
