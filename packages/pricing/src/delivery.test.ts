import { describe, expect, it } from 'vitest';
import { DELIVERY_RATES, deliveryFee, FREE_DELIVERY_FROM } from './delivery';

describe('deliveryFee (docs/product.md §9)', () => {
  it('has the rates of the specification', () => {
    expect(FREE_DELIVERY_FROM).toBe(100_000);
    expect(DELIVERY_RATES).toEqual({ large: 4900, small: 1690, accessory: 890 });
  });

  it('is nothing for an empty cart', () => {
    expect(deliveryFee([], 0)).toBe(0);
  });

  it('charges the highest rate among the classes in the cart, once', () => {
    expect(deliveryFee(['accessory'], 1000)).toBe(890);
    expect(deliveryFee(['accessory', 'small'], 6000)).toBe(1690);
    expect(deliveryFee(['small', 'large', 'large'], 45_000)).toBe(4900);
  });

  it('is free from exactly 1000.00 €', () => {
    expect(deliveryFee(['large'], 99_999)).toBe(4900);
    expect(deliveryFee(['large'], 100_000)).toBe(0);
    expect(deliveryFee(['large', 'small'], 100_001)).toBe(0);
  });
});
