import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * maib e-commerce v1 callback signature: the values of `result` in the order of their sorted key names
 * (nested objects likewise), joined with ':', then ':' + the signature key; SHA-256, base64. Values are
 * written as the bank's PHP reference writes them, so a null or false signs as '' and true as '1'.
 */
export function signResult(result: Record<string, unknown>, signatureKey: string): string {
  const text = [...leafValues(result), signatureKey].join(':');
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** Constant-time: a guess learns nothing from how long the comparison took. */
export function isSignatureOf(
  result: Record<string, unknown>,
  signature: unknown,
  signatureKey: string,
): boolean {
  if (typeof signature !== 'string' || signature === '') return false;
  let signed: string;
  try {
    signed = signResult(result, signatureKey);
  } catch {
    return false; // nested deeper than any bank writes: not a callback of ours
  }
  const expected = Buffer.from(signed, 'utf8');
  const given = Buffer.from(signature, 'utf8');
  // timingSafeEqual needs equal lengths; a length mismatch reveals only the (public) length of a SHA-256.
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** maib's result is flat; the bound keeps a hostile, deeply nested body from exhausting the stack. */
const maxDepth = 4;

function leafValues(value: Record<string, unknown>, depth = 0): string[] {
  if (depth > maxDepth) throw new RangeError('callback result nested too deeply');
  // Plain code-unit order, as PHP's ksort(SORT_STRING) orders ASCII key names.
  return Object.keys(value)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap((key) => {
      const item = value[key];
      if (item !== null && typeof item === 'object')
        return leafValues(item as Record<string, unknown>, depth + 1);
      return [written(item)];
    });
}

function written(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value === true) return '1';
  return String(value);
}
