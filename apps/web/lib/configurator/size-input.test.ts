import { describe, expect, it } from 'vitest';
import { readQuantity } from './quantity';
import { readTypedSize } from './size-input';

const width = { min: 385, max: 2510 };

describe('a typed size', () => {
  it('within its limits prices as typed', () => {
    expect(readTypedSize('1200', width)).toEqual({ value: 1200, problem: null });
    expect(readTypedSize(' 1 200 ', width)).toEqual({ value: 1200, problem: null });
  });

  it('outside its limits is said so and prices at the nearest limit', () => {
    expect(readTypedSize('3000', width)).toEqual({ value: 2510, problem: 'max' });
    expect(readTypedSize('12', width)).toEqual({ value: 385, problem: 'min' });
  });

  it('that is not a whole number of mm is invalid and does not price', () => {
    for (const text of ['', 'abc', '12.5', '-400', '1e3']) {
      expect(readTypedSize(text, width)).toEqual({ value: null, problem: 'invalid' });
    }
  });
});

describe('the quantity', () => {
  it('keeps digits only, between 1 and 999; anything else becomes 1', () => {
    expect(readQuantity('3')).toBe(3);
    expect(readQuantity('12a')).toBe(12);
    expect(readQuantity('')).toBe(1);
    expect(readQuantity('0')).toBe(1);
    expect(readQuantity('5000')).toBe(999);
  });
});
