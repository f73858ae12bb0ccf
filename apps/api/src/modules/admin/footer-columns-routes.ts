import {
  type AdminFooterColumnCreate,
  adminFooterColumn,
  adminFooterColumnCreate,
  adminFooterColumnUpdate,
  adminRowVersionDelete,
  contentLocales,
  type FieldErrors,
} from '@vitrina/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { footerColumns, footerPages } from '../../db/schema';
import { jsonList } from '../../db/translate';
import { addFieldError } from '../../http/field-errors';
import { isSlug } from '../../http/schemas';
import type { ContentMessages } from './content-messages';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';

type Page = NonNullable<AdminFooterColumnCreate['pages']>[number];

/**
 * /admin/api/footer-columns: the footer's columns of links (GET /pages/footer-page), by position, each with its
 * links in order. A save that sends the links replaces them whole; one that leaves them out keeps them.
 */
export const footerColumnsRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'footer-columns',
      entity: 'footer_column',
      one: 'a footer column',
      many: 'footer columns',
      table: footerColumns,
      id: footerColumns.id,
      // No version column: the row's transaction id (docs/adr/0028). Every save writes the row, so a change of
      // a link alone changes it too.
      version: xminVersion(footerColumns),
      positionColumn: footerColumns.position,
      order: [asc(footerColumns.position)],
      searchable: [footerColumns.name],
      extra: {
        // Qualified by hand: inside a subquery drizzle writes columns bare, and `id` would be the page's.
        pages: sql<Page[]>`(select ${jsonList(
          sql`json_build_object('name', ${footerPages.name}, 'slug', ${footerPages.slug})`,
          sql`${footerPages.position}, ${footerPages.id}`,
        )} from ${footerPages} where ${footerPages}.column_id = ${footerColumns}.id)`,
      },
      record: adminFooterColumn,
      create: adminFooterColumnCreate,
      update: adminFooterColumnUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        position: row.position,
        name: inBoth(row.name, ''),
        pages: (row as typeof row & { pages: StoredPage[] }).pages.map((page) => ({
          name: inBoth(page.name, ''),
          slug: inBoth(page.slug, ''),
        })),
      }),
      toValues: (input, texts) => {
        const errors = { ...missingTranslations({ name: input.name }, texts), ...refusedPages(input, texts) };
        if (Object.keys(errors).length > 0) return { errors };
        return { values: { position: input.position, name: input.name } };
      },
      writeParts: (tx, id, input) => writePages(tx, id, input.pages),
      tags: ['footer-columns'],
    },
    adminRowVersionDelete,
  );

/** A link as stored: translations that may lack a language. */
interface StoredPage {
  name: Record<string, string>;
  slug: Record<string, string>;
}

/**
 * `pages.2.slug.ru` and the like: a name missing in a language, a malformed slug (a path's segments each a slug:
 * 'calculators/gates'), or a slug given in one language only. Empty in both, the link waits for its page.
 */
function refusedPages(input: Partial<AdminFooterColumnCreate>, texts: ContentMessages): FieldErrors {
  const errors: FieldErrors = {};
  input.pages?.forEach((page, index) => {
    const prefix = `pages.${index}`;
    for (const [field, messages] of Object.entries(missingTranslations({ name: page.name }, texts)))
      errors[`${prefix}.${field}`] = messages;
    const held = contentLocales.every((locale) => page.slug[locale] === '');
    for (const locale of contentLocales) {
      const slug = page.slug[locale];
      if (slug === '') {
        if (!held) addFieldError(errors, `${prefix}.slug.${locale}`, texts.missingIn[locale]);
      } else if (!slug.split('/').every(isSlug))
        addFieldError(errors, `${prefix}.slug.${locale}`, texts.slugFormat);
    }
  });
  return errors;
}

async function writePages(tx: Tx, columnId: number, pages: Page[] | undefined): Promise<void> {
  if (!pages) return;
  await tx.delete(footerPages).where(eq(footerPages.columnId, columnId));
  if (pages.length > 0)
    await tx
      .insert(footerPages)
      .values(pages.map((page, position) => ({ columnId, position, name: page.name, slug: page.slug })));
}
