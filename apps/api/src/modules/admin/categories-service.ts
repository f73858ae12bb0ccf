import type { AdminCategory, AdminCategoryCreate, AdminCategoryUpdate } from '@vitrina/contract';
import { format } from '@vitrina/locale';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../../db/client';
import { categories, contentPages, productCategories } from '../../db/schema';
import { addFieldError } from '../../http/field-errors';
import { audit, type StaffActor } from './audit';
import { checkSlug, checkTranslated, type FieldErrors } from './catalog-checks';
import type { CatalogMessages } from './catalog-messages';
import { lockSlugs, slugLocks } from './page-slugs';
import type { CatalogOutcome } from './products-service';
import { slugRace } from './slug-race';

// The category tree as the back office writes it (issue 18): two levels, families and their sub-categories.
// Each write is one transaction with its audit entry; a change names the version it was read at.

type CategoryRow = typeof categories.$inferSelect;

const both = (text: Record<string, string>) => ({ ro: text.ro ?? '', ru: text.ru ?? '' });

/**
 * The row's id, always qualified: in a select from one table drizzle writes a column bare ("id"), which inside a
 * sub-query over the same table would name the sub-query's own row.
 */
const categoryId = sql.raw('"categories"."id"');

/** How many products a category lists itself, and how many sub-categories it has. */
export const categoryCounts = {
  productsCount: sql<number>`(select count(*)::int from ${productCategories} pc
    where pc.category_id = ${categoryId})`,
  childrenCount: sql<number>`(select count(*)::int from ${categories} c where c.parent_id = ${categoryId})`,
};

export function categoryBody(
  row: CategoryRow,
  counts: { productsCount: number; childrenCount: number },
): AdminCategory {
  return {
    id: row.id,
    slug: row.slug,
    parent_id: row.parentId,
    title: both(row.title),
    description: both(row.description),
    image: row.image,
    position: row.position,
    products_count: counts.productsCount,
    children_count: counts.childrenCount,
    version: row.version,
  };
}

const audited = ({ version: _v, products_count: _p, children_count: _c, ...rest }: AdminCategory) => rest;

export async function readCategory(q: Queryable, id: number, lock = false): Promise<AdminCategory | null> {
  const query = q
    .select({ row: categories, ...categoryCounts })
    .from(categories)
    .where(eq(categories.id, id));
  const [found] = lock ? await query.for('update', { of: categories }) : await query;
  return found ? categoryBody(found.row, found) : null;
}

type CategoryInput = Partial<AdminCategoryCreate>;

async function inputErrors(
  tx: Tx,
  input: CategoryInput,
  self: AdminCategory | null,
  texts: CatalogMessages,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  checkSlug(errors, input.slug, texts);
  checkTranslated(errors, 'title', input.title, texts);
  checkTranslated(errors, 'description', input.description, texts);
  if (input.slug !== undefined && !errors.slug) {
    const [taken] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.slug, input.slug), self ? ne(categories.id, self.id) : undefined));
    if (taken) addFieldError(errors, 'slug', format(texts.slugTaken, { slug: input.slug }));
  }
  await pageWithSlug(tx, input, self, errors, texts);
  const parentId = input.parent_id;
  if (parentId !== undefined && parentId !== null) {
    // The tree has two levels (docs/product.md §2: /{category}/{subcategory}): a parent is a family.
    const [parent] = await tx
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, parentId));
    if (!parent) addFieldError(errors, 'parent_id', format(texts.unknownCategory, { id: parentId }));
    else if (self && parentId === self.id) addFieldError(errors, 'parent_id', texts.parentIsSelf);
    else if (parent.parentId !== null) addFieldError(errors, 'parent_id', texts.parentNotTop);
    else if (self && self.children_count > 0) addFieldError(errors, 'parent_id', texts.hasChildren);
  }
  return errors;
}

/**
 * A top-level category answers /{slug}, before the pages at /{slug} (docs/product.md §2): one given a page's slug,
 * in either language, would hide the page (docs/adr/0031). Checked when the slug changes or the category
 * becomes top-level, under the pages' slug lock, so a page saved at the same moment cannot take the slug either.
 */
