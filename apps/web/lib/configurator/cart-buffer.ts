import type { Configuration } from '@vitrina/pricing';

// The cart's "buffer for the product configuration" (docs/product.md §3 Cart): the calculation an order call is about.
// Items themselves live in the cart on the server (app/api/cart); the buffer is only what the order-call
// request names — the saved calculation's id and its type — and never leaves the page.

export interface CartBuffer {
  /** The saved calculation's uuid (POST ...?save=true); the order-call request names it. */
  calculator_id: string | null;
  calculator_type_id: number;
  title: string;
  /** Locale-neutral link that reopens this configuration: '/calculators/windows?w=...'. */
  link: string;
  configuration: Configuration;
  quantity: number;
  /** Cents, VAT included, for the whole quantity. */
  total: number;
  /** The definition version that priced it. */
  version: number;
}

/** docs/product.md §5 Order from cart: the call is ordered about a saved calculation of a known type, else skipped. */
export function canOrderCall(
  buffer: Pick<CartBuffer, 'calculator_id' | 'calculator_type_id'> | null,
): buffer is Pick<CartBuffer, 'calculator_type_id'> & { calculator_id: string } {
  return buffer !== null && Boolean(buffer.calculator_id) && Boolean(buffer.calculator_type_id);
}
