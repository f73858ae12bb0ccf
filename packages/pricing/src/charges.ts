import type { Charge } from './definition';
import { divRound } from './money';

/**
 * What a line's charges are measured on. Sizes are exact fractions over `parts`: an item is its frame
 * (`parts` = 1); a sash is `frameWidth / parts` wide (equal split, never rounded) and `height` high.
 */
export interface ChargeBasis {
  frameWidth: number;
  parts: number;
  height: number;
  /** How many sashes a `per_sash` charge counts: all of the item's, or 1 on a sash's own line. */
  sashes: number;
  /** The base line, and the sum of every line before this one (for percent charges). */
  base: number;
  subtotal: number;
}

const BASIS_POINTS = 10_000;
const MM_PER_M = 1000;

/**
 * The amount of one line: its charges summed EXACTLY over a common denominator (parts × 1 000 000, which
 * every unit divides: cents per m², per m, per 10 000 basis points) and rounded once by `divRound`.
 */
export function lineAmount(charges: Charge[], basis: ChargeBasis): number {
  const denominator = basis.parts * MM_PER_M * MM_PER_M;
  const numerator = charges.reduce((sum, charge) => sum + chargeNumerator(charge, basis, denominator), 0);
  return divRound(numerator, denominator);
}

function chargeNumerator(charge: Charge, basis: ChargeBasis, denominator: number): number {
  const { frameWidth: w, parts: n, height: h } = basis;
  switch (charge.type) {
    case 'fixed':
      return charge.amount * denominator;
    case 'per_sash':
      return charge.amount * basis.sashes * denominator;
    // (w / n) × h mm² in m² = w × h / (n × 10⁶)
    case 'per_m2':
      return charge.amount * w * h;
    case 'per_width_m':
      return charge.amount * w * MM_PER_M;
    case 'per_height_m':
      return charge.amount * h * n * MM_PER_M;
    // 2 × (w / n + h) mm in m
    case 'per_perimeter_m':
      return charge.amount * 2 * (w + n * h) * MM_PER_M;
    case 'percent': {
      const of = charge.of === 'subtotal' ? basis.subtotal : basis.base;
      return of * charge.basisPoints * (denominator / BASIS_POINTS);
    }
  }
}
