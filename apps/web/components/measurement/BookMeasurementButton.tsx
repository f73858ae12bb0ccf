'use client';

import type { QuoteRequest, QuoteResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { requestSavedQuote } from '@/components/configurator/calculator-requests';
import type { PriceActionTexts } from '@/components/offers/price-action-texts';
import { withCalculations } from '@/lib/measurement/calculations-parameter';

interface BookMeasurementButtonProps {
  locale: Locale;
  /** Its label, the label while the configurations are saved, and the page it leads to. */
  texts: PriceActionTexts['measurement'];
  /** The configurations the visit is about: the configurator's one, the cart's configured items. */
  configurations: readonly QuoteRequest[];
  className?: string;
}

/**
 * "Book a measurement" from the configurator or the cart: the API saves each configuration (and prices it: the
 * price the browser shows is never sent), and the visitor goes to the free-measurement page carrying the saved
 * ids. A configuration the API refuses is left behind rather than blocking the booking.
 */
export function BookMeasurementButton({
  locale,
  texts,
  configurations,
  className,
}: BookMeasurementButtonProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const book = async () => {
    setBusy(true);
    const replies = await Promise.all(
      configurations.map((configuration) => requestSavedQuote(locale, configuration)),
    );
    const ids = replies
      .map((reply) => (reply.status === 200 ? (reply.body as QuoteResponse).calculator_id : null))
      .filter((id): id is string => id !== null);
    router.push(withCalculations(texts.page, ids));
  };

  return (
    <button
      type="button"
      className={className ?? 'btn btn--outline'}
      disabled={busy}
      onClick={book}
      data-testid="book-measurement"
    >
      {busy ? texts.booking : texts.book}
    </button>
  );
}
