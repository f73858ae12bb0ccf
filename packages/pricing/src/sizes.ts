import type { Size } from './definition';
import { sizeMessage } from './messages';
import type { ConfigurationError, QuoteOptions } from './quote-types';

/**
 * One size of the input: left out → the default; not a whole number of mm → 'invalid' (the configuration
 * keeps the default, so it can still be drawn); outside the limits → clamped (`sizes: 'clamp'`, the
 * configurator while typing) or kept and refused with 'min' / 'max' (`'reject'`, the API).
 */
export function normalizeSize(
  field: 'width' | 'height',
  value: number | undefined,
  size: Size,
  mode: NonNullable<QuoteOptions['sizes']>,
): { value: number; error?: ConfigurationError } {
  if (value === undefined) return { value: size.default };
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return { value: size.default, error: { field, code: 'invalid', message: sizeMessage('invalid', size) } };
  }
  if (value >= size.min && value <= size.max) return { value };
  if (mode === 'clamp') return { value: Math.min(size.max, Math.max(size.min, value)) };
  const code = value < size.min ? 'min' : 'max';
  return { value, error: { field, code, message: sizeMessage(code, size) } };
}
