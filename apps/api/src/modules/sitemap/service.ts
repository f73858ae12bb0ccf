import type { SitemapEntry, SitemapKind } from '@vitrina/contract';
import { defaultLocale, type Locale, localeCodes, localizedSlugs, policySlugs } from '@vitrina/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  articles,
  branches,
  categories,
  contentPages,
  infoPages,
  policyPages,
  products,
  promos,
} from '../../db/schema';
import { tr } from '../../db/translate';

// Every public page that comes from the database, in one query: one SELECT per kind of page, joined with
// UNION ALL. Paths are built per storefront language here, where the translated slugs are; the storefront
// adds the locale prefix and the origin.

interface Source {
  kind: SitemapKind;
  /** The page's path in `locale`, without the locale prefix. */
  path: (locale: Locale) => SQL;
  from: SQL;
  lastmod?: SQL;
  /** Order inside the kind. */
  order: SQL;
}

const categoryParent = sql.raw('parent');

const storefrontLanguages = sql.join(
  localeCodes.map((locale) => sql`${locale}::text`),
  sql`, `,
);

/** A translated slug column read in `locale` (falling back to Romanian, as pages do). */
const slugIn = (column: AnyPgColumn, locale: Locale) => tr(column, locale);

const sources: Source[] = [
  {
    kind: 'category',
    path: () => sql`'/' || ${categories.slug}`,
    from: sql`from ${categories} where ${categories.parentId} is null`,
    order: sql`${categories.position}, ${categories.id}`,
  },
  {
    kind: 'subcategory',
    path: () => sql`'/' || ${categoryParent}.slug || '/' || ${categories.slug}`,
    from: sql`from ${categories} join ${categories} as ${categoryParent} on ${categoryParent}.id = ${categories.parentId}`,
    order: sql`${categoryParent}.position, ${categories.position}, ${categories.id}`,
  },
  {
    kind: 'product',
    path: () => sql`'/product/' || ${products.slug}`,
    // A hidden product has no page (issue 18).
    from: sql`from ${products} where ${products.visible}`,
    order: sql`${products.position}, ${products.id}`,
  },
  {
    kind: 'article',
    path: () => sql`'/blog/' || ${articles.id}`,
    from: sql`from ${articles}`,
    lastmod: sql`to_char(${articles.publishedOn}, 'YYYY-MM-DD')`,
    order: sql`${articles.publishedOn} desc, ${articles.id}`,
  },
  {
    kind: 'promo',
    path: (locale) => sql`${`/${localizedSlugs.promos[locale]}/`}::text || ${promos.id}`,
    from: sql`from ${promos}`,
    order: sql`${promos.position}, ${promos.id}`,
  },
  {
    // Dealers are listed on /dealers; only the company's own branches have a page.
    kind: 'branch',
    path: (locale) => sql`${`/${localizedSlugs.contacts[locale]}/`}::text || ${branches.slug}`,
    from: sql`from ${branches} where ${branches.kind} <> 'dealer'`,
    order: sql`${branches.position}, ${branches.id}`,
  },
  {
    // An info page that is the privacy policy sends visitors to the policy's own address (listed below).
    kind: 'info',
    path: (locale) => sql`'/info/' || ${slugIn(infoPages.slug, locale)}`,
    from: sql`from ${infoPages} where not exists (select 1 from jsonb_each_text(${infoPages.slug}) as slug
      where slug.value in (${sql.join(
        Object.values(policySlugs).map((slug) => sql`${slug}`),
        sql`, `,
      )}))`,
    order: sql`${infoPages.position}, ${infoPages.id}`,
  },
  {
    // Footer, dynamic and colour pages at /{slug}; the about page's texts live at the fixed /about route.
    kind: 'content',
    path: (locale) => sql`'/' || ${slugIn(contentPages.slug, locale)}`,
    from: sql`from ${contentPages} where ${contentPages.kind} <> 'about'`,
    order: sql`${contentPages.id}`,
  },
  {
    // The policy written in a storefront language is that language's policy page, at its own slug only (the
    // other language's slug is a 404, docs/product.md §2): one entry for the storefront languages, read from
    // the default language's row, like a page with localized slugs. The other variants (en, fr, it) are
    // served at their slug under every storefront locale.
    kind: 'policy',
    path: (locale) =>
      sql`'/' || case when ${policyPages.language} in (${storefrontLanguages}) then ${policySlugs[locale]}::text
        else case ${policyPages.language} ${sql.join(
          Object.entries(policySlugs).map(
            ([language, slug]) => sql`when ${language}::text then ${slug}::text`,
          ),
          sql` `,
        )} end end`,
    from: sql`from ${policyPages} where ${policyPages.language} = ${defaultLocale}::text
      or ${policyPages.language} not in (${storefrontLanguages})`,
    order: sql`${policyPages.position}`,
  },
];

function select(source: Source, position: number): SQL {
  const paths = sql.join(
    localeCodes.map((locale) => sql`${locale}::text, ${source.path(locale)}`),
    sql`, `,
  );
  return sql`(select ${source.kind}::text as kind, json_build_object(${paths}) as paths,
    ${source.lastmod ?? sql`null`}::text as lastmod, ${position}::int as kind_order,
    row_number() over (order by ${source.order}) as position ${source.from})`;
}

/** The pages of `kind` (every kind when undefined), ordered by kind, then as their listings order them. */
export async function sitemapEntries(database: Database, kind?: SitemapKind): Promise<SitemapEntry[]> {
  const chosen = sources.flatMap((source, position) =>
    kind === undefined || source.kind === kind ? [select(source, position)] : [],
  );
  return database.rows<SitemapEntry>(sql`select kind, paths, lastmod from (${sql.join(chosen, sql` union all `)}) pages
    order by kind_order, position`);
}
