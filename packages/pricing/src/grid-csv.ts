// A price grid as CSV (issue 18: a manufacturer's price lists live in spreadsheets). One option's table: the
// first row holds the widths, the first column the heights, each cell a price in euros with up to two decimals.
// Reading accepts what spreadsheets write: ',' or ';' between cells, a decimal comma, quoted cells, a byte order
// mark, CRLF, and trailing empty cells or lines.

/** One option's width × height table; prices in cents (rows are heights, columns widths, both ascending). */
export interface GridTable {
  widths: number[];
  heights: number[];
  prices: number[][];
}

/** What is wrong with a cell: row and column count from 1 as a spreadsheet shows them. */
export type GridCsvProblem = {
  row: number;
  column: number;
  code: 'empty' | 'size' | 'not_ascending' | 'price' | 'missing' | 'extra';
};

export type GridCsvResult = { ok: true; table: GridTable } | { ok: false; problems: GridCsvProblem[] };

/** The largest size (mm) and price (cents) a cell may hold: the definition schema's bounds. */
const MAX_SIZE = 100_000;
const MAX_CENTS = 10_000_000;

const euros = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The CSV of a table, CRLF between lines as RFC 4180 says; prices as euros with two decimals. */
export function gridToCsv(table: GridTable): string {
  const lines = [
    ['mm', ...table.widths.map(String)],
    ...table.heights.map((height, r) => [String(height), ...(table.prices[r] ?? []).map(euros)]),
  ];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** The table in a CSV text, or every problem found, each with its row and column. */
export function gridFromCsv(text: string): GridCsvResult {
  const records = trimmed(parseRecords(text.replace(/^\uFEFF/, '')));
  const problems: GridCsvProblem[] = [];
  const [header, ...rows] = records;
  if (!header || header.length < 2 || rows.length === 0) {
    return { ok: false, problems: [{ row: 1, column: 1, code: 'empty' }] };
  }
  const widths = header.slice(1).map((cell, index) => size(cell, 1, index + 2, problems));
  ascending(widths, (index) => ({ row: 1, column: index + 2 }), problems);
  const heights = rows.map((record, r) => size(record[0] ?? '', r + 2, 1, problems));
  ascending(heights, (index) => ({ row: index + 2, column: 1 }), problems);
  const prices = rows.map((record, r) => {
    const cells = record.slice(1);
    if (cells.length > widths.length) problems.push({ row: r + 2, column: widths.length + 2, code: 'extra' });
    return widths.map((_, c) => {
      const cell = cells[c];
      if (cell === undefined || cell.trim() === '') {
        problems.push({ row: r + 2, column: c + 2, code: 'missing' });
        return 0;
      }
      return price(cell, r + 2, c + 2, problems);
    });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, table: { widths, heights, prices } };
}

function size(cell: string, row: number, column: number, problems: GridCsvProblem[]): number {
  const value = cell.trim();
  const mm = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  if (!(mm >= 1 && mm <= MAX_SIZE)) {
    problems.push({ row, column, code: 'size' });
    return 0;
  }
  return mm;
}

function price(cell: string, row: number, column: number, problems: GridCsvProblem[]): number {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(cell.trim().replace(/[\s\u00a0]/g, ''));
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
  if (!(cents >= 0 && cents <= MAX_CENTS)) {
    problems.push({ row, column, code: 'price' });
    return 0;
  }
  return cents;
}

function ascending(
  steps: number[],
  at: (index: number) => { row: number; column: number },
  problems: GridCsvProblem[],
): void {
  steps.forEach((step, index) => {
    const previous = steps[index - 1];
    if (index > 0 && step > 0 && previous !== undefined && previous > 0 && step <= previous)
      problems.push({ ...at(index), code: 'not_ascending' });
  });
}

/** Trailing empty cells and lines dropped: spreadsheets pad what they export. */
function trimmed(records: string[][]): string[][] {
  const rows = records.map((record) => {
    const cells = [...record];
    while (cells.length > 0 && (cells[cells.length - 1] ?? '').trim() === '') cells.pop();
    return cells;
  });
  while (rows.length > 0 && (rows[rows.length - 1] ?? []).length === 0) rows.pop();
  return rows;
}

/** RFC 4180 records; the delimiter is ';' when the first line has more of them than commas (a ro/ru Excel). */
function parseRecords(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i];
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === delimiter) {
      record.push(cell);
      cell = '';
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && text[i + 1] === '\n') i += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

const count = (text: string, character: string) => text.split(character).length - 1;
