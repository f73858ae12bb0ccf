import { divRound } from './money';

// A width × height price table: rows are heights, columns widths, both ascending (definition.ts).

export type GridLookup = 'step-up' | 'interpolate';

export type GridPrice =
  | { inRange: true; price: number }
  /** Beyond the last step: which sizes exceed it. */
  | { inRange: false; width: boolean; height: boolean };

/**
 * The price of a size in one table. A size below the first step is priced as the first step; a size above
 * the last step is out of range. `step-up` takes the smallest step ≥ the size in each direction;
 * `interpolate` is bilinear between the neighbouring steps, computed exactly in integers and rounded once.
 */
export function gridPrice(
  table: number[][],
  steps: { widths: number[]; heights: number[] },
  lookup: GridLookup,
  width: number,
  height: number,
): GridPrice {
  const lastWidth = steps.widths[steps.widths.length - 1] ?? 0;
  const lastHeight = steps.heights[steps.heights.length - 1] ?? 0;
  if (width > lastWidth || height > lastHeight) {
    return { inRange: false, width: width > lastWidth, height: height > lastHeight };
  }
  const cell = (row: number, column: number): number => {
    const price = table[row]?.[column];
    if (price === undefined) throw new Error(`price grid has no cell [${row}][${column}]`);
    return price;
  };
  if (lookup === 'step-up') {
    return { inRange: true, price: cell(stepUp(steps.heights, height), stepUp(steps.widths, width)) };
  }
  const x = bracket(steps.widths, width);
  const y = bracket(steps.heights, height);
  // Σ price × weightX × weightY over the four corners, divided once by the cell's width × height.
  const numerator =
    cell(y.low, x.low) * y.lowWeight * x.lowWeight +
    cell(y.low, x.high) * y.lowWeight * x.highWeight +
    cell(y.high, x.low) * y.highWeight * x.lowWeight +
    cell(y.high, x.high) * y.highWeight * x.highWeight;
  return { inRange: true, price: divRound(numerator, x.span * y.span) };
}

function stepUp(steps: number[], size: number): number {
  return Math.max(
    0,
    steps.findIndex((step) => step >= size),
  );
}

/** The two steps around a size and their integer weights (weights sum to `span`). */
function bracket(
  steps: number[],
  size: number,
): { low: number; high: number; lowWeight: number; highWeight: number; span: number } {
  const high = steps.findIndex((step) => step >= size);
  const upper = steps[high] ?? 0;
  const lower = steps[high - 1];
  if (high <= 0 || upper === size || lower === undefined) {
    return { low: Math.max(0, high), high: Math.max(0, high), lowWeight: 1, highWeight: 0, span: 1 };
  }
  return { low: high - 1, high, lowWeight: upper - size, highWeight: size - lower, span: upper - lower };
}
