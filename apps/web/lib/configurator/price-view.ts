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

/** The problems about one part of the configuration ('options.profile', 'sashes.0', ...). */
export function problemsFor(view: PriceView, field: string): string[] {
  if (view.status !== 'rejected') return [];
  return view.problems.filter((problem) => problem.field === field).map((problem) => problem.message);
}
