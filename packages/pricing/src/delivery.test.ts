import { describe, expect, it } from 'vitest';
import { DELIVERY_RATES, deliveryFee, FREE_DELIVERY_OVER } from './delivery';

describe('deliveryFee (SPEC §9)', () => {
  it('has the rates of the specification', () => {
    expect(FREE_DELIVERY_OVER).toBe(100_000);
    expect(DELIVERY_RATES).toEqual({ large: 4900, small: 1690, accessory: 890 });
  });

  it('is nothing for an empty cart', () => {
    expect(deliveryFee([])).toBe(0);
  });

  it('charges the highest rate among the classes in the cart, once', () => {
    expect(deliveryFee([{ deliveryClass: 'accessory', total: 1000 }])).toBe(890);
    expect(
      deliveryFee([
        { deliveryClass: 'accessory', total: 1000 },
        { deliveryClass: 'small', total: 5000 },
      ]),
    ).toBe(1690);
    expect(
      deliveryFee([
        { deliveryClass: 'small', total: 5000 },
        { deliveryClass: 'large', total: 20_000 },
        { deliveryClass: 'large', total: 20_000 },
      ]),
    ).toBe(4900);
  });

  it('is free strictly over 1000.00 €', () => {
    expect(deliveryFee([{ deliveryClass: 'large', total: 100_000 }])).toBe(4900);
    expect(deliveryFee([{ deliveryClass: 'large', total: 100_001 }])).toBe(0);
    expect(
      deliveryFee([
        { deliveryClass: 'large', total: 60_000 },
        { deliveryClass: 'small', total: 40_001 },
      ]),
    ).toBe(0);
  });
});
