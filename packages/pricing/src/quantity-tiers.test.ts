import { describe, expect, it } from 'vitest';
import { quantityDiscount, tierFor } from './quantity-tiers';

const tiers = [
  { minQuantity: 10, basisPoints: 500 },
  { minQuantity: 5, basisPoints: 300 },
];

describe('quantity tiers', () => {
  it('take the highest tier reached, in any declared order', () => {
    expect(tierFor(tiers, 4)).toBeUndefined();
    expect(tierFor(tiers, 5)?.basisPoints).toBe(300);
    expect(tierFor(tiers, 9)?.basisPoints).toBe(300);
    expect(tierFor(tiers, 10)?.basisPoints).toBe(500);
    expect(tierFor([], 100)).toBeUndefined();
  });

  it('discount the whole subtotal, rounded once, as a negative amount', () => {
    expect(quantityDiscount(tiers, 5, 308_990)).toBe(-9270);
    expect(Object.is(quantityDiscount(tiers, 1, 12_000), 0)).toBe(true);
    expect(Object.is(quantityDiscount(tiers, 5, 0), 0)).toBe(true);
  });
});
