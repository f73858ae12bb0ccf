/** A page of a list as docs/product.md §7 answers it. */
export interface Paged<Item> {
  results: Item[];
  pages: number;
  total_count: number;
}

/** LIMIT and OFFSET of 1-based page `page`. */
export const pageSlice = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

/**
 * Builds the answer from the rows of one page, each carrying the total before paging (`count(*) over ()`).
 * No rows on a page after the first means the page is past the end: undefined, for a 404 as DRF answers.
 * Page 1 of an empty list is an empty answer with 0 pages.
 */
export function pagedResult<Row extends { total: number }, Item>(
  rows: readonly Row[],
  page: number,
  size: number,
  toItem: (row: Row) => Item,
): Paged<Item> | undefined {
  if (rows.length === 0) return page === 1 ? { results: [], pages: 0, total_count: 0 } : undefined;
  const total = rows[0]?.total ?? 0;
  return { results: rows.map(toItem), pages: Math.ceil(total / size), total_count: total };
}

/**
 * One page of a plain list: `select` reads the rows of the page's LIMIT and OFFSET, with `totalRows` as
 * `total`; the items are the rows without it.
 */
export async function listPage<Row extends { total: number }>(
  page: number,
  size: number,
  select: (slice: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<Paged<Omit<Row, 'total'>> | undefined> {
  const rows = await select(pageSlice(page, size));
  return pagedResult(rows, page, size, ({ total: _total, ...item }) => item);
}
