import type { QuantityTier } from './definition';
import { percentOf } from './money';

/** The highest tier the quantity reaches (largest `minQuantity` ≤ quantity), if any. */
export function tierFor(tiers: QuantityTier[], quantity: number): QuantityTier | undefined {
  let reached: QuantityTier | undefined;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (!reached || tier.minQuantity > reached.minQuantity)) reached = tier;
  }
  return reached;
}

/** The discount of the whole subtotal for the tier reached: zero or negative cents. */
export function quantityDiscount(tiers: QuantityTier[], quantity: number, subtotal: number): number {
  const tier = tierFor(tiers, quantity);
  const discount = tier ? percentOf(subtotal, tier.basisPoints) : 0;
  return discount === 0 ? 0 : -discount;
}
