import { defaultLocale, type Locale } from '@vitrina/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A translated jsonb column (or jsonb expression, such as an array element's `item -> 'name'`) read in
 * `locale`, falling back to the default language, then to ''.
 */
export function tr(column: AnyPgColumn | SQL, locale: Locale): SQL<string> {
  return sql<string>`coalesce(${column} ->> ${locale}::text, ${column} ->> ${defaultLocale}::text, '')`;
}

/** Like `tr`, but SQL null stays null (optional texts such as a banner link). */
export function trOrNull(column: AnyPgColumn, locale: Locale): SQL<string | null> {
  return sql<string | null>`case when ${column} is null then null else ${tr(column, locale)} end`;
}

/** `json_agg` that answers [] instead of null for no rows. */
export function jsonList(expression: SQL, orderBy: SQL): SQL {
  return sql`coalesce(json_agg(${expression} order by ${orderBy}), '[]'::json)`;
}
