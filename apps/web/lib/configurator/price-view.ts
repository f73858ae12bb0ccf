import type { QuoteResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import type { QuoteResult } from '@vitrina/pricing';

// One shape for the price panel, whether the figures come from the engine in the browser (at once) or
// from the API (a moment later, and then they are the ones shown: the API's price is the one that counts).

export interface PriceLine {
  key: string;
  label: string;
  amount: number;
}

export interface FieldProblem {
  /** As the engine names it: 'width', 'options.profile', 'sashes.1', 'additionals.net', 'configuration'. */
  field: string;
  message: string;
}

export type PriceView =
  | {
      status: 'priced';
      lines: PriceLine[];
      unitPrice: number;
      quantity: number;
      /** Zero or negative, for the whole quantity. */
      quantityDiscount: number;
      total: number;
      vat: number;
    }
  | { status: 'on_request'; message: string }
  | { status: 'rejected'; problems: FieldProblem[] };

export function priceViewOfQuote(result: QuoteResult, locale: Locale): PriceView {
  if (result.status === 'on_request') return { status: 'on_request', message: result.reason[locale] };
  if (result.status === 'rejected') {
    return {
      status: 'rejected',
      problems: result.errors.map((error) => ({ field: error.field, message: error.message[locale] })),
    };
  }
  const { quote } = result;
  return {
    status: 'priced',
    lines: quote.lines.map((line) => ({ key: line.key, label: line.label[locale], amount: line.amount })),
    unitPrice: quote.unitPrice,
    quantity: quote.quantity,
    quantityDiscount: quote.quantityDiscount,
    total: quote.total,
    vat: quote.vat,
  };
}

export function priceViewOfResponse(response: QuoteResponse): PriceView {
  if (
    response.status === 'on_request' ||
    response.total === null ||
    response.vat === null ||
    response.unit_price === null
  ) {
    return { status: 'on_request', message: response.message ?? '' };
  }
  return {
    status: 'priced',
    lines: response.lines.filter((line) => line.key !== 'quantity_discount'),
    unitPrice: response.unit_price,
    quantity: response.quantity,
    quantityDiscount: response.quantity_discount ?? 0,
    total: response.total,
    vat: response.vat,
  };
}

/**
 * The API's 400 body (DRF style: `{"configuration.options.profile": ["..."]}`) as problems named like the
 * engine's, so they land next to the same group.
 */
export function problemsOfFieldErrors(body: unknown): FieldProblem[] {
  if (typeof body !== 'object' || body === null) return [];
  const problems: FieldProblem[] = [];
  for (const [key, value] of Object.entries(body)) {
    const messages = Array.isArray(value) ? value : [value];
    const field = key === 'configuration' ? key : key.replace(/^configuration\./, '');
    for (const message of messages) if (typeof message === 'string') problems.push({ field, message });
  }
  return problems;
}

/** The problems about one part of the configuration ('options.profile', 'sashes.0', ...). */
export function problemsFor(view: PriceView, field: string): string[] {
  if (view.status !== 'rejected') return [];
  return view.problems.filter((problem) => problem.field === field).map((problem) => problem.message);
}
