import { describe, expect, it } from 'vitest';
import { gridPrice } from './grid';

// Rows are heights, columns widths.
const steps = { widths: [1000, 2000], heights: [500, 1500] };
const table = [
  [100, 300],
  [200, 500],
];

describe('step-up grid', () => {
  it('takes the smallest step at or above each size', () => {
    expect(gridPrice(table, steps, 'step-up', 1000, 500)).toEqual({ inRange: true, price: 100 });
    expect(gridPrice(table, steps, 'step-up', 1001, 500)).toEqual({ inRange: true, price: 300 });
    expect(gridPrice(table, steps, 'step-up', 1000, 501)).toEqual({ inRange: true, price: 200 });
    expect(gridPrice(table, steps, 'step-up', 2000, 1500)).toEqual({ inRange: true, price: 500 });
  });

  it('prices a size below the first step as the first step', () => {
    expect(gridPrice(table, steps, 'step-up', 400, 100)).toEqual({ inRange: true, price: 100 });
  });

  it('is out of range beyond the last step, naming the size', () => {
    expect(gridPrice(table, steps, 'step-up', 2001, 500)).toEqual({
      inRange: false,
      width: true,
      height: false,
    });
    expect(gridPrice(table, steps, 'step-up', 2001, 1501)).toEqual({
      inRange: false,
      width: true,
      height: true,
    });
  });
});

describe('interpolated grid', () => {
  it('is exact on the steps', () => {
    expect(gridPrice(table, steps, 'interpolate', 2000, 500)).toEqual({ inRange: true, price: 300 });
    expect(gridPrice(table, steps, 'interpolate', 1000, 1500)).toEqual({ inRange: true, price: 200 });
  });

  it('is linear along one side', () => {
    // 100 + (300 − 100) × 250 / 1000 = 150
    expect(gridPrice(table, steps, 'interpolate', 1250, 500)).toEqual({ inRange: true, price: 150 });
  });

  it('is bilinear inside a cell, rounded once', () => {
    // centre: (100 + 300 + 200 + 500) / 4 = 275
    expect(gridPrice(table, steps, 'interpolate', 1500, 1000)).toEqual({ inRange: true, price: 275 });
    // w 1333: x weights 667/333 of 1000; h 500: top row only → (100 × 667 + 300 × 333) / 1000 = 166.6 → 167
    expect(gridPrice(table, steps, 'interpolate', 1333, 500)).toEqual({ inRange: true, price: 167 });
  });

  it('uses the first step below it, and is out of range above the last', () => {
    expect(gridPrice(table, steps, 'interpolate', 10, 10)).toEqual({ inRange: true, price: 100 });
    expect(gridPrice(table, steps, 'interpolate', 1500, 1501)).toEqual({
      inRange: false,
      width: false,
      height: true,
    });
  });

  it('works on a one-step table', () => {
    const single = { widths: [1000], heights: [1000] };
    expect(gridPrice([[700]], single, 'interpolate', 800, 900)).toEqual({ inRange: true, price: 700 });
    expect(gridPrice([[700]], single, 'step-up', 800, 900)).toEqual({ inRange: true, price: 700 });
  });
});
