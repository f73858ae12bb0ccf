import { describe, expect, it } from 'vitest';
import { type ChargeBasis, lineAmount } from './charges';

// A 1200 × 1500 mm frame with two sashes; the base is 20 000 and the lines so far 25 000.
const item: ChargeBasis = {
  frameWidth: 1200,
  parts: 1,
  height: 1500,
  sashes: 2,
  base: 20_000,
  subtotal: 25_000,
};
// One of its sashes: 600 mm wide, 1200 mm high (a 300 mm skylight above).
const sash: ChargeBasis = {
  frameWidth: 1200,
  parts: 2,
  height: 1200,
  sashes: 1,
  base: 20_000,
  subtotal: 25_000,
};

describe('charges on an item', () => {
  it.each([
    ['fixed', { type: 'fixed', amount: 1234 }, 1234],
    ['per m² of 1.8 m²', { type: 'per_m2', amount: 2500 }, 4500],
    ['per metre of a 5.4 m perimeter', { type: 'per_perimeter_m', amount: 800 }, 4320],
    ['per metre of width 1.2 m', { type: 'per_width_m', amount: 2000 }, 2400],
    ['per metre of height 1.5 m', { type: 'per_height_m', amount: 1000 }, 1500],
    ['per sash, two sashes', { type: 'per_sash', amount: 1500 }, 3000],
    ['10 % of the base', { type: 'percent', basisPoints: 1000, of: 'base' }, 2000],
    ['10 % of the running subtotal', { type: 'percent', basisPoints: 1000, of: 'subtotal' }, 2500],
  ] as const)('%s', (_name, charge, expected) => {
    expect(lineAmount([charge], item)).toBe(expected);
  });
});

describe('charges on a sash use the sash itself', () => {
  it.each([
    ['fixed = per sash', { type: 'fixed', amount: 5000 }, 5000],
    ['per m² of 0.72 m²', { type: 'per_m2', amount: 1000 }, 720],
    ['per metre of a 3.6 m perimeter', { type: 'per_perimeter_m', amount: 1000 }, 3600],
    ['per metre of width 0.6 m', { type: 'per_width_m', amount: 1000 }, 600],
    ['per metre of height 1.2 m', { type: 'per_height_m', amount: 1000 }, 1200],
    ['per sash', { type: 'per_sash', amount: 1500 }, 1500],
  ] as const)('%s', (_name, charge, expected) => {
    expect(lineAmount([charge], sash)).toBe(expected);
  });

  it('keeps a third of a frame exact', () => {
    // 1000 mm in three sashes × 1000 mm: 0.3333… m² × 1000 = 333.3 → 333
    const third: ChargeBasis = { ...sash, frameWidth: 1000, parts: 3, height: 1000 };
    expect(lineAmount([{ type: 'per_m2', amount: 1000 }], third)).toBe(333);
  });
});

describe('a line', () => {
  it('sums its charges exactly and rounds once', () => {
    // 0.5 + 0.5 cents: two halves make one cent, where rounding each would make two
    const basis: ChargeBasis = { ...item, frameWidth: 1, height: 1 };
    expect(lineAmount([{ type: 'per_width_m', amount: 500 }], basis)).toBe(1);
    expect(
      lineAmount(
        [
          { type: 'per_width_m', amount: 500 },
          { type: 'per_height_m', amount: 500 },
        ],
        basis,
      ),
    ).toBe(1);
  });

  it('is 0 without charges', () => {
    expect(lineAmount([], item)).toBe(0);
  });
});
