import {
  type CalculatorDefinition,
  type Configuration,
  nearestPriceableLayout,
  type PriceableLayout,
  priceableRange,
  type SizeRange,
} from '@vitrina/pricing';

// What the configurator offers when the size typed does not price with the sashes chosen (issue 20): first
// the nearest layout that prices it ("use two sashes"), else the nearest size that prices with this layout.
// The engine (packages/pricing/priceable.ts) decides both; this only picks which to offer.

export type SizeOffer =
  | { kind: 'layout'; layout: PriceableLayout }
  | { kind: 'size'; dimension: 'width' | 'height'; value: number }
  | null;

export interface PriceableSizes {
  width: SizeRange | null;
  height: SizeRange | null;
}

/** The widths that price at this height, and the heights that price at this width. */
export function priceableSizes(
  definition: CalculatorDefinition,
  configuration: Configuration,
): PriceableSizes {
  return {
    width: priceableRange(definition, configuration, 'width'),
    height: priceableRange(definition, configuration, 'height'),
  };
}

const held = (value: number, range: SizeRange) => Math.min(range.max, Math.max(range.min, value));

export function sizeOffer(
  definition: CalculatorDefinition,
  configuration: Configuration,
  sizes: PriceableSizes,
): SizeOffer {
  const layout = nearestPriceableLayout(definition, configuration);
  if (layout) return { kind: 'layout', layout };
  for (const dimension of ['width', 'height'] as const) {
    const range = sizes[dimension];
    const value = configuration[dimension];
    if (range && held(value, range) !== value) return { kind: 'size', dimension, value: held(value, range) };
  }
  return null;
}
