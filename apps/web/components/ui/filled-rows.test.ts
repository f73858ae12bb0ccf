import { describe, expect, it } from 'vitest';
import { filledRows, spanAt, stretchAt } from './filled-rows';

/** The cards of each row, as the tracks they span. */
function layout(count: number, maxColumns: number): number[][] {
  const rows = filledRows(count, maxColumns);
  const lines: number[][] = [];
  let line: number[] = [];
  let used = 0;
  for (let index = 0; index < count; index++) {
    const span = spanAt(rows, index, count);
    line.push(span);
    used += span;
    if (used === rows.tracks) {
      lines.push(line);
      line = [];
      used = 0;
    }
  }
  expect(line, 'no half-filled row').toEqual([]);
  return lines;
}

describe('filledRows', () => {
  it('fills every row for any count and width', () => {
    for (let count = 1; count <= 24; count++)
      for (let max = 1; max <= 6; max++) {
        const lines = layout(count, max);
        expect(lines.flat()).toHaveLength(count);
        for (const line of lines) expect(line.length).toBeLessThanOrEqual(max);
      }
  });

  it('spreads five advantages in four columns as three and two', () => {
    expect(filledRows(5, 4)).toEqual({ tracks: 6, span: 2, lastRowCount: 2, lastRowSpan: 3 });
    expect(layout(5, 4)).toEqual([
      [2, 2, 2],
      [3, 3],
    ]);
  });

  it('puts six cards in two rows of three rather than four and two', () => {
    expect(layout(6, 4)).toEqual([
      [1, 1, 1],
      [1, 1, 1],
    ]);
  });

  it('keeps fewer cards than columns in one row of their own', () => {
    expect(filledRows(3, 4)).toEqual({ tracks: 3, span: 1, lastRowCount: 0, lastRowSpan: 1 });
    expect(filledRows(2, 3)).toEqual({ tracks: 2, span: 1, lastRowCount: 0, lastRowSpan: 1 });
  });

  it('stretches a lone last card over its row', () => {
    expect(layout(3, 2)).toEqual([[1, 1], [2]]);
    expect(layout(7, 4)).toEqual([
      [3, 3, 3, 3],
      [4, 4, 4],
    ]);
  });

  it('copes with no cards and a width under one', () => {
    expect(filledRows(0, 4)).toEqual({ tracks: 1, span: 1, lastRowCount: 0, lastRowSpan: 1 });
    expect(layout(4, 0)).toEqual([[1], [1], [1], [1]]);
  });

  it('measures a card against one of a full row', () => {
    const five = filledRows(5, 4);
    expect([0, 1, 2, 3, 4].map((index) => stretchAt(five, index, 5))).toEqual([1, 1, 1, 1.5, 1.5]);
    const seven = filledRows(7, 4);
    expect(stretchAt(seven, 6, 7)).toBe(1.333);
    expect(stretchAt(filledRows(2, 3), 1, 2)).toBe(1);
  });
});
