'use client';

import type { QuoteResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import type { Configuration } from '@vitrina/pricing';
import { useEffect, useState } from 'react';
import { type PriceView, priceViewOfResponse, problemsOfFieldErrors } from '@/lib/configurator/price-view';
import { requestQuote } from './calculator-requests';

// The API confirms the browser's price a moment after the last change; its figures are the ones shown once
// they arrive (they are the same to the cent; if they ever differ, the API's count). A confirmation that
// arrives for an older state is dropped. An API that does not answer leaves the browser's figures (docs/product.md §8:
// most fetch failures are logged only).

const settleMs = 350;

export interface ApiQuote {
  /** The state (query) it confirms. */
  query: string;
  view: PriceView;
  response: QuoteResponse | null;
}

export function useApiQuote(
  locale: Locale,
  calculatorTypeId: number,
  configuration: Configuration,
  quantity: number,
  query: string,
  /** A preview link's token: the API prices the draft it opened. */
  preview: string | null = null,
): ApiQuote | null {
  const [confirmed, setConfirmed] = useState<ApiQuote | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` encodes configuration and quantity
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const reply = await requestQuote(
          locale,
          { calculator_type_id: calculatorTypeId, configuration, quantity },
          { signal: controller.signal, preview },
        );
        if (reply.status === 200) {
          const response = reply.body as QuoteResponse;
          setConfirmed({ query, view: priceViewOfResponse(response), response });
        } else if (reply.status === 400) {
          const problems = problemsOfFieldErrors(reply.body);
          setConfirmed({ query, view: { status: 'rejected', problems }, response: null });
        } else {
          console.error(JSON.stringify({ msg: 'quote not confirmed', status: reply.status }));
        }
      } catch (error) {
        if (!controller.signal.aborted) console.error(error);
      }
    }, settleMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [locale, calculatorTypeId, query, preview]);

  return confirmed?.query === query ? confirmed : null;
}
