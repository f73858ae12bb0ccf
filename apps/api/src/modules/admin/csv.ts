import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula ('=', '+', '-', '@', or a tab or carriage return before one)
 * is prefixed with an apostrophe, as OWASP advises for CSV injection: the text shows as typed, nothing runs.
 */
export function neutralized(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * CSV for spreadsheets: a UTF-8 byte order mark (so Excel reads ă, ș and Cyrillic), a header row, CRLF, and
 * every text cell neutralized. Numbers stay numbers.
 */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? neutralized(cell) : cell)));
  return `\uFEFF${stringify([header.map(neutralized), ...cells], { record_delimiter: 'windows' })}`;
}

/** The headers of a CSV download named `name` with today's date. */
export function csvHeaders(name: string): Record<string, string> {
  const day = new Date().toISOString().slice(0, 10);
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${day}.csv"`,
  };
}
