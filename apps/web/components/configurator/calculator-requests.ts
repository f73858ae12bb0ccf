import type { OrderCallRequest, QuoteRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { orderCall, saveCalculation } from '@/lib/configurator/actions';
import { actionReply, type StorefrontReply } from '@/lib/storefront-request';

// The configurator's calls, both Server Actions (lib/configurator/actions.ts): the browser never talks to the API
// directly. The page's language goes with them, so labels and messages come back in it.

/** Stores a calculation and answers the API's quote of it: its status and body. */
export function requestSavedQuote(locale: Locale, request: QuoteRequest): Promise<StorefrontReply> {
  return actionReply(saveCalculation(locale, request));
}

/** The configurator's order call, a Server Action (lib/configurator/actions.ts). */
export function requestOrderCall(locale: Locale, request: OrderCallRequest): Promise<StorefrontReply> {
  return actionReply(orderCall(locale, request));
}

/** A failure the page cannot recover from (docs/product.md §8): error.tsx shows its status and 'Something went wrong'. */
export function failure(status: number): Error & { status: number } {
  return Object.assign(new Error('Something went wrong'), { status: status >= 400 ? status : 500 });
}
