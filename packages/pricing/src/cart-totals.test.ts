import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BONUS_POINT_CENTS,
  bonusEarned,
  bonusPointsAllowed,
  type CartTotalsLine,
  cartTotals,
} from './cart-totals';
import { DELIVERY_RATES, FREE_DELIVERY_FROM } from './delivery';

const line = (overrides: Partial<CartTotalsLine>): CartTotalsLine => ({
  subtotal: 10_000,
  quantityDiscount: 0,
  deliveryClass: 'large',
  area: 1,
  linearMetres: 1,
  quantity: 1,
  kind: 'window',
  ...overrides,
});

describe('cartTotals (docs/product.md §3 Cart)', () => {
  it('is all zeros for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      common: 0,
      quantityDiscount: 0,
      couponDiscount: 0,
      newTotal: 0,
      delivery: 0,
      bonusDiscount: 0,
      bonusPoints: 0,
      bonusPointsPayable: 0,
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
      line({ subtotal: 60_000, quantityDiscount: -1800, area: 0.439, linearMetres: 0.51, quantity: 5 }),
      line({ subtotal: 20_000, area: 1.6, linearMetres: 0.8, kind: 'door' }),
      line({ subtotal: 2700, deliveryClass: 'small', area: 0.3, kind: 'other' }),
    ]);
    expect(totals).toEqual({
      common: 82_700,
      quantityDiscount: -1800,
      couponDiscount: 0,
      newTotal: 80_900,
      delivery: 4900,
      bonusDiscount: 0,
      bonusPoints: 0,
      bonusPointsPayable: 85_800,
      grandTotal: 85_800,
      vat: 14_300,
      netTotal: 71_500,
      totalArea: 4.095, // 0.439 × 5 + 1.6 + 0.3
      linearMetres: 4.35, // 0.51 × 5 + 0.8 + 1
      windows: 5,
      doors: 1,
    });
  });

  it('counts measured goods by their decimal quantity', () => {
    const totals = cartTotals([
      line({
        subtotal: 3125,
        deliveryClass: 'accessory',
        area: 0,
        linearMetres: 1,
        quantity: 2.5,
        kind: 'other',
      }),
    ]);
    expect(totals.linearMetres).toBe(2.5);
    expect(totals.delivery).toBe(890);
  });

  it('takes a percent coupon of the goods after the quantity discount, before delivery', () => {
    const totals = cartTotals([line({ subtotal: 50_000, quantityDiscount: -5000 })], {
      coupon: { kind: 'percent', basisPoints: 1000 },
    });
    expect(totals.couponDiscount).toBe(-4500);
    expect(totals.newTotal).toBe(40_500);
    expect(totals.grandTotal).toBe(40_500 + 4900);
  });

  it('never lets a fixed coupon exceed the goods', () => {
    const totals = cartTotals([line({ subtotal: 3000, deliveryClass: 'accessory' })], {
      coupon: { kind: 'amount', cents: 5000 },
    });
    expect(totals.couponDiscount).toBe(-3000);
    expect(totals.newTotal).toBe(0);
    expect(totals.grandTotal).toBe(DELIVERY_RATES.accessory);
  });

  it('delivers free from exactly 1000.00 € of goods after discounts', () => {
    expect(cartTotals([line({ subtotal: 101_000, quantityDiscount: -1001 })]).delivery).toBe(4900);
    expect(cartTotals([line({ subtotal: 101_000, quantityDiscount: -1000 })]).delivery).toBe(0);
    // A coupon that brings the goods under the threshold brings the fee back.
    const couponed = cartTotals([line({ subtotal: 100_000 })], { coupon: { kind: 'amount', cents: 1 } });
    expect(couponed.delivery).toBe(4900);
  });

  it('spends bonuses up to what is payable, never more', () => {
    const some = cartTotals([line({ subtotal: 20_000 })], { bonusPoints: 2150 });
    expect(some.bonusPoints).toBe(2150);
    expect(some.bonusDiscount).toBe(-2150 * BONUS_POINT_CENTS);
    expect(some.grandTotal).toBe(20_000 + 4900 - 2150);
    const all = cartTotals([line({ subtotal: 1000, deliveryClass: 'accessory' })], { bonusPoints: 999_999 });
    expect(all.bonusPoints).toBe(1000 + 890);
    expect(all.grandTotal).toBe(0);
    expect(all.vat).toBe(0);
  });

  it('allows the points the customer holds, at most what goods and delivery cost', () => {
    const totals = cartTotals([line({ subtotal: 20_000 })], { bonusPoints: 100 });
    expect(totals.bonusPointsPayable).toBe(24_900);
    expect(bonusPointsAllowed(totals, 2150)).toBe(2150);
    expect(bonusPointsAllowed(totals, 1_000_000)).toBe(24_900);
    expect(bonusPointsAllowed(totals, 0)).toBe(0);
    expect(bonusPointsAllowed(cartTotals([]), 500)).toBe(0);
  });

  it('earns bonus points on what was paid for the goods', () => {
    expect(bonusEarned({ grandTotal: 104_900, delivery: 4900 }, 300)).toBe(3000);
    expect(bonusEarned({ grandTotal: 4900, delivery: 4900 }, 300)).toBe(0);
    expect(bonusEarned({ grandTotal: 50, delivery: 0 }, 300)).toBe(2); // 1.5 rounds half away from zero
  });
});

