import { maxQuantity, minQuantity } from './configuration-query';

// SPEC §5 Quantity input: digits only, clamped between 1 and the largest allowed, an invalid value becomes
// the minimum.

/** What the field keeps while typing: its digits only. */
export function quantityDigits(text: string): string {
  return text.replace(/\D+/g, '');
}

export function readQuantity(text: string): number {
  const digits = quantityDigits(text);
  if (digits === '') return minQuantity;
  return Math.min(maxQuantity, Math.max(minQuantity, Number(digits)));
}
