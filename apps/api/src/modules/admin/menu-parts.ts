import type { AdminMenuItemCreate, FieldErrors } from '@vitrina/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { menuColumnItems, menuColumns, menuItems, menuSubitems } from '../../db/schema';
import { jsonList } from '../../db/translate';
import { addFieldError } from '../../http/field-errors';
import { isSlug } from '../../http/schemas';
import type { ContentMessages } from './content-messages';
import { missingTranslations } from './content-values';

// A menu item's mega-menu columns (each with its links) and its plain dropdown's subitems: ordered lists edited
// inside the item's form, kept in their own tables. A save that sends a list replaces it whole, in the list's
// order; one that leaves it out keeps it.

type Column = AdminMenuItemCreate['columns'] extends (infer Item)[] | undefined ? Item : never;
type Subitem = AdminMenuItemCreate['subitems'] extends (infer Item)[] | undefined ? Item : never;
type Parts = Pick<AdminMenuItemCreate, 'columns' | 'subitems'>;

/** The columns and subitems of the item row being read, as the editor's lists (correlated subqueries). */
export const menuItemParts = {
  // Qualified by hand: inside a subquery drizzle writes columns bare, and `id` would be the column's.
  columns: sql<Column[]>`(select ${jsonList(
    sql`json_build_object('title', ${menuColumns.title}, 'links', (select ${jsonList(
      sql`json_build_object('title', ${menuColumnItems.title}, 'category_slug', ${menuColumnItems.categorySlug},
        'dynamic_page_slug', ${menuColumnItems.dynamicPageSlug})`,
      sql`${menuColumnItems.position}, ${menuColumnItems.id}`,
    )} from ${menuColumnItems} where ${menuColumnItems}.column_id = ${menuColumns}.id))`,
    sql`${menuColumns.position}, ${menuColumns.id}`,
  )} from ${menuColumns} where ${menuColumns}.menu_item_id = ${menuItems}.id)`,
  subitems: sql<Subitem[]>`(select ${jsonList(
    sql`json_build_object('title', ${menuSubitems.title}, 'href', ${menuSubitems.href})`,
    sql`${menuSubitems.position}, ${menuSubitems.id}`,
  )} from ${menuSubitems} where ${menuSubitems}.menu_item_id = ${menuItems}.id)`,
};

/** A slug the editor may leave empty: no page of its own. */
export const optionalSlug = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value;

/** `columns.0.links.3.title.ru`, `subitems.1.href.ro` … for every text the lists lack, and every malformed slug. */
export function refusedInParts(input: Parts, texts: ContentMessages): FieldErrors {
  const errors: FieldErrors = {};
  const name = (prefix: string, found: FieldErrors) => {
    for (const [field, messages] of Object.entries(found)) errors[`${prefix}.${field}`] = messages;
  };
  input.columns?.forEach((column, index) => {
    name(`columns.${index}`, missingTranslations({ title: column.title }, texts));
    column.links.forEach((link, linkIndex) => {
      const prefix = `columns.${index}.links.${linkIndex}`;
      name(prefix, missingTranslations({ title: link.title }, texts));
      if (!isSlug(link.category_slug)) addFieldError(errors, `${prefix}.category_slug`, texts.slugFormat);
      const page = optionalSlug(link.dynamic_page_slug);
      if (page && !isSlug(page)) addFieldError(errors, `${prefix}.dynamic_page_slug`, texts.slugFormat);
    });
  });
  input.subitems?.forEach((subitem, index) => {
    name(`subitems.${index}`, missingTranslations(subitem, texts));
  });
  return errors;
}

/** Replaces the lists a write sends, in their order. */
export async function writeMenuItemParts(tx: Tx, menuItemId: number, input: Parts): Promise<void> {
  if (input.columns) {
    // The columns' links go with them (on delete cascade).
    await tx.delete(menuColumns).where(eq(menuColumns.menuItemId, menuItemId));
    for (const [position, column] of input.columns.entries()) {
      const [inserted] = await tx
        .insert(menuColumns)
        .values({ menuItemId, position, title: column.title })
        .returning({ id: menuColumns.id });
      if (!inserted) throw new Error('menu column was not inserted');
      if (column.links.length > 0)
        await tx.insert(menuColumnItems).values(
          column.links.map((link, linkPosition) => ({
            columnId: inserted.id,
            position: linkPosition,
            categorySlug: link.category_slug,
            dynamicPageSlug: optionalSlug(link.dynamic_page_slug) ?? null,
            title: link.title,
          })),
        );
    }
  }
  if (input.subitems) {
    await tx.delete(menuSubitems).where(eq(menuSubitems.menuItemId, menuItemId));
    if (input.subitems.length > 0)
      await tx.insert(menuSubitems).values(
        input.subitems.map((subitem, position) => ({
          menuItemId,
          position,
          title: subitem.title,
          href: subitem.href,
        })),
      );
  }
}