const arbitraryLine = fc.record({
  subtotal: fc.integer({ min: 0, max: 5_000_000 }),
  discountBasisPoints: fc.integer({ min: 0, max: 5000 }),
  deliveryClass: fc.constantFrom('large', 'small', 'accessory') as fc.Arbitrary<
    CartTotalsLine['deliveryClass']
  >,
  quantity: fc.integer({ min: 1, max: 999 }),
  kind: fc.constantFrom('window', 'door', 'other') as fc.Arbitrary<CartTotalsLine['kind']>,
});
const arbitraryCart = fc.array(arbitraryLine, { maxLength: 8 }).map((lines) =>
  lines.map(
    ({ discountBasisPoints, ...rest }): CartTotalsLine => ({
      ...rest,
      quantityDiscount: -Math.floor((rest.subtotal * discountBasisPoints) / 10_000),
      area: 1.234,
      linearMetres: 0.5,
    }),
  ),
);
const arbitraryAdjustments = fc.record({
  coupon: fc.oneof(
    fc.constant(null),
    fc.record({ kind: fc.constant('percent' as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
    fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: 0, max: 10_000_000 }) }),
  ),
  bonusPoints: fc.integer({ min: 0, max: 10_000_000 }),
});

describe('cartTotals properties', () => {
  it('never has a negative total, and VAT + net is the grand total to the cent', () => {
    fc.assert(
      fc.property(arbitraryCart, arbitraryAdjustments, (lines, adjustments) => {
        const totals = cartTotals(lines, adjustments);
        for (const amount of [
          totals.common,
          totals.newTotal,
          totals.delivery,
          totals.grandTotal,
          totals.vat,
          totals.netTotal,
        ])
          expect(amount).toBeGreaterThanOrEqual(0);
        for (const amount of [totals.quantityDiscount, totals.couponDiscount, totals.bonusDiscount])
          expect(amount).toBeLessThanOrEqual(0);
        expect(totals.vat + totals.netTotal).toBe(totals.grandTotal);
        expect(totals.common + totals.quantityDiscount + totals.couponDiscount).toBe(totals.newTotal);
        expect(totals.newTotal + totals.delivery + totals.bonusDiscount).toBe(totals.grandTotal);
        for (const amount of Object.values(totals)) expect(Number.isFinite(amount)).toBe(true);
      }),
    );
  });

  it('delivers free exactly from 1000.00 € of goods, and otherwise at the highest rate in the cart', () => {
    fc.assert(
      fc.property(arbitraryCart, arbitraryAdjustments, (lines, adjustments) => {
        const totals = cartTotals(lines, adjustments);
        if (lines.length === 0 || totals.newTotal >= FREE_DELIVERY_FROM) expect(totals.delivery).toBe(0);
        else
          expect(totals.delivery).toBe(Math.max(...lines.map((item) => DELIVERY_RATES[item.deliveryClass])));
      }),
    );
  });

  it('spends no more bonus points than asked for, nor than there is to pay', () => {
    fc.assert(
      fc.property(arbitraryCart, arbitraryAdjustments, (lines, adjustments) => {
        const totals = cartTotals(lines, adjustments);
        expect(totals.bonusPoints).toBeLessThanOrEqual(adjustments.bonusPoints);
        expect(-totals.bonusDiscount).toBeLessThanOrEqual(totals.newTotal + totals.delivery);
      }),
    );
  });
});
