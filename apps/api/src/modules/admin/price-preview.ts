import type { PricePreview } from '@vitrina/contract';
import { type CalculatorDefinition, type ConfigurationInput, quote } from '@vitrina/pricing';

// The preview of a draft (issue 18): sample configurations priced by the one engine with the draft and with the
// published version, side by side, before anything goes live.

type Sample = { key: string; input: ConfigurationInput };

/**
 * The default configuration, then the smallest, a middle and the largest size of the grid's steps (or of the
 * size limits) that price with the default options: a window's smallest grid step may be narrower than its
 * sashes allow, and a sample that prices on neither side tells nothing.
 */
function samplesOf(definition: CalculatorDefinition): Sample[] {
  const { base, sizes } = definition;
  const [widths, heights] =
    base.model === 'grid'
      ? [base.widths, base.heights]
      : [
          [sizes.width.min, sizes.width.default, sizes.width.max],
          [sizes.height.min, sizes.height.default, sizes.height.max],
        ];
  const priced = heights
    .flatMap((height) => widths.map((width) => ({ width, height })))
    .filter((size) => unitPrice(definition, size).price !== null)
    .sort((a, b) => a.width * a.height - b.width * b.height);
  const picks = [
    ['small', priced[0]],
    ['middle', priced[Math.floor((priced.length - 1) / 2)]],
    ['large', priced[priced.length - 1]],
  ] as const;
  return [
    { key: 'default', input: {} },
    ...picks.flatMap(([key, size]) => (size ? [{ key, input: size }] : [])),
  ];
}

/** The unit price of `input` in `definition`, sizes clamped to its limits; null when it does not price. */
function unitPrice(definition: CalculatorDefinition, input: ConfigurationInput) {
  let result: ReturnType<typeof quote>;
  try {
    result = quote(definition, input, { sizes: 'clamp' });
  } catch {
    // A draft the check has not passed yet may lack a table the engine needs: no price, not a 500.
    return {
      price: null,
      configuration: { width: input.width ?? 0, height: input.height ?? 0, options: {} },
    };
  }
  return result.status === 'priced'
    ? { price: result.quote.unitPrice, configuration: result.quote.configuration }
    : { price: null, configuration: result.configuration };
}

export function pricePreview(draft: CalculatorDefinition, published: CalculatorDefinition): PricePreview {
  return {
    published_version: published.version,
    samples: samplesOf(draft).map(({ key, input }) => {
      const next = unitPrice(draft, input);
      const old = unitPrice(published, input);
      return {
        key,
        width: next.configuration.width,
        height: next.configuration.height,
        options: next.configuration.options,
        old: old.price,
        new: next.price,
        change_percent:
          old.price && next.price !== null
            ? Math.round(((next.price - old.price) / old.price) * 1000) / 10
            : null,
      };
    }),
  };
}
