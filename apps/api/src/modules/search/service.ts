import { SEARCH_PAGE_SIZE, type SearchPage, type SearchResultKind } from '@vitrina/contract';
import { type Locale, localizedSlugs } from '@vitrina/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pagedResult, pageSlice } from '../editorial/paging';
import {
  blockStrings,
  documentColumn,
  plain,
  type SearchSource,
  searchConfig,
  searchSources,
  titleForTrigrams,
} from './documents';
import { MATCH_END, MATCH_START, markedParts, markSimilarWords, queryWords } from './highlight';

// GET /search/: one query over every source (UNION ALL of indexed look-ups), ranked, cut to a page
// with the total counted before the cut, and the page's titles and snippets highlighted by ts_headline.

/**
 * What the visitor typed as a tsquery of `config`: every word stemmed; the last one, maybe still being typed,
 * may also be the start of a word ('fere' finds 'ferestre'): as typed, without accents, a prefix of the
 * words' stems. (A prefix of its own stem would be too loose: 'reducere' → 'reduc' would find 'reductor'.)
 * Only letters and digits reach to_tsquery's syntax.
 */
function typedQuery(words: readonly string[], config: string): SQL {
  const regconfig = sql.raw(`'${config}'::regconfig`);
  const last = words.at(-1) ?? '';
  // 'word':* with quotes and backslashes doubled (unaccent turns a few letters into an apostrophe).
  const quoted = sql`chr(39) || replace(replace(search_unaccent(${last}), chr(92), chr(92) || chr(92)),
    chr(39), chr(39) || chr(39)) || chr(39) || ':*'`;
  return sql`(plainto_tsquery(${regconfig}, ${words.slice(0, -1).join(' ')})
    && (plainto_tsquery(${regconfig}, ${last})
      || coalesce(to_tsquery('simple', nullif(${quoted}, $$'':*$$)), ''::tsquery)))`;
}

/** A source's table under its own name, so its columns read as in the index expressions. */
const qualified = (source: SearchSource) => (name: string) => `"${source.table}"."${name}"`;

/** The source's condition for a row to be found (a hidden product is not). */
const shown = (source: SearchSource): SQL => sql.raw(source.shown?.(qualified(source)) ?? 'true');

/**
 * The rows of one source that have the words (the GIN index), with what ranks them: first the rows whose
 * title has them (the document's A-weighted part), then those whose other text has them; inside each, by
 * ts_rank (title words count more).
 */
function wordMatches(source: SearchSource, order: number, locale: Locale, query: SQL): SQL {
  const column = qualified(source);
  const document = sql.raw(column(documentColumn(locale)));
  return sql`select ${source.kind}::text as kind, ${order}::int as kind_order, ${sql.raw(column('id'))} as id,
      case when ts_filter(${document}, '{a}') @@ ${query} then 2 else 1 end as rank_tier,
      ts_rank(${document}, ${query}) as score
    from ${sql.raw(`"${source.table}"`)} where ${document} @@ ${query} and ${shown(source)}`;
}

/**
 * The rows of one source whose title is alike to what was typed (the trigram index): a typo, or a form the
 * stemmer does not join ('ferestre' / 'fereastră'). Looked for only when fewer than a page of rows have the
 * words, so a broad query does not pay for thousands of similarity checks; listed after those rows.
 */
function alikeTitles(source: SearchSource, order: number, locale: Locale, search: string): SQL {
  const column = qualified(source);
  const title = sql.raw(titleForTrigrams(source, column, locale));
  const typed = sql`search_unaccent(${search})`;
  return sql`select ${source.kind}::text as kind, ${order}::int as kind_order, ${sql.raw(column('id'))} as id,
      0 as rank_tier, strict_word_similarity(${typed}, ${title}) as score
    from ${sql.raw(`"${source.table}"`)}
    where (select count(*) from words) < ${SEARCH_PAGE_SIZE} and ${typed} <<% ${title}
      and ${sql.raw(column('id'))} not in (select id from words where kind = ${source.kind})
      and ${shown(source)}`;
}

/** Plain text of the text blocks of `column` in `locale`, for a snippet. */
const blocksText = (column: string, locale: Locale) =>
  `coalesce((select string_agg(value, ' ') from jsonb_array_elements_text(${blockStrings(column, locale)})), '')`;

