import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination-window';

describe('pagination window', () => {
  it('lists every page when there are few', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts a gap on the far side near either end', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(paginationWindow(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(paginationWindow(18, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });

  it('puts gaps on both sides in the middle', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationWindow(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(paginationWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationWindow(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationWindow(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
  });

  it('always shows the current page, the first and the last', () => {
    for (let pages = 1; pages <= 30; pages += 1) {
      for (let page = 1; page <= pages; page += 1) {
        const slots = paginationWindow(page, pages);
        expect(slots).toContain(page);
        expect(slots[0]).toBe(1);
        expect(slots.at(-1)).toBe(pages);
        const numbers = slots.filter((slot) => slot !== 'gap');
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(new Set(numbers).size).toBe(numbers.length);
      }
    }
  });

  it('clamps nonsense input instead of throwing', () => {
    expect(paginationWindow(0, 0)).toEqual([]);
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(Number.NaN, 2)).toEqual([1, 2]);
  });
});
