/**
 * The shop counts integer euro cents; maib speaks decimal euros (123.45). The conversion is exact both ways
 * or it refuses: an amount with a third decimal can never equal an order's total.
 */

/** 12345 → 123.45 (a JSON number with at most two decimals). */
export function decimalFromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount must be whole cents, got ${cents}`);
  return Number((cents / 100).toFixed(2));
}

/** 123.45 or '123.45' → 12345; null when it is not a non-negative amount of whole cents. */
export function centsFromDecimal(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Number → shortest round-trip text: 123.45 prints '123.45', 0.1 + 0.2 prints '0.30000000000000004'.
    text = String(value);
  } else if (typeof value === 'string') text = value.trim();
  else return null;
  const match = /^(\d+)(?:\.(\d{1,2})0*)?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
