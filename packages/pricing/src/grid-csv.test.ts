import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GridTable, gridFromCsv, gridToCsv } from './grid-csv';

/** Strictly ascending sizes in mm, as a definition's grid has them. */
const steps = fc
  .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 12 })
  .map((values) => [...values].sort((a, b) => a - b));

const tables: fc.Arbitrary<GridTable> = fc.tuple(steps, steps).chain(([widths, heights]) =>
  fc
    .array(
      fc.array(fc.integer({ min: 0, max: 10_000_000 }), {
        minLength: widths.length,
        maxLength: widths.length,
      }),
      {
        minLength: heights.length,
        maxLength: heights.length,
      },
    )
    .map((prices) => ({ widths, heights, prices })),
);

describe('a price grid as CSV', () => {
  it('reads back every table it writes, cent for cent', () => {
    fc.assert(
      fc.property(tables, (table) => {
        expect(gridFromCsv(gridToCsv(table))).toEqual({ ok: true, table });
      }),
    );
  });

  it('reads what a Romanian or Russian spreadsheet writes: semicolons, decimal commas, a BOM, padding', () => {
    fc.assert(
      fc.property(tables, (table) => {
        const csv = gridToCsv(table)
          .replaceAll(',', ';')
          .replace(/(\d)\.(\d\d)/g, '$1,$2');
        const padded = `\uFEFF${csv.replaceAll('\r\n', ';;\r\n')}\r\n;;;\r\n`;
        expect(gridFromCsv(padded)).toEqual({ ok: true, table });
      }),
    );
  });

  it('names the row and column of each bad cell, as a spreadsheet counts them', () => {
    const csv = ['mm,600,500,x', '600,10.00,abc,12', '500,-1,13.999', '700,1,2,3,4'].join('\n');
    const result = gridFromCsv(csv);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      { row: 1, column: 4, code: 'size' },
      { row: 1, column: 3, code: 'not_ascending' },
      { row: 3, column: 1, code: 'not_ascending' },
      { row: 2, column: 3, code: 'price' },
      { row: 3, column: 2, code: 'price' },
      { row: 3, column: 3, code: 'price' },
      { row: 3, column: 4, code: 'missing' },
      { row: 4, column: 5, code: 'extra' },
    ]);
  });

  it('refuses an empty file', () => {
    expect(gridFromCsv('')).toEqual({ ok: false, problems: [{ row: 1, column: 1, code: 'empty' }] });
    expect(gridFromCsv('mm,600\r\n')).toEqual({
      ok: false,
      problems: [{ row: 1, column: 1, code: 'empty' }],
    });
  });
});
