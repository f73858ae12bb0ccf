// A grid of cards whose every row is full (issue 20: five advantages in four columns left three holes).
// The cards are spread over as few rows as the widest allowed row needs, as evenly as they go; when the
// last row still holds fewer cards, the grid gets more tracks (the least common multiple of both row
// lengths) so that the last row's cards span wider and end at the same edge as the rows above.

/** How `count` cards fill rows of at most `maxColumns`. */
export interface FilledRows {
  /** The grid's tracks. */
  tracks: number;
  /** Tracks spanned by a card of a full row. */
  span: number;
  /** Cards in the last row when it is shorter than the others; 0 when every row is full. */
  lastRowCount: number;
  /** Tracks spanned by a card of that shorter last row. */
  lastRowSpan: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export function filledRows(count: number, maxColumns: number): FilledRows {
  const widest = Math.max(1, Math.floor(maxColumns));
  if (count <= widest) return { tracks: Math.max(1, count), span: 1, lastRowCount: 0, lastRowSpan: 1 };
  const rows = Math.ceil(count / widest);
  const columns = Math.ceil(count / rows);
  const lastRowCount = count - (rows - 1) * columns;
  if (lastRowCount === columns) return { tracks: columns, span: 1, lastRowCount: 0, lastRowSpan: 1 };
  const tracks = (columns * lastRowCount) / gcd(columns, lastRowCount);
  return { tracks, span: tracks / columns, lastRowCount, lastRowSpan: tracks / lastRowCount };
}

/** Tracks spanned by the card at `index` (0-based) of `count`. */
export function spanAt(rows: FilledRows, index: number, count: number): number {
  return index >= count - rows.lastRowCount ? rows.lastRowSpan : rows.span;
}

/** How many times wider than a card of a full row the card at `index` is: 1, or more in a shorter last row. */
export function stretchAt(rows: FilledRows, index: number, count: number): number {
  return Math.round((spanAt(rows, index, count) / rows.span) * 1000) / 1000;
}
