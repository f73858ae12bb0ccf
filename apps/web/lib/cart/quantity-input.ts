// docs/product.md §5 Quantity input: digits only — or, where the rule allows (goods sold by the metre or m²), decimals
// with a comma or a dot, at most two after it; clamped between the rule's min and max; an invalid value
// becomes the min; step 1 by default. The field emits its value 500 ms after the last keystroke (§9).

import type { QuantityRule } from '@vitrina/pricing';

/** The cart item's quantity rule (contract CartItem.quantity_rule), as the price engine defines it. */
export type { QuantityRule };

/** What the field keeps while a person types: digits, and with decimals one separator and ≤ `decimals` after it. */
export function quantityDraft(text: string, decimals: number): string {
  if (decimals <= 0) return text.replace(/\D+/g, '');
  const kept = text.replace(/[^\d.,]+/g, '');
  const separator = kept.search(/[.,]/);
  if (separator < 0) return kept;
  const whole = kept.slice(0, separator);
  const fraction = kept
    .slice(separator + 1)
    .replace(/[.,]+/g, '')
    .slice(0, decimals);
  return `${whole}${kept[separator]}${fraction}`;
}

const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** Math.max(0, decimals);
  return Math.round(value * factor) / factor;
};

/** Within the rule's bounds, rounded to its decimals. */
export function clampQuantity(value: number, rule: QuantityRule): number {
  if (!Number.isFinite(value)) return rule.min;
  return Math.min(rule.max, Math.max(rule.min, roundTo(value, rule.decimals)));
}

/** The quantity a typed text means: comma or dot, clamped; empty or unreadable → the min. */
export function parseQuantity(text: string, rule: QuantityRule): number {
  const draft = quantityDraft(text, rule.decimals).replace(',', '.');
  if (!/\d/.test(draft)) return rule.min;
  const value = Number(draft.endsWith('.') ? draft.slice(0, -1) : draft);
  return Number.isFinite(value) ? clampQuantity(value, rule) : rule.min;
}

/** One step up (+1) or down (−1), kept within the bounds. */
export function stepQuantity(value: number, direction: 1 | -1, rule: QuantityRule): number {
  const step = rule.step > 0 ? rule.step : 1;
  return clampQuantity(value + direction * step, rule);
}

/** How the field shows a quantity: '3', '2,5', '2,75' (the shop writes decimals with a comma in ro and ru). */
export function formatQuantity(value: number, decimals: number): string {
  const text = String(roundTo(value, decimals));
  return decimals > 0 ? text.replace('.', ',') : text;
}