/** Per kind: the row's title, the text its snippet is cut from, its storefront path and its picture. */
function details(
  locale: Locale,
): Record<SearchResultKind, { title: string; text: string; link: string; image: string }> {
  return {
    product: {
      title: plain('p.title', locale),
      text: plain('p.description', locale),
      link: `'/product/' || p.slug`,
      image: 'p.image',
    },
    category: {
      title: plain('c.title', locale),
      text: plain('c.description', locale),
      // As the menu links them: /{parent}/{category}, a top-level one at /{category}, deeper ones by slug.
      link: `case when c.parent_id is null then '/' || c.slug
        when parent.parent_id is null then '/' || parent.slug || '/' || c.slug
        else '/category/' || c.slug end`,
      image: 'c.image',
    },
    promo: {
      title: plain('pr.title', locale),
      text: `${plain('pr.description', locale)} || ' ' || ${blocksText('pr.body', locale)}`,
      link: `'/${localizedSlugs.promos[locale]}/' || pr.id`,
      image: 'pr.image_file',
    },
    article: {
      title: plain('a.title', locale),
      text: `${plain('a.excerpt', locale)} || ' ' || ${blocksText('a.body', locale)}`,
      link: `'/blog/' || a.id`,
      image: 'a.image_file',
    },
    info: {
      title: plain('i.title', locale),
      text: plain('i.body', locale),
      link: `'/info/' || coalesce(nullif(i.slug ->> '${locale}', ''), i.slug ->> 'ro')`,
      image: 'null::text',
    },
  };
}

const byKind = (locale: Locale, field: 'title' | 'text' | 'link' | 'image') =>
  sql.raw(
    `case page.kind ${Object.entries(details(locale))
      .map(([kind, columns]) => `when '${kind}' then ${columns[field]}`)
      .join(' ')} end`,
  );

/** Markers of matched words in ts_headline's answer; removed from the texts first so only ours remain. */
const headline = (config: string, field: SQL, query: SQL, options: string) =>
  sql`ts_headline(${sql.raw(`'${config}'::regconfig`)}, translate(${field}, ${MATCH_START + MATCH_END}, ''), ${query}, ${options})`;

const titleOptions = `HighlightAll=true, StartSel=${MATCH_START}, StopSel=${MATCH_END}`;
const snippetOptions = `MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … ", StartSel=${MATCH_START}, StopSel=${MATCH_END}`;

interface Row {
  kind: SearchResultKind;
  id: number;
  title: string;
  marked_title: string;
  marked_snippet: string;
  link: string;
  image: string | null;
  total: number;
}

/** The one statement of a page: the matches ranked and counted, the page's rows with their highlights. */
export function searchQuery(locale: Locale, search: string, words: readonly string[], page: number): SQL {
  const config = searchConfig[locale];
  const query = typedQuery(words, config);
  const { limit, offset } = pageSlice(page, SEARCH_PAGE_SIZE);
  const union = (parts: SQL[]) => sql.join(parts, sql` union all `);
  const matched = union(searchSources.map((source, order) => wordMatches(source, order, locale, query)));
  const alike = union(searchSources.map((source, order) => alikeTitles(source, order, locale, search)));
  return sql`with words as (${matched}),
    page as (
      select kind, kind_order, id, rank_tier, score, (count(*) over ())::int as total
      from (select * from words union all ${alike}) hits
      order by rank_tier desc, score desc, kind_order, id limit ${limit} offset ${offset})
    select page.kind, page.id, page.total, ${byKind(locale, 'title')} as title,
      ${headline(config, byKind(locale, 'title'), query, titleOptions)} as marked_title,
      ${headline(config, byKind(locale, 'text'), query, snippetOptions)} as marked_snippet,
      ${byKind(locale, 'link')} as link, ${byKind(locale, 'image')} as image
    from page
      left join products p on page.kind = 'product' and p.id = page.id
      left join categories c on page.kind = 'category' and c.id = page.id
      left join categories parent on parent.id = c.parent_id
      left join promos pr on page.kind = 'promo' and pr.id = page.id
      left join articles a on page.kind = 'article' and a.id = page.id
      left join info_pages i on page.kind = 'info' and i.id = page.id
    order by page.rank_tier desc, page.score desc, page.kind_order, page.id`;
}

/** Page `page` of what matches `search` in `locale`; undefined past the last page (404, like other lists). */
export async function searchPage(
  database: Database,
  locale: Locale,
  search: string,
  page: number,
): Promise<SearchPage | undefined> {
  const words = queryWords(search);
  if (words.length === 0) return page === 1 ? { results: [], pages: 0, total_count: 0 } : undefined;
  const rows = await database.rows<Row>(searchQuery(locale, search, words, page));
  return pagedResult(rows, page, SEARCH_PAGE_SIZE, (row) => {
    const titleParts = markedParts(row.marked_title);
    return {
      kind: row.kind,
      id: row.id,
      title: row.title,
      // A title found by similarity (a typo) has no exact word for ts_headline to mark: the close ones are.
      title_parts: titleParts.some((part) => part.match) ? titleParts : markSimilarWords(row.title, words),
      snippet: markedParts(row.marked_snippet),
      link: row.link,
      image: row.image,
    };
  });
}
