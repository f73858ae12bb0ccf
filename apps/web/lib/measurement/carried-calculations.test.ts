import { describe, expect, it } from 'vitest';
import { carriedCalculations, measurementHref } from './carried-calculations';

const a = '0b6c2f4e-8a51-4c3f-9d7e-1f2a3b4c5d6e';
const b = '9f8e7d6c-5b4a-4321-8fed-cba987654321';

describe('the configurations carried to the booking form', () => {
  it('reads well-formed ids once each, ignoring the rest of the query', () => {
    expect(carriedCalculations(`?utm_source=x&calculations=${a},${b},${a},nope`)).toEqual([a, b]);
    expect(carriedCalculations('')).toEqual([]);
    expect(carriedCalculations('?calculations=')).toEqual([]);
  });

  it('keeps at most ten', () => {
    const many = Array.from(
      { length: 12 },
      (_, index) => `${a.slice(0, -2)}${String(index).padStart(2, '0')}`,
    );
    expect(carriedCalculations(`?calculations=${many.join(',')}`)).toHaveLength(10);
  });

  it('writes the page address with them, or bare without', () => {
    expect(measurementHref('ru', [a, b])).toBe(`/ru/besplatnyj-zamer?calculations=${a},${b}`);
    expect(measurementHref('ro', [])).toBe('/masurare-gratuita');
  });
});
