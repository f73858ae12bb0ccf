import { basePrice } from './base-price';
import type { ConfigurationInput } from './configuration';
import type { CalculatorDefinition } from './definition';
import { gridRangeMessage, onRequestMessage } from './messages';
import { divRound, vatOf } from './money';
import { normalizeConfiguration } from './normalize';
import { priceLines } from './price-lines';
import { quantityDiscount } from './quantity-tiers';
import type { ConfigurationError, QuoteOptions, QuoteResult } from './quote-types';

/** Identical items in one quote; a caller passing anything else has a bug, so it throws. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

/**
 * Prices one configuration of a definition. The input is normalized first; a configuration with any error is
 * never priced. Outside the price grid it is refused (`grid_range` on the exceeding size) or, when the grid
 * says so, `on_request`. The unit price is never negative (see `priceLines`).
 */
export function quote(
  definition: CalculatorDefinition,
  input: ConfigurationInput,
  { quantity = 1, sizes = 'reject' }: QuoteOptions = {},
): QuoteResult {
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) {
    throw new RangeError(
      `quantity must be an integer from ${MIN_QUANTITY} to ${MAX_QUANTITY}, got ${quantity}`,
    );
  }
  const { version } = definition;
  const { configuration, errors } = normalizeConfiguration(definition, input, { sizes });
  if (errors.length > 0) return { status: 'rejected', version, configuration, errors };

  const base = basePrice(definition, configuration);
  if (!base.inRange) {
    if (definition.base.model === 'grid' && definition.base.outOfRange === 'on-request') {
      const reason = onRequestMessage(configuration.width, configuration.height);
      return { status: 'on_request', version, configuration, reason };
    }
    return { status: 'rejected', version, configuration, errors: gridRangeErrors(definition, base) };
  }

  const lines = priceLines(definition, configuration, base.amount);
  const unitPrice = lines.reduce((sum, line) => sum + line.amount, 0);
  const subtotal = unitPrice * quantity;
  const discount = quantityDiscount(definition.quantityTiers, quantity, subtotal);
  const total = subtotal + discount;
  const vat = vatOf(total);
  const { width, height } = configuration;
  return {
    status: 'priced',
    quote: {
      version,
      configuration,
      lines,
      unitPrice,
      quantity,
      subtotal,
      quantityDiscount: discount,
      total,
      vat,
      net: total - vat,
      // m² and m with 3 decimals: thousandths computed in integers, then one division.
      area: divRound(width * height, 1000) / 1000,
      linearMetres: width / 1000,
      deliveryClass: definition.deliveryClass,
    },
  };
}

function gridRangeErrors(
  definition: CalculatorDefinition,
  base: Extract<ReturnType<typeof basePrice>, { inRange: false }>,
): ConfigurationError[] {
  if (definition.base.model !== 'grid') return [];
  const { widths, heights } = definition.base;
  const errors: ConfigurationError[] = [];
  if (base.width) {
    const largest = widths[widths.length - 1] ?? 0;
    errors.push({
      field: 'width',
      code: 'grid_range',
      message: gridRangeMessage('width', largest, base.option),
    });
  }
  if (base.height) {
    const largest = heights[heights.length - 1] ?? 0;
    errors.push({
      field: 'height',
      code: 'grid_range',
      message: gridRangeMessage('height', largest, base.option),
    });
  }
  return errors;
}