async function pageWithSlug(
  tx: Tx,
  input: CategoryInput,
  self: AdminCategory | null,
  errors: FieldErrors,
  texts: CatalogMessages,
): Promise<void> {
  const slug = input.slug ?? self?.slug;
  const topLevel =
    input.parent_id !== undefined ? input.parent_id === null : (self?.parent_id ?? null) === null;
  const movedUp = input.parent_id === null && self !== null && self.parent_id !== null;
  if (!slug || !topLevel || errors.slug || (input.slug === undefined && !movedUp)) return;
  await lockSlugs(tx, slugLocks.contentPages);
  const [page] = await tx
    .select({ title: contentPages.title })
    .from(contentPages)
    .where(sql`exists (select 1 from jsonb_each_text(${contentPages.slug}) s where s.value = ${slug})`)
    .limit(1);
  if (page)
    addFieldError(
      errors,
      'slug',
      format(texts.slugOfPage, { slug, title: page.title[texts.locale] ?? page.title.ro ?? '' }),
    );
}

const columnsOf = (input: CategoryInput): Partial<typeof categories.$inferInsert> => ({
  ...(input.slug !== undefined && { slug: input.slug }),
  ...(input.parent_id !== undefined && { parentId: input.parent_id }),
  ...(input.title !== undefined && { title: input.title }),
  ...(input.description !== undefined && { description: input.description }),
  ...(input.image !== undefined && { image: input.image }),
  ...(input.position !== undefined && { position: input.position }),
});

export function createCategory(
  database: Database,
  actor: StaffActor,
  input: AdminCategoryCreate,
  texts: CatalogMessages,
): Promise<CatalogOutcome<AdminCategory>> {
  return slugRace<AdminCategory>(input.slug, texts, () =>
    database.db.transaction(async (tx) => {
      const errors = await inputErrors(tx, input, null, texts);
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors } as const;
      // Last among its siblings unless it says where.
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
        .from(categories)
        .where(
          input.parent_id === null ? isNull(categories.parentId) : eq(categories.parentId, input.parent_id),
        );
      const [row] = await tx
        .insert(categories)
        .values({
          slug: input.slug,
          parentId: input.parent_id,
          title: input.title,
          description: input.description,
          image: input.image,
          position: input.position ?? next,
        })
        .returning({ id: categories.id });
      if (!row) throw new Error('category was not inserted');
      const after = await readCategory(tx, row.id);
      if (!after) throw new Error('category vanished');
      await audit(tx, actor, {
        action: 'category.create',
        entity: 'category',
        entityId: row.id,
        after: audited(after),
      });
      return { kind: 'ok', value: after } as const;
    }),
  );
}

export function updateCategory(
  database: Database,
  actor: StaffActor,
  id: number,
  change: AdminCategoryUpdate,
  texts: CatalogMessages,
): Promise<CatalogOutcome<AdminCategory>> {
  const { version, ...fields } = change;
  return slugRace<AdminCategory>(fields.slug, texts, () =>
    database.db.transaction(async (tx) => {
      const before = await readCategory(tx, id, true);
      if (!before) return { kind: 'missing' } as const;
      if (before.version !== version) return { kind: 'stale' } as const;
      const errors = await inputErrors(tx, fields, before, texts);
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors } as const;
      const [updated] = await tx
        .update(categories)
        .set({ ...columnsOf(fields), version: sql`${categories.version} + 1` })
        .where(and(eq(categories.id, id), eq(categories.version, version)))
        .returning({ id: categories.id });
      if (!updated) return { kind: 'stale' } as const;
      const after = await readCategory(tx, id);
      if (!after) throw new Error('category vanished');
      await audit(tx, actor, {
        action: 'category.update',
        entity: 'category',
        entityId: id,
        before: audited(before),
        after: audited(after),
      });
      return { kind: 'ok', value: after } as const;
    }),
  );
}

export type DeleteOutcome =
  | CatalogOutcome<AdminCategory>
  | { kind: 'not_empty'; products: number; children: number };

/**
 * Deletes an empty category. One with products or sub-categories is refused: the database would cascade the
 * delete to their links and children, and products would silently leave the storefront's lists.
 */
export function deleteCategory(
  database: Database,
  actor: StaffActor,
  id: number,
  version: number,
): Promise<DeleteOutcome> {
  return database.db.transaction(async (tx) => {
    const before = await readCategory(tx, id, true);
    if (!before) return { kind: 'missing' } as const;
    if (before.version !== version) return { kind: 'stale' } as const;
    if (before.products_count > 0 || before.children_count > 0)
      return { kind: 'not_empty', products: before.products_count, children: before.children_count } as const;
    await tx.delete(categories).where(and(eq(categories.id, id), eq(categories.version, version)));
    await audit(tx, actor, {
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before: audited(before),
    });
    return { kind: 'ok', value: before } as const;
  });
}
