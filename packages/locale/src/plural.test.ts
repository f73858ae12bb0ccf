import { describe, expect, it } from 'vitest';
import { countText } from './plural';

const ro = { one: '{count} rezultat', few: '{count} rezultate', many: '{count} de rezultate' };
const ru = { one: '{count} результат', few: '{count} результата', many: '{count} результатов' };

describe('countText', () => {
  it('picks the Romanian form: 1, 2–19 and 101–119, then "de"', () => {
    expect([1, 2, 19, 20, 21, 101, 120].map((n) => countText('ro', n, ro))).toEqual([
      '1 rezultat',
      '2 rezultate',
      '19 rezultate',
      '20 de rezultate',
      '21 de rezultate',
      '101 rezultate',
      '120 de rezultate',
    ]);
  });

  it('picks the Russian form by the last digits (21 is "one", 11–14 are "many")', () => {
    expect([1, 3, 5, 11, 14, 21, 22, 0].map((n) => countText('ru', n, ru))).toEqual([
      '1 результат',
      '3 результата',
      '5 результатов',
      '11 результатов',
      '14 результатов',
      '21 результат',
      '22 результата',
      '0 результатов',
    ]);
  });
});
