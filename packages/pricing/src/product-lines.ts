import { divRound } from './money';
import { MAX_QUANTITY, MIN_QUANTITY } from './quote';

/** How a catalogue product is sold: per piece, per m² or per running metre. */
export type SaleUnit = 'piece' | 'm2' | 'metre';

/** docs/product.md §5 Quantity input: min, max, step, and how many decimals the field takes (0 = digits only). */
export interface QuantityRule {
  min: number;
  max: number;
  step: number;
  decimals: number;
}

/** Pieces are whole; goods sold by measure take up to 2 decimals (2,5 m of sill). */
export function quantityRuleFor(unit: SaleUnit): QuantityRule {
  return { min: MIN_QUANTITY, max: MAX_QUANTITY, step: 1, decimals: unit === 'piece' ? 0 : 2 };
}

/** Whether `quantity` is one the rule allows (in range, no more decimals than it takes). */
export function isAllowedQuantity(rule: QuantityRule, quantity: number): boolean {
  if (!Number.isFinite(quantity) || quantity < rule.min || quantity > rule.max) return false;
  const scaled = quantity * 10 ** rule.decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Hundredths of a quantity as an integer (2.5 → 250): how measured quantities are stored and multiplied. */
export const toHundredths = (quantity: number): number => Math.round(quantity * 100);
export const fromHundredths = (hundredths: number): number => hundredths / 100;

/** unit price × quantity for a catalogue product, rounded once (half away from zero). */
export function productLineTotal(unitPrice: number, quantityHundredths: number): number {
  return divRound(unitPrice * quantityHundredths, 100);
}

/** docs/product.md §3 Cart item "unit price per square metre": an item's price over its area, rounded once; null without an area. */
export function pricePerSquareMetre(unitPrice: number, areaThousandths: number): number | null {
  return areaThousandths > 0 ? divRound(unitPrice * 1000, areaThousandths) : null;
}
