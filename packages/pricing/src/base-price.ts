import type { Configuration } from './configuration';
import type { CalculatorDefinition, LocalizedText, Rate } from './definition';
import { gridPrice } from './grid';
import { divRound } from './money';

export type BaseResult =
  | { inRange: true; amount: number }
  /** The grid has no price for this size; `option` names the table (the chosen option of the grid feature). */
  | { inRange: false; width: boolean; height: boolean; option: LocalizedText };

const SQUARE_MM_PER_M2 = 1_000_000;
const MM_PER_M = 1000;

/**
 * The base price of one item: from the grid of the chosen option, per m² billed for at least the minimum area,
 * or per metre of width billed for at least the minimum length. Rounded once.
 */
export function basePrice(definition: CalculatorDefinition, configuration: Configuration): BaseResult {
  const { base } = definition;
  const { width, height, options } = configuration;
  switch (base.model) {
    case 'grid': {
      const feature = definition.features.find((f) => f.key === base.feature);
      const optionKey = options[base.feature];
      const option = feature?.options.find((o) => o.key === optionKey);
      const table = optionKey === undefined ? undefined : base.prices[optionKey];
      if (!option || !table) throw new Error(`no price grid for ${base.feature}=${optionKey}`);
      const found = gridPrice(table, base, base.lookup, width, height);
      return found.inRange
        ? { inRange: true, amount: found.price }
        : { inRange: false, width: found.width, height: found.height, option: option.label };
    }
    case 'area': {
      const billed = Math.max(width * height, Math.round(base.minimumArea * SQUARE_MM_PER_M2));
      return { inRange: true, amount: divRound(rateOf(base.rate, options) * billed, SQUARE_MM_PER_M2) };
    }
    case 'length': {
      const billed = Math.max(width, base.minimumLength);
      return { inRange: true, amount: divRound(rateOf(base.rate, options) * billed, MM_PER_M) };
    }
  }
}

/** A rate is one number, or one per option of a feature. */
export function rateOf(rate: Rate, options: Record<string, string>): number {
  if (typeof rate === 'number') return rate;
  const optionKey = options[rate.feature];
  const value = optionKey === undefined ? undefined : rate.values[optionKey];
  if (value === undefined) throw new Error(`no rate for ${rate.feature}=${optionKey}`);
  return value;
}
