import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A column named with its table. Drizzle writes the columns of a one-table select unqualified, and inside a
 * subquery an unqualified "id" would be the subquery's own table's: the outer row must be named in full.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** json from a raw select: node-postgres and PGlite parse it, but a driver answering text is read too. */
export function parsedJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * A row's version for a table without a version column: its transaction id, which every update moves
 * (docs/adr/0028). Read as a number, as a version column would be.
 */
export const xminVersion = (table: PgTable): SQL<number> => sql<number>`(${table}.xmin::text)::float8`;
