import { describe, expect, it } from 'vitest';
import { cartBadgeLabel } from './cart-badge';

describe('cartBadgeLabel', () => {
  it('shows nothing for an empty cart', () => {
    expect(cartBadgeLabel(0)).toBe('');
    expect(cartBadgeLabel(-3)).toBe('');
    expect(cartBadgeLabel(Number.NaN)).toBe('');
  });

  it('shows the count from 1 to 99', () => {
    expect(cartBadgeLabel(1)).toBe('1');
    expect(cartBadgeLabel(42)).toBe('42');
    expect(cartBadgeLabel(99)).toBe('99');
  });

  it('caps at 99+ above 99', () => {
    expect(cartBadgeLabel(100)).toBe('99+');
    expect(cartBadgeLabel(12345)).toBe('99+');
  });
});
