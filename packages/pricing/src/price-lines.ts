import { type ChargeBasis, lineAmount } from './charges';
import type { Configuration } from './configuration';
import type { CalculatorDefinition, Charge, LocalizedText } from './definition';
import { chosenOption, findOpening, sashGeometry } from './layout';
import { basePriceLabel, optionLineLabel, sashLineLabel } from './messages';
import type { QuoteLine } from './quote-types';

interface PendingLine {
  key: string;
  label: LocalizedText;
  charges: Charge[];
  onSash: boolean;
}

/**
 * The breakdown of one item, in the agreed order: base, the chosen options (declared feature order), the
 * sashes (left to right), the additionals that are on (declared order). Only parts with charges get a line;
 * options without charges are included in the base price.
 *
 * A line can lower the price (a negative charge) but never below zero: a line is at least minus the sum of
 * the lines before it, so the running subtotal and the unit price are never negative and the lines still
 * add up to the unit price.
 */
export function priceLines(
  definition: CalculatorDefinition,
  configuration: Configuration,
  base: number,
): QuoteLine[] {
  const lines: QuoteLine[] = [];
  let subtotal = 0;
  const push = (key: string, label: LocalizedText, amount: number) => {
    const kept = Math.max(amount, -subtotal);
    lines.push({ key, label, amount: kept });
    subtotal += kept;
  };
  push('base', basePriceLabel, base);
  const baseAmount = subtotal;

  const sash = sashGeometry(definition, configuration);
  const itemBasis = { frameWidth: configuration.width, parts: 1, height: configuration.height };
  const sashBasis = { frameWidth: sash.frameWidth, parts: sash.count, height: sash.height };

  for (const line of pendingLines(definition, configuration)) {
    const basis: ChargeBasis = {
      ...(line.onSash ? sashBasis : itemBasis),
      sashes: line.onSash ? 1 : configuration.sashes.length,
      base: baseAmount,
      subtotal,
    };
    push(line.key, line.label, lineAmount(line.charges, basis));
  }
  return lines;
}

function pendingLines(definition: CalculatorDefinition, configuration: Configuration): PendingLine[] {
  const pending: PendingLine[] = [];
  for (const feature of definition.features) {
    const option = chosenOption(feature, configuration.options);
    if (option && option.charges.length > 0) {
      pending.push({
        key: `option.${feature.key}`,
        label: optionLineLabel(feature.label, option.label),
        charges: option.charges,
        onSash: false,
      });
    }
  }
  configuration.sashes.forEach((type, index) => {
    const opening = findOpening(definition, type);
    if (opening && opening.charges.length > 0) {
      pending.push({
        key: `sash.${index}`,
        label: sashLineLabel(index, opening.label),
        charges: opening.charges,
        onSash: true,
      });
    }
  });
  for (const additional of definition.additionals) {
    if (configuration.additionals.includes(additional.key) && additional.charges.length > 0) {
      pending.push({
        key: `additional.${additional.key}`,
        label: additional.label,
        charges: additional.charges,
        onSash: false,
      });
    }
  }
  return pending;
}
