import {
  ARTICLE_QUERY,
  type Article,
  type ArticlePage,
  type ArticleSummary,
  type ArticleTab,
  type Promo,
  type PromoSummary,
  type Vacancy,
  WORK_STEPS_PAGE_SIZE,
  WORKS_PAGE_SIZE,
  type WorkPage,
  type WorkStepPage,
  type WorksContent,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { articles, articleTabs, promos, vacancies, workSteps, works, worksContent } from '../../db/schema';
import { tr } from '../../db/translate';
import { listPage, pagedResult, pageSlice } from './paging';
import { blocksText, containsPattern, imageJson, isoDate, totalRows, trList } from './sql';

// Each function answers one endpoint with one query; texts are picked in the request's locale by SQL.

/** How many other articles of the same tab an article page suggests. */
const RELATED_COUNT = 3;

/** The columns a card needs, of `articles` or of an alias of it. */
type ArticleColumns = Record<
  'id' | 'title' | 'excerpt' | 'publishedOn' | 'imageFile' | 'imageAlt' | 'imageWidth' | 'imageHeight',
  AnyPgColumn
>;
type TabColumns = Record<'id' | 'title', AnyPgColumn>;

/** The card fields of an article (of `table`, joined to its tab `tab`) as one JSON object. */
function articleSummaryJson(table: ArticleColumns, tab: TabColumns, locale: Locale): SQL {
  return sql`json_build_object('id', ${table.id}, 'title', ${tr(table.title, locale)},
    'excerpt', ${tr(table.excerpt, locale)}, 'image', ${imageJson(table, locale)},
    'tab', json_build_object('id', ${tab.id}, 'title', ${tr(tab.title, locale)}),
    'published', ${isoDate(table.publishedOn)})`;
}

export async function articleTabList(database: Database, locale: Locale): Promise<ArticleTab[]> {
  return database.db
    .select({ id: articleTabs.id, title: tr(articleTabs.title, locale) })
    .from(articleTabs)
    .orderBy(asc(articleTabs.position), asc(articleTabs.id));
}

export interface ArticleQuery {
  page: number;
  /** A tab id; 0 = every tab. */
  parent_category: number;
  /** Already trimmed; '' or undefined = no search. */
  search?: string | undefined;
}

/** Newest first; undefined when `page` is past the last page. */
export async function articlePage(
  database: Database,
  locale: Locale,
  query: ArticleQuery,
): Promise<ArticlePage | undefined> {
  const conditions: SQL[] = [];
  if (query.parent_category !== 0) conditions.push(eq(articles.tabId, query.parent_category));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(sql`(${tr(articles.title, locale)} ilike ${pattern}
      or ${tr(articles.excerpt, locale)} ilike ${pattern}
      or ${blocksText(articles.body, locale)} ilike ${pattern})`);
  }
  const { limit, offset } = pageSlice(query.page, ARTICLE_QUERY.pageSize);
  const rows = await database.db
    .select({
      item: sql<ArticleSummary>`${articleSummaryJson(articles, articleTabs, locale)}`,
      total: totalRows,
    })
    .from(articles)
    .innerJoin(articleTabs, eq(articleTabs.id, articles.tabId))
    .where(and(...conditions))
    .orderBy(desc(articles.publishedOn), desc(articles.id))
    .limit(limit)
    .offset(offset);
  return pagedResult(rows, query.page, ARTICLE_QUERY.pageSize, (row) => row.item);
}

