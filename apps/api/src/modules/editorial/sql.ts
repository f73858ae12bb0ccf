import { defaultLocale, type Locale } from '@vitrina/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tr } from '../../db/translate';

// SQL pieces the editorial queries share: translated jsonb that is not plain text, images, dates, paging.

/** A jsonb column of per-language lists (text blocks, duties) in `locale`, falling back to the default, then []. */
export function trList(column: AnyPgColumn, locale: Locale): SQL {
  return sql`coalesce(${column} -> ${locale}::text, ${column} -> ${defaultLocale}::text, '[]'::jsonb)`;
}

interface IllustrationColumns {
  imageFile: AnyPgColumn;
  imageAlt: AnyPgColumn;
  imageWidth: AnyPgColumn;
  imageHeight: AnyPgColumn;
}

/** The contract's sizedImage of a table with the illustration columns. */
export function imageJson(table: IllustrationColumns, locale: Locale): SQL {
  return sql`json_build_object('file', ${table.imageFile}, 'alt', ${tr(table.imageAlt, locale)},
    'width', ${table.imageWidth}, 'height', ${table.imageHeight})`;
}

/** A date column as 'YYYY-MM-DD' text, whatever the driver would make of a date. */
export function isoDate(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column}, 'YYYY-MM-DD')`;
}

/** Rows before the window is cut, for `total_count` in the same query (bigint → int for both drivers). */
export const totalRows = sql<number>`(count(*) over ())::int`;

/**
 * The text of the blocks in `locale` (paragraphs, headings and list items), for a substring search: the
 * block structure itself ('type', 'paragraph') must not match.
 */
export function blocksText(column: AnyPgColumn, locale: Locale): SQL<string> {
  const blocks = trList(column, locale);
  return sql<string>`(jsonb_path_query_array(${blocks}, '$[*].text')::text
    || ' ' || jsonb_path_query_array(${blocks}, '$[*].items[*]')::text)`;
}

/** `%text%` for ILIKE with the pattern characters of `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
