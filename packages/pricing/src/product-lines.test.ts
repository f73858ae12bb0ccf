import { describe, expect, it } from 'vitest';
import {
  isAllowedQuantity,
  pricePerSquareMetre,
  productLineTotal,
  quantityRuleFor,
  toHundredths,
} from './product-lines';

describe('catalogue product lines', () => {
  it('sells pieces whole and measured goods to two decimals', () => {
    expect(quantityRuleFor('piece')).toEqual({ min: 1, max: 999, step: 1, decimals: 0 });
    expect(quantityRuleFor('metre').decimals).toBe(2);
    const piece = quantityRuleFor('piece');
    const metre = quantityRuleFor('metre');
    expect(isAllowedQuantity(piece, 3)).toBe(true);
    expect(isAllowedQuantity(piece, 2.5)).toBe(false);
    expect(isAllowedQuantity(piece, 0)).toBe(false);
    expect(isAllowedQuantity(piece, 1000)).toBe(false);
    expect(isAllowedQuantity(metre, 2.55)).toBe(true);
    expect(isAllowedQuantity(metre, 2.555)).toBe(false);
    expect(isAllowedQuantity(metre, Number.NaN)).toBe(false);
  });

  it('multiplies a unit price by a measured quantity, rounding once', () => {
    expect(productLineTotal(1250, toHundredths(2.5))).toBe(3125);
    expect(productLineTotal(1249, toHundredths(0.5) + 100)).toBe(1874); // 1873.5 → 1874
    expect(toHundredths(1.15)).toBe(115);
  });

  it('gives the price per m² of an item, rounded once, and none without an area', () => {
    expect(pricePerSquareMetre(21_256, 1680)).toBe(12_652); // 212.56 € over 1.68 m² = 126.523… €
    expect(pricePerSquareMetre(10_000, 0)).toBeNull();
  });
});