/** The article with its body and the newest other articles of its tab. */
export async function articleDetail(
  database: Database,
  locale: Locale,
  id: number,
): Promise<Article | undefined> {
  // Aliases render as their name only inside sql``: the FROM clause names the tables they stand for.
  const other = alias(articles, 'related');
  const otherTab = alias(articleTabs, 'related_tab');
  const related = sql<ArticleSummary[]>`(select coalesce(json_agg(picked.item order by picked.n), '[]'::json)
    from (select ${articleSummaryJson(other, otherTab, locale)} as item,
            row_number() over (order by ${other.publishedOn} desc, ${other.id} desc) as n
          from ${articles} ${sql.identifier('related')}
            join ${articleTabs} ${sql.identifier('related_tab')} on ${otherTab.id} = ${other.tabId}
          where ${other.tabId} = ${articles.tabId} and ${ne(other.id, articles.id)}
          order by n limit ${RELATED_COUNT}) as picked)`;
  const [row] = await database.db
    .select({
      summary: sql<ArticleSummary>`${articleSummaryJson(articles, articleTabs, locale)}`,
      body: sql<Article['body']>`${trList(articles.body, locale)}`,
      related,
    })
    .from(articles)
    .innerJoin(articleTabs, eq(articleTabs.id, articles.tabId))
    .where(eq(articles.id, id));
  return row && { ...row.summary, body: row.body, related: row.related };
}

const promoFields = (locale: Locale) => ({
  id: promos.id,
  title: tr(promos.title, locale),
  description: tr(promos.description, locale),
  image: sql<PromoSummary['image']>`${imageJson(promos, locale)}`,
  discount_label: tr(promos.discountLabel, locale),
  valid_until: sql<string | null>`${isoDate(promos.validUntil)}`,
});

export async function promoList(database: Database, locale: Locale): Promise<PromoSummary[]> {
  return database.db.select(promoFields(locale)).from(promos).orderBy(asc(promos.position), asc(promos.id));
}

export async function promoDetail(
  database: Database,
  locale: Locale,
  id: number,
): Promise<Promo | undefined> {
  const [row] = await database.db
    .select({ ...promoFields(locale), body: sql<Promo['body']>`${trList(promos.body, locale)}` })
    .from(promos)
    .where(eq(promos.id, id));
  return row;
}

export async function vacancyList(database: Database, locale: Locale): Promise<Vacancy[]> {
  return database.db
    .select({
      id: vacancies.id,
      title: tr(vacancies.title, locale),
      city: tr(vacancies.city, locale),
      schedule: tr(vacancies.schedule, locale),
      salary: tr(vacancies.salary, locale),
      description: tr(vacancies.description, locale),
      duties: sql<string[]>`${trList(vacancies.duties, locale)}`,
      requirements: sql<string[]>`${trList(vacancies.requirements, locale)}`,
    })
    .from(vacancies)
    .orderBy(asc(vacancies.position), asc(vacancies.id));
}

/** Portfolio, newest project first; undefined when `page` is past the last page. */
export async function workPage(
  database: Database,
  locale: Locale,
  page: number,
): Promise<WorkPage | undefined> {
  return listPage(page, WORKS_PAGE_SIZE, ({ limit, offset }) =>
    database.db
      .select({
        id: works.id,
        title: tr(works.title, locale),
        description: tr(works.description, locale),
        image: sql<WorkPage['results'][number]['image']>`${imageJson(works, locale)}`,
        city: tr(works.city, locale),
        product: tr(works.product, locale),
        year: works.year,
        total: totalRows,
      })
      .from(works)
      .orderBy(asc(works.position), asc(works.id))
      .limit(limit)
      .offset(offset),
  );
}

export async function workStepPage(
  database: Database,
  locale: Locale,
  page: number,
): Promise<WorkStepPage | undefined> {
  return listPage(page, WORK_STEPS_PAGE_SIZE, ({ limit, offset }) =>
    database.db
      .select({
        id: workSteps.id,
        step: workSteps.step,
        title: tr(workSteps.title, locale),
        description: tr(workSteps.description, locale),
        total: totalRows,
      })
      .from(workSteps)
      .orderBy(asc(workSteps.step))
      .limit(limit)
      .offset(offset),
  );
}

/** The works page's heading and intro; empty texts when none was written. */
export async function worksPageContent(database: Database, locale: Locale): Promise<WorksContent> {
  const [row] = await database.db
    .select({ title: tr(worksContent.title, locale), text: tr(worksContent.text, locale) })
    .from(worksContent)
    .orderBy(asc(worksContent.id))
    .limit(1);
  return row ?? { title: '', text: '' };
}
