import { contentLocales, type FieldErrors } from '@vitrina/contract';
import { format } from '@vitrina/locale';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { categories } from '../../db/schema';
import { addFieldError } from '../../http/field-errors';
import { isSlug } from '../../http/schemas';
import { isStorefrontRoute } from './catalog-slugs';
import type { ContentMessages } from './content-messages';
import type { InBoth } from './content-values';

// Info pages (/info/{slug}) and the pages at /{slug} have a slug in each language, and are found by their slug
// in ANY language (modules/content/service.ts: a visitor who switched language still lands on the page). So a
// slug names one page in both languages: it may be a page's own in both, never another page's in either.
// A page at /{slug} shares the first segment with the storefront's fixed routes, the localized slugs of both
// languages, the policy slugs (isStorefrontRoute) and the top-level categories, which win over it
// (docs/product.md §2): none of those is free for it.

/**
 * The first key of the lock that lets one write at a time take slugs of a page table: there is no unique index
 * on a slug inside a translation, so two saves could otherwise both see a slug free. The second key names the
 * table. Nothing else uses this class (the order placing lock is 130_013).
 */
const slugLockClass = 130_018;
export const slugLocks = { infoPages: 1, contentPages: 2 } as const;

/** Waits for the table's slug lock, held to the end of the transaction (on PGlite it is always free). */
export async function lockSlugs(tx: Tx, table: (typeof slugLocks)[keyof typeof slugLocks]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${slugLockClass}::int, ${table}::int)`);
}

/** Why a slug's value cannot be a page's whatever the other rows hold: its form, or an address already answered. */
function formError(value: string, texts: ContentMessages, atRoot: boolean): string | undefined {
  if (!isSlug(value)) return texts.slugFormat;
  if (atRoot && isStorefrontRoute(value)) return format(texts.slugReserved, { slug: value });
  return undefined;
}

/** `slug.ro`, `slug.ru`: a slug's form, and at the storefront's root, the addresses it already answers. */
export function slugFormErrors(slug: InBoth<string>, texts: ContentMessages, atRoot: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const locale of contentLocales) {
    // A blank one is named by missingTranslations.
    const error = slug[locale] === '' ? undefined : formError(slug[locale], texts, atRoot);
    if (error) addFieldError(errors, `slug.${locale}`, error);
  }
  return errors;
}

/**
 * The slug with only the values worth looking up among the other rows (blank for the rest): a value refused by
 * its form already has its error, which a lookup would only repeat in other words.
 */
export function wellFormed(slug: InBoth<string>, texts: ContentMessages, atRoot: boolean): InBoth<string> {
  const kept = (value: string) => (value !== '' && !formError(value, texts, atRoot) ? value : '');
  return { ro: kept(slug.ro), ru: kept(slug.ru) };
}

/** The slug's languages whose value `taken` holds, each named with `message`. */
function named(slug: InBoth<string>, taken: ReadonlySet<string>, message: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const locale of contentLocales)
    if (taken.has(slug[locale]))
      addFieldError(errors, `slug.${locale}`, format(message, { slug: slug[locale] }));
  return errors;
}

/** `slug.{locale}` for each of the slug's values that another row of `table` has in any language. */
export async function slugsOfOthers(
  tx: Tx,
  page: { table: PgTable; slug: AnyPgColumn; id: AnyPgColumn },
  slug: InBoth<string>,
  texts: ContentMessages,
  id: number | undefined,
): Promise<FieldErrors> {
  const values = [...new Set(contentLocales.map((locale) => slug[locale]).filter((value) => value !== ''))];
  if (values.length === 0) return {};
  const result = (await tx.execute(sql`select distinct s.value from ${page.table},
      jsonb_each_text(${page.slug}) as s(key, value)
    where s.value in (${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}) ${id === undefined ? sql`` : sql`and ${page.id} <> ${id}`}`)) as unknown as {
    rows: { value: string }[];
  };
  return named(slug, new Set(result.rows.map((row) => row.value)), texts.slugTaken);
}

/** `slug.{locale}` for each of the slug's values that a top-level category has: /{slug} would show it. */
export async function slugsOfCategories(
  tx: Tx,
  slug: InBoth<string>,
  texts: ContentMessages,
): Promise<FieldErrors> {
  const values = contentLocales.map((locale) => slug[locale]).filter((value) => value !== '');
  if (values.length === 0) return {};
  const rows = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(and(inArray(categories.slug, values), isNull(categories.parentId)));
  return named(slug, new Set(rows.map((row) => row.slug)), texts.slugOfCategory);
}

/** The field errors of several checks, each message once under its field. */
export function joinedErrors(...found: FieldErrors[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const each of found)
    for (const [field, messages] of Object.entries(each))
      for (const message of messages) addFieldError(errors, field, message);
  return errors;
}
