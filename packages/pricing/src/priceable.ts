import type { Configuration } from './configuration';
import type { CalculatorDefinition, Option } from './definition';
import { chosenOption, featureWithRole, sashCount } from './layout';
import { fitSashes } from './normalize';
import { quote } from './quote';

// Sizes that price (issue 20). A size inside the calculator's limits may still not price: each sash has its
// width and area limits, and a price grid ends somewhere. These say, for the layout chosen, which sizes do
// price, and which other layout prices the size the visitor wants. The engine itself decides what prices
// (`quote`), so these can never disagree with the price shown.

export interface SizeRange {
  min: number;
  max: number;
}

type Dimension = 'width' | 'height';

/** Priced, or priced on request: a way forward either way. Refused is what the visitor cannot get past. */
function prices(definition: CalculatorDefinition, configuration: Configuration): boolean {
  return quote(definition, configuration).status !== 'rejected';
}

/**
 * The widths (or heights) that price with everything else of `configuration` as it is; null when none does.
 * What limits a size — the calculator's limits, a sash's least and greatest width, its greatest area, the end
 * of a price grid — each allows one interval of it, so the sizes that price are one interval too: it is found
 * from one size that prices by halving towards each end (a few dozen quotes, not one per millimetre).
 */
export function priceableRange(
  definition: CalculatorDefinition,
  configuration: Configuration,
  dimension: Dimension,
): SizeRange | null {
  const limits = definition.sizes[dimension];
  const at = (value: number) => prices(definition, { ...configuration, [dimension]: value });
  const inside = Math.min(limits.max, Math.max(limits.min, configuration[dimension]));
  const start = at(inside) ? inside : nearestPricing(limits, inside, at);
  if (start === null) return null;
  return { min: edge(limits.min, start, at), max: edge(limits.max, start, at) };
}

/**
 * A size that prices, nearest to `value`, looked for on a 10 mm raster from `value` outwards: an interval
 * that prices is never narrower than that in a real definition (a sash's width limits are hundreds of mm).
 */
function nearestPricing(limits: SizeRange, value: number, at: (value: number) => boolean): number | null {
  const step = 10;
  for (let distance = step; distance <= limits.max - limits.min + step; distance += step) {
    for (const candidate of [value - distance, value + distance]) {
      const held = Math.min(limits.max, Math.max(limits.min, candidate));
      if (at(held)) return held;
    }
  }
  return null;
}

/** The last size from `start` towards `bound` that prices, knowing `start` does and the set is an interval. */
function edge(bound: number, start: number, at: (value: number) => boolean): number {
  if (at(bound)) return bound;
  let good = start;
  let bad = bound;
  while (Math.abs(bad - good) > 1) {
    const middle = Math.trunc((good + bad) / 2);
    if (at(middle)) good = middle;
    else bad = middle;
  }
  return good;
}

/** Another layout that prices the configuration's size, with what to change to choose it. */
export interface PriceableLayout {
  /** The layout feature's key and the option to choose there. */
  feature: string;
  option: Option;
  /** The sashes of that layout: the openings chosen so far, from the left, the default for new ones. */
  sashes: Configuration['sashes'];
}

/**
 * When the configuration does not price, the layout nearest to the chosen one (the fewest sashes added or
 * taken away; fewer sashes first at the same distance) that prices the same size with the openings chosen so
 * far. Null when the configuration prices, has no layout to change, or no layout prices that size.
 */
export function nearestPriceableLayout(
  definition: CalculatorDefinition,
  configuration: Configuration,
): PriceableLayout | null {
  const layout = featureWithRole(definition, 'layout');
  if (!layout || !definition.sashes || prices(definition, configuration)) return null;
  const current = chosenOption(layout, configuration.options);
  const count = sashCount(definition, configuration.options);
  const distance = (option: Option) => Math.abs((option.drawing.sashes ?? 1) - count);
  const candidates = layout.options
    .filter((option) => option.key !== current?.key)
    .map((option, index) => ({ option, index }))
    // Stable: at the same distance, fewer sashes, then the definition's order.
    .sort(
      (a, b) =>
        distance(a.option) - distance(b.option) ||
        (a.option.drawing.sashes ?? 1) - (b.option.drawing.sashes ?? 1) ||
        a.index - b.index,
    );
  for (const { option } of candidates) {
    const options = { ...configuration.options, [layout.key]: option.key };
    const sashes = fitSashes(configuration.sashes, sashCount(definition, options), definition.sashes.default);
    if (prices(definition, { ...configuration, options, sashes }))
      return { feature: layout.key, option, sashes };
  }
  return null;
}
