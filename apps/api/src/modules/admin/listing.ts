import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { pageNumber } from '../../http/schemas';

// The lists of the back office: ?page= (1-based), ?page_size= and ?ordering= (Django's spelling: 'created_at'
// or '-created_at'), answered as {results, pages, total_count} like the rest of the API (editorial/paging:
// the rows carry their total, `totalRows`, so a page is one round trip; a page past the last is a 404).

export const MAX_PAGE_SIZE = 100;

export const pagingQuery = {
  page: pageNumber,
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
};

/** `?ordering=` over the columns a list allows: their names, each optionally with a leading '-'. */
export function orderingQuery<const Column extends string>(columns: readonly [Column, ...Column[]]) {
  const allowed = columns.flatMap((column) => [column, `-${column}`]) as [string, ...string[]];
  return z.enum(allowed).optional();
}

/** ORDER BY for `ordering` (default `fallback`), the id last so pages never overlap or skip rows. */
export function orderBy(
  ordering: string | undefined,
  fallback: string,
  columns: Record<string, SQL>,
  id: SQL,
): SQL {
  const chosen = ordering ?? fallback;
  const descending = chosen.startsWith('-');
  const column = columns[descending ? chosen.slice(1) : chosen];
  if (!column) throw new Error(`unknown ordering ${chosen}`);
  return descending ? sql`${column} desc, ${id} desc` : sql`${column} asc, ${id} asc`;
}

/** A column of a fixed vocabulary ranked by the vocabulary's own order (a workflow's), not by its codes' spelling. */
export const rankIn = (column: SQL, values: readonly string[]) =>
  sql`array_position(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${column})`;

/** The start of a day in the shop's time zone (Moldova), from 'YYYY-MM-DD'. */
export const shopDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Chisinau')`;
export const dateQuery = z.iso.date();
