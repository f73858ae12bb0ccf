import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, raiseRow } from './grid';

describe('the grid editor', () => {
  it('shows cents as euros and reads euros back as cents, a decimal comma included', () => {
    expect(centsToEuros(12345)).toBe(123.45);
    expect(centsToEuros(undefined)).toBe('');
    expect(eurosToCents(123.45)).toBe(12345);
    expect(eurosToCents('123,45')).toBe(12345);
    expect(eurosToCents('0.005')).toBe(1);
    expect(eurosToCents('')).toBeNull();
    expect(eurosToCents('abc')).toBeNull();
    for (const cents of [0, 1, 99, 5700, 10_000_000]) expect(eurosToCents(centsToEuros(cents))).toBe(cents);
  });

  it('raises a row by a percentage, each price rounded to the cent', () => {
    expect(raiseRow([5700, 7300, 8701], 5)).toEqual([5985, 7665, 9136]);
    expect(raiseRow([10_000], -10)).toEqual([9000]);
    expect(raiseRow([], 5)).toEqual([]);
  });
});
