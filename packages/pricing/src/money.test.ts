import { describe, expect, it } from 'vitest';
import { divRound, percentOf, VAT_BASIS_POINTS, vatOf } from './money';

describe('divRound', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [5, -2, -3],
    [7, 3, 2],
    [8, 3, 3],
    [-7, 3, -2],
    [1, 3, 0],
    [-1, 3, 0],
    [0, 7, 0],
    [12, 4, 3],
    [9_007_199_254_740_991, 2, 4_503_599_627_370_496],
  ])('%d / %d = %d (halves away from zero)', (numerator, denominator, expected) => {
    expect(divRound(numerator, denominator)).toBe(expected);
  });

  it('never answers -0', () => {
    expect(Object.is(divRound(-1, 3), 0)).toBe(true);
  });

  it.each([
    [Number.NaN, 1],
    [1, Number.NaN],
    [Number.POSITIVE_INFINITY, 1],
    [1.5, 1],
    [1, 0.5],
    [1, 0],
    [2 ** 60, 3],
  ])('refuses %d / %d', (numerator, denominator) => {
    expect(() => divRound(numerator, denominator)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('takes basis points of an amount, rounded once', () => {
    expect(percentOf(10_000, 500)).toBe(500);
    expect(percentOf(12_345, 1000)).toBe(1235); // 1234.5 → 1235
    expect(percentOf(-12_345, 1000)).toBe(-1235);
    expect(percentOf(999, 1)).toBe(0); // 0.0999
  });

  it('refuses fractions of a cent', () => {
    expect(() => percentOf(10.5, 100)).toThrow(RangeError);
  });
});

describe('vatOf', () => {
  it('is the 20 % contained in a VAT-inclusive price', () => {
    expect(VAT_BASIS_POINTS).toBe(2000);
    expect(vatOf(12_000)).toBe(2000);
    expect(vatOf(100)).toBe(17); // 16.67
    expect(vatOf(3)).toBe(1); // 0.5 → 1
    expect(vatOf(0)).toBe(0);
  });

  it('refuses non-integers', () => {
    expect(() => vatOf(Number.NaN)).toThrow(RangeError);
    expect(() => vatOf(1.2)).toThrow(RangeError);
  });
});
