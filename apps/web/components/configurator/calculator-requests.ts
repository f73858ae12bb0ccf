import type { OrderCallRequest, QuoteRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { orderCall } from '@/lib/configurator/actions';
import { quoteQuery } from '@/lib/configurator/preview';
import { actionReply } from '@/lib/storefront-request';

// The configurator's calls, through the storefront's own route handler (app/api/calculator/quote) and its order
// call's Server Action: the browser never talks to the API directly. Accept-Language carries the page's language, so labels and
// messages come back in it.

export interface Reply {
  status: number;
  body: unknown;
}

async function post(path: string, body: unknown, locale: Locale, signal?: AbortSignal): Promise<Reply> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
    body: JSON.stringify(body),
    signal,
  });
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  return { status: response.status, body: json };
}

/**
 * Prices (and with `save`, stores) a configuration; with `preview`, a preview link's token, the draft prices it
 * (never stored). The API's status and body.
 */
export function requestQuote(
  locale: Locale,
  request: QuoteRequest,
  options: { save?: boolean; signal?: AbortSignal; preview?: string | null } = {},
): Promise<Reply> {
  return post(`/api/calculator/quote${quoteQuery(options)}`, request, locale, options.signal);
}

/** The configurator's order call, a Server Action (lib/configurator/actions.ts). */
export function requestOrderCall(locale: Locale, request: OrderCallRequest): Promise<Reply> {
  return actionReply(orderCall(locale, request));
}

/** A failure the page cannot recover from (docs/product.md §8): error.tsx shows its status and 'Something went wrong'. */
export function failure(status: number): Error & { status: number } {
  return Object.assign(new Error('Something went wrong'), { status: status >= 400 ? status : 500 });
}
