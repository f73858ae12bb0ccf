import { clampSize, type Size } from '@vitrina/pricing';

// A size as the visitor types it (docs/product.md §5 Calculator dimensions, §4 Configurator sizes): whole millimetres;
// out of range it is said so next to the input and the clamped value prices meanwhile; not a number, and
// the last good value stays.

export type SizeProblem = 'min' | 'max' | 'invalid';

export interface TypedSize {
  /** The value to price with (clamped), or null when the text is not a size at all. */
  value: number | null;
  problem: SizeProblem | null;
}

export function readTypedSize(text: string, size: Pick<Size, 'min' | 'max'>): TypedSize {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (!/^\d{1,7}$/.test(trimmed)) return { value: null, problem: 'invalid' };
  const typed = Number(trimmed);
  const problem = typed < size.min ? 'min' : typed > size.max ? 'max' : null;
  return { value: clampSize(typed, size), problem };
}
