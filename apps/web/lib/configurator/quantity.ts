import { MAX_QUANTITY, MIN_QUANTITY } from '@vitrina/pricing';

// docs/product.md §5 Quantity input: digits only, clamped between 1 and the largest allowed, an invalid value becomes
// the minimum.

/** What the field keeps while typing: its digits only. */
export function quantityDigits(text: string): string {
  return text.replace(/\D+/g, '');
}

export function readQuantity(text: string): number {
  const digits = quantityDigits(text);
  if (digits === '') return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Number(digits)));
}
