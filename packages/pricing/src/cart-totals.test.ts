import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';

describe('cartTotals (SPEC §3 Cart)', () => {
  it('is all zeros for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      common: 0,
      quantityDiscount: 0,
      newTotal: 0,
      delivery: 0,
      grandTotal: 0,
      vat: 0,
      netTotal: 0,
      totalArea: 0,
      linearMetres: 0,
      windows: 0,
      doors: 0,
    });
  });

  it('adds the lines, the delivery and the VAT of the whole', () => {
    const totals = cartTotals([
      {
        subtotal: 60_000,
        quantityDiscount: -1800,
        deliveryClass: 'large',
        area: 0.439,
        linearMetres: 0.51,
        quantity: 5,
        kind: 'window',
      },
      {
        subtotal: 20_000,
        quantityDiscount: 0,
        deliveryClass: 'large',
        area: 1.6,
        linearMetres: 0.8,
        quantity: 1,
        kind: 'door',
      },
      {
        subtotal: 2700,
        quantityDiscount: 0,
        deliveryClass: 'small',
        area: 0.3,
        linearMetres: 1,
        quantity: 1,
        kind: 'other',
      },
    ]);
    expect(totals).toEqual({
      common: 82_700,
      quantityDiscount: -1800,
      newTotal: 80_900,
      delivery: 4900,
      grandTotal: 85_800,
      vat: 14_300,
      netTotal: 71_500,
      totalArea: 4.095, // 0.439 × 5 + 1.6 + 0.3
      linearMetres: 4.35, // 0.51 × 5 + 0.8 + 1
      windows: 5,
      doors: 1,
    });
  });

  it('delivers free once the goods after discount pass 1000.00 €', () => {
    const line = { deliveryClass: 'large', area: 1, linearMetres: 1, quantity: 1, kind: 'window' } as const;
    expect(cartTotals([{ ...line, subtotal: 101_000, quantityDiscount: -1000 }]).delivery).toBe(4900);
    expect(cartTotals([{ ...line, subtotal: 101_000, quantityDiscount: -999 }]).delivery).toBe(0);
  });
});
