import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  formatQuantity,
  parseQuantity,
  type QuantityRule,
  quantityDraft,
  stepQuantity,
} from './quantity-input';

const pieces: QuantityRule = { min: 1, max: 999, step: 1, decimals: 0 };
const metres: QuantityRule = { min: 1, max: 999, step: 1, decimals: 2 };

describe('quantityDraft (what the field keeps while typing)', () => {
  it('keeps digits only for pieces', () => {
    expect(quantityDraft('12', 0)).toBe('12');
    expect(quantityDraft('1a2', 0)).toBe('12');
    expect(quantityDraft('2,5', 0)).toBe('25');
    expect(quantityDraft('-3', 0)).toBe('3');
    expect(quantityDraft('', 0)).toBe('');
  });

  it('takes a comma or a dot and two decimals where enabled', () => {
    expect(quantityDraft('2,5', 2)).toBe('2,5');
    expect(quantityDraft('2.5', 2)).toBe('2.5');
    expect(quantityDraft('2,555', 2)).toBe('2,55');
    expect(quantityDraft('2,', 2)).toBe('2,');
    expect(quantityDraft('2.5.1', 2)).toBe('2.51');
    expect(quantityDraft('2,,5', 2)).toBe('2,5');
    expect(quantityDraft('x3 m', 2)).toBe('3');
  });
});

describe('parseQuantity', () => {
  it('reads digits and clamps them to the bounds', () => {
    expect(parseQuantity('3', pieces)).toBe(3);
    expect(parseQuantity('0', pieces)).toBe(1);
    expect(parseQuantity('1200', pieces)).toBe(999);
    expect(parseQuantity('007', pieces)).toBe(7);
  });

  it('turns an empty or unreadable value into the min', () => {
    expect(parseQuantity('', pieces)).toBe(1);
    expect(parseQuantity('abc', pieces)).toBe(1);
    expect(parseQuantity(',', metres)).toBe(1);
    expect(parseQuantity('', { ...pieces, min: 2 })).toBe(2);
  });

  it('reads decimals with a comma or a dot, at most two', () => {
    expect(parseQuantity('2,5', metres)).toBe(2.5);
    expect(parseQuantity('2.75', metres)).toBe(2.75);
    expect(parseQuantity('2,759', metres)).toBe(2.75);
    expect(parseQuantity('3,', metres)).toBe(3);
    expect(parseQuantity('0,5', metres)).toBe(1);
    expect(parseQuantity('2,5', pieces)).toBe(25);
  });
});

describe('stepping and showing', () => {
  it('steps by the rule and stays in bounds', () => {
    expect(stepQuantity(2, 1, pieces)).toBe(3);
    expect(stepQuantity(1, -1, pieces)).toBe(1);
    expect(stepQuantity(999, 1, pieces)).toBe(999);
    expect(stepQuantity(2.5, 1, metres)).toBe(3.5);
    expect(stepQuantity(2, 1, { ...pieces, step: 0 })).toBe(3);
  });

  it('clamps and rounds a value', () => {
    expect(clampQuantity(2.345, metres)).toBe(2.35);
    expect(clampQuantity(2.6, pieces)).toBe(3);
    expect(clampQuantity(Number.NaN, pieces)).toBe(1);
  });

  it('writes decimals with a comma', () => {
    expect(formatQuantity(3, 0)).toBe('3');
    expect(formatQuantity(2.5, 2)).toBe('2,5');
    expect(formatQuantity(2.75, 2)).toBe('2,75');
    expect(formatQuantity(4, 2)).toBe('4');
  });
});
