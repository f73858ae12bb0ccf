import type { AboutPage, ContentPage, InfoPageDetail, PolicyPage } from '@vitrina/contract';
import { type Locale, localeCodes } from '@vitrina/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  aboutFacts,
  colorSwatches,
  contentPageSections,
  contentPages,
  infoPages,
  policyPages,
} from '../../db/schema';
import { jsonList, tr } from '../../db/translate';
import { trList } from '../editorial/sql';
import { blocksOf } from './plain-text';

// Pages with per-language slugs are found by the slug of ANY language, so a visitor who switched language
// on /montaj still reaches the page; the answer names every language's slug and the storefront redirects.

/** {ro: '...', ru: '...'}: every storefront language present, falling back to Romanian like `tr`. */
const slugsOf = (column: AnyPgColumn): SQL =>
  sql`json_build_object(${sql.join(
    localeCodes.map((code) => sql`${code}::text, ${tr(column, code)}`),
    sql`, `,
  )})`;

/** True when `slug` is the column's slug in some language. */
const hasSlug = (column: AnyPgColumn, slug: string): SQL =>
  sql`exists (select 1 from jsonb_each_text(${column}) s where s.value = ${slug})`;

const sectionsOf = (locale: Locale): SQL =>
  sql`(select ${jsonList(
    sql`json_build_object('title', ${tr(contentPageSections.title, locale)},
      'body', ${trList(contentPageSections.body, locale)})`,
    sql`${contentPageSections.position}, ${contentPageSections.id}`,
  )} from ${contentPageSections} where ${contentPageSections.pageId} = ${contentPages.id})`;

const swatchesOf = (locale: Locale): SQL =>
  sql`(select ${jsonList(
    sql`json_build_object('id', ${colorSwatches.id}, 'group', ${tr(colorSwatches.group, locale)},
      'name', ${tr(colorSwatches.name, locale)}, 'code', ${colorSwatches.code}, 'hex', ${colorSwatches.hex},
      'grain_hex', ${colorSwatches.grainHex})`,
    sql`${colorSwatches.position}, ${colorSwatches.id}`,
  )} from ${colorSwatches} where ${colorSwatches.pageId} = ${contentPages.id})`;

/**
 * A page at /{slug} of one of `kinds`, by its slug in any language; this language's slug wins when two
 * pages share a spelling.
 */
export async function contentPage(
  database: Database,
  locale: Locale,
  kinds: readonly ContentPage['kind'][],
  slug: string,
): Promise<ContentPage | undefined> {
  const [row] = await database.rows<ContentPage>(sql`select
      ${contentPages.id} as id, ${contentPages.kind} as kind, ${tr(contentPages.slug, locale)} as slug,
      ${slugsOf(contentPages.slug)} as slugs, ${tr(contentPages.title, locale)} as title,
      ${tr(contentPages.description, locale)} as description, ${tr(contentPages.intro, locale)} as intro,
      ${sectionsOf(locale)} as sections, ${swatchesOf(locale)} as swatches
    from ${contentPages}
    where ${contentPages.kind} in (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )}) and ${hasSlug(contentPages.slug, slug)}
    order by (${tr(contentPages.slug, locale)} = ${slug}) desc, ${contentPages.id}
    limit 1`);
  return row;
}

/** The about page's texts and facts; undefined when it was never written. */
export async function aboutPage(database: Database, locale: Locale): Promise<AboutPage | undefined> {
  const facts = sql`(select ${jsonList(
    sql`json_build_object('value', ${tr(aboutFacts.value, locale)}, 'label', ${tr(aboutFacts.label, locale)})`,
    sql`${aboutFacts.position}, ${aboutFacts.id}`,
  )} from ${aboutFacts})`;
  const [row] = await database.rows<AboutPage>(sql`select
      ${tr(contentPages.title, locale)} as title, ${tr(contentPages.description, locale)} as description,
      ${tr(contentPages.intro, locale)} as intro, ${sectionsOf(locale)} as sections, ${facts} as facts
    from ${contentPages} where ${contentPages.kind} = 'about'
    order by ${contentPages.id} limit 1`);
  return row;
}

/** An info page (/info/{slug}) by its slug in any language; its plain-text body answered as blocks (pages.ts). */
export async function infoPageDetail(
  database: Database,
  locale: Locale,
  slug: string,
): Promise<InfoPageDetail | undefined> {
  const [row] = await database.rows<Omit<InfoPageDetail, 'body'> & { text: string }>(sql`select
      ${tr(infoPages.title, locale)} as title, ${tr(infoPages.slug, locale)} as slug,
      ${slugsOf(infoPages.slug)} as slugs, ${tr(infoPages.body, locale)} as text
    from ${infoPages} where ${hasSlug(infoPages.slug, slug)}
    order by (${tr(infoPages.slug, locale)} = ${slug}) desc, ${infoPages.position}, ${infoPages.id}
    limit 1`);
  if (!row) return undefined;
  const { text, ...page } = row;
  return { ...page, body: blocksOf(text) };
}

/** The privacy policy as written in `language`, with the list of every language it exists in. */
export async function policyPage(
  database: Database,
  language: PolicyPage['language'],
): Promise<PolicyPage | undefined> {
  const variants = sql`(select ${jsonList(
    sql`json_build_object('language', v.language, 'title', v.title)`,
    sql`v.position, v.language`,
  )} from ${policyPages} v)`;
  const [row] = await database.rows<PolicyPage>(sql`select
      ${policyPages.language} as language, ${policyPages.title} as title,
      to_char(${policyPages.updatedOn}, 'YYYY-MM-DD') as updated, ${policyPages.sections} as sections,
      ${variants} as variants
    from ${policyPages} where ${policyPages.language} = ${language}`);
  return row;
}
