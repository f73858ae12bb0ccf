import type { SearchResultKind } from '@vitrina/contract';
import { type Locale, localeCodes } from '@vitrina/locale';

// What search reads of each table, per language, as SQL expressions over the table's own translated columns.
// Migration 0006_search turns them into generated columns and indexes (`documentStatements`); the trigram
// index is on the very expression the query uses, so the query is answered from it. Change one here and the
// database no longer matches: a new migration must rebuild the column or index.

/**
 * The text search configuration of each storefront language: the `romanian` and `russian` stemmers with
 * `unaccent` in front, so 'fereastra' finds 'fereastră' and 'елка' finds 'ёлка' (migration 0006_search).
 */
export const searchConfig: Record<Locale, string> = { ro: 'vitrina_ro', ru: 'vitrina_ru' };

/** A table search reads, and how its title and its text are found in a language. */
export interface SearchSource {
  kind: SearchResultKind;
  table: string;
  /** The title in `locale` ('' when the language has none). */
  title: (column: (name: string) => string, locale: Locale) => string;
  /** A tsvector of the searchable text other than the title (description, excerpt, body blocks). */
  textVector: (column: (name: string) => string, locale: Locale, config: string) => string;
  /** A condition on the row for it to be found at all (a hidden product is not); every row when absent. */
  shown?: (column: (name: string) => string) => string;
}

/** A translated jsonb column's text in `locale` ('' when it has none). */
export const plain = (column: string, locale: Locale) => `coalesce(${column} ->> '${locale}', '')`;

/** The strings of text blocks ([{type, text} | {type, items}]) in `locale` as one jsonb array. */
export const blockStrings = (column: string, locale: Locale) =>
  `(jsonb_path_query_array(coalesce(${column} -> '${locale}', '[]'), '$[*].text') || jsonb_path_query_array(coalesce(${column} -> '${locale}', '[]'), '$[*].items[*]'))`;

const plainVector = (name: string) => (column: (name: string) => string, locale: Locale, config: string) =>
  `to_tsvector('${config}'::regconfig, ${plain(column(name), locale)})`;

const blocksVector = (lead: string) => (column: (name: string) => string, locale: Locale, config: string) =>
  `to_tsvector('${config}'::regconfig, ${plain(column(lead), locale)}) || to_tsvector('${config}'::regconfig, ${blockStrings(column('body'), locale)})`;

const titleOf = (column: (name: string) => string, locale: Locale) => plain(column('title'), locale);

export const searchSources: readonly SearchSource[] = [
  { kind: 'category', table: 'categories', title: titleOf, textVector: plainVector('description') },
  {
    kind: 'product',
    table: 'products',
    title: titleOf,
    textVector: plainVector('description'),
    shown: (column) => column('visible'),
  },
  { kind: 'promo', table: 'promos', title: titleOf, textVector: blocksVector('description') },
  { kind: 'article', table: 'articles', title: titleOf, textVector: blocksVector('excerpt') },
  { kind: 'info', table: 'info_pages', title: titleOf, textVector: plainVector('body') },
];

/** Columns as the migration names them. */
const bare = (name: string) => `"${name}"`;

/** The title's words as a tsvector in `locale` (weight A of the document). */
const titleVector = (source: SearchSource, column: (name: string) => string, locale: Locale) =>
  `to_tsvector('${searchConfig[locale]}'::regconfig, ${source.title(column, locale)})`;

/** The whole document of a row in `locale`: title words weighted A, the rest B (ranked lower). */
export const documentVector = (source: SearchSource, column: (name: string) => string, locale: Locale) =>
  `setweight(${titleVector(source, column, locale)}, 'A') || setweight(${source.textVector(column, locale, searchConfig[locale])}, 'B')`;

/**
 * The generated column holding the document of `locale`. PostgreSQL computes it on every insert and update
 * from the row's own texts (nothing to keep in sync): the index finds rows by it, and checking and ranking a
 * found row reads it instead of analysing the texts again, which made a broad query over 10,000 products
 * take ten times longer (each row analysed twice, about 50 µs each time).
 */
export const documentColumn = (locale: Locale) => `search_${locale}`;

/** The title without accents, for trigram similarity (typos). `search_unaccent` is unaccent made immutable. */
export const titleForTrigrams = (source: SearchSource, column: (name: string) => string, locale: Locale) =>
  `search_unaccent(${source.title(column, locale)})`;

/** The statements of migration 0006_search that follow from these expressions (a test compares them). */
export function documentStatements(): string[] {
  return searchSources.flatMap((source) =>
    localeCodes.flatMap((locale) => [
      `ALTER TABLE "${source.table}" ADD COLUMN "${documentColumn(locale)}" tsvector GENERATED ALWAYS AS (${documentVector(source, bare, locale)}) STORED;`,
      `CREATE INDEX "${source.table}_${documentColumn(locale)}_idx" ON "${source.table}" USING gin ("${documentColumn(locale)}");`,
      `CREATE INDEX "${source.table}_trigram_${locale}_idx" ON "${source.table}" USING gin (${titleForTrigrams(source, bare, locale)} gin_trgm_ops);`,
    ]),
  );
}
