import type {
  AdminCalculatorPresetInput,
  AdminPresetCalculator,
  AdminProduct,
  AdminProductCreate,
  AdminProductUpdate,
} from '@vitrina/contract';
import { defaultLocale, format, isLocale } from '@vitrina/locale';
import { type CalculatorDefinition, calculatorDefinition } from '@vitrina/pricing';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../../db/client';
import {
  calculatorDefinitions,
  calculatorTypes,
  categories,
  productAccessories,
  productCategories,
  productPriceChanges,
  products,
} from '../../db/schema';
import { addFieldError } from '../../http/field-errors';
import { definitionOf } from '../calculator/catalogue';
import { audit, type StaffActor } from './audit';
import { presetBody, presetChoices, presetProblems } from './calculator-preset';
import { checkLength, checkRepeated, checkSlug, checkTranslated, type FieldErrors } from './catalog-checks';
import type { CatalogMessages } from './catalog-messages';
import { characteristicRows, storedCharacteristics } from './characteristics';
import { slugRace } from './slug-race';

// The catalogue's products as the back office writes them (issue 18). Each write is one transaction: the
// product's row (locked and its version compared on a change), its categories and accessories, a price-history
// row when the price changes, and the audit entry with before → after, so none of them lands alone.

export type CatalogOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'confirm' };

type ProductRow = typeof products.$inferSelect;

const both = (text: Record<string, string>) => ({ ro: text.ro ?? '', ru: text.ru ?? '' });

/** The row's id, qualified: drizzle writes a column of a one-table select bare, which sub-queries could shadow. */
const productId = sql.raw('"products"."id"');

/** The product's categories (main first) and accessories (in order), read beside its row. */
export const productLinks = {
  categoryIds: sql<number[]>`coalesce((select json_agg(pc.category_id order by pc.rank, pc.category_id)
    from ${productCategories} pc where pc.product_id = ${productId}), '[]'::json)`,
  accessoryIds: sql<number[]>`coalesce((select json_agg(pa.accessory_id order by pa.position, pa.accessory_id)
    from ${productAccessories} pa where pa.product_id = ${productId}), '[]'::json)`,
};

export function productBody(
  row: ProductRow,
  links: { categoryIds: number[]; accessoryIds: number[] },
): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    title: both(row.title),
    description: both(row.description),
    characteristics: characteristicRows(row.characteristics),
    price: row.priceCents,
    price_from: row.priceFrom,
    unit: row.unit,
    length_mm: row.lengthMm,
    delivery_class: row.deliveryClass,
    image: row.image,
    visible: row.visible,
    position: row.position,
    category_ids: links.categoryIds,
    accessory_ids: links.accessoryIds,
    calculator_preset:
      row.calculatorTypeId === null || row.calculatorPreset === null
        ? null
        : presetBody(row.calculatorTypeId, row.calculatorPreset),
    version: row.version,
  };
}

/** What the audit log keeps of a product: everything but the version, which every save raises anyway. */
const audited = ({ version: _version, ...rest }: AdminProduct) => rest;

export async function readProduct(q: Queryable, id: number, lock = false): Promise<AdminProduct | null> {
  const query = q
    .select({ row: products, ...productLinks })
    .from(products)
    .where(eq(products.id, id));
  const [found] = lock ? await query.for('update', { of: products }) : await query;
  return found ? productBody(found.row, found) : null;
}

type ProductInput = Partial<Omit<AdminProductCreate, 'confirm_zero_price'>>;

/** The checks that need no database, and those that do: a taken slug, unknown categories and accessories. */
async function inputErrors(
  tx: Tx,
  input: ProductInput,
  unit: AdminProduct['unit'],
  lengthMm: number | null,
  self: number | null,
  texts: CatalogMessages,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  checkSlug(errors, input.slug, texts);
  checkTranslated(errors, 'title', input.title, texts);
  checkTranslated(errors, 'description', input.description, texts);
  input.characteristics?.forEach((row, index) => {
    checkTranslated(errors, `characteristics.${index}.name`, row.name, texts);
    checkTranslated(errors, `characteristics.${index}.value`, row.value, texts);
  });
  checkLength(errors, unit, lengthMm, texts);
  checkRepeated(errors, 'category_ids', input.category_ids, texts);
  checkRepeated(errors, 'accessory_ids', input.accessory_ids, texts);
  if (self !== null && input.accessory_ids?.includes(self))
    addFieldError(errors, 'accessory_ids', texts.ownAccessory);

  if (input.slug !== undefined && !errors.slug) {
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, input.slug), self === null ? undefined : ne(products.id, self)));
    if (taken) addFieldError(errors, 'slug', format(texts.slugTaken, { slug: input.slug }));
  }
  const unknown = async (ids: readonly number[] | undefined, table: typeof categories | typeof products) => {
    if (!ids || ids.length === 0) return [];
    // Shared locks: a category being deleted meanwhile waits for this save, or this save for its delete.
    const found = await tx
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, [...ids]))
      .for('share');
    const known = new Set(found.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  };
  for (const id of await unknown(input.category_ids, categories))
    addFieldError(errors, 'category_ids', format(texts.unknownCategory, { id }));
  for (const id of await unknown(input.accessory_ids, products))
    addFieldError(errors, 'accessory_ids', format(texts.unknownProduct, { id }));
  if (input.calculator_preset) await checkPreset(tx, errors, input.calculator_preset, texts);
  return errors;
}

/**
 * A preset is checked against its calculator's current definition (docs/adr/0043): an unknown calculator, feature
 * or option, a size out of its limits or a choice that does not price is a field error inside `calculator_preset`.
 */
async function checkPreset(
  tx: Tx,
  errors: FieldErrors,
  preset: AdminCalculatorPresetInput,
  texts: CatalogMessages,
): Promise<void> {
  // A price list published meanwhile waits for this save, so the preset is checked against what is live.
  const definition = await currentDefinition(tx, preset.calculator_type_id, true);
  if (!definition) {
    const id = preset.calculator_type_id;
    addFieldError(errors, 'calculator_preset.calculator_type_id', format(texts.unknownCalculator, { id }));
    return;
  }
  const locale = isLocale(texts.locale) ? texts.locale : defaultLocale;
  for (const problem of presetProblems(definition, presetChoices(preset))) {
    const field = problem.field === '' ? 'calculator_preset' : `calculator_preset.${problem.field}`;
    addFieldError(errors, field, problem.message[locale]);
  }
}

async function writeLinks(tx: Tx, id: number, input: ProductInput): Promise<void> {
  if (input.category_ids) {
    await tx.delete(productCategories).where(eq(productCategories.productId, id));
    await tx
      .insert(productCategories)
      .values(input.category_ids.map((categoryId, rank) => ({ productId: id, categoryId, rank })));
  }
  if (input.accessory_ids) {
    await tx.delete(productAccessories).where(eq(productAccessories.productId, id));
    if (input.accessory_ids.length > 0)
      await tx
        .insert(productAccessories)
        .values(
          input.accessory_ids.map((accessoryId, position) => ({ productId: id, accessoryId, position })),
        );
  }
}

/** The row's columns for what `input` names; what it leaves out stays as it is. */
function columnsOf(input: ProductInput): Partial<typeof products.$inferInsert> {
  return {
    ...(input.slug !== undefined && { slug: input.slug }),
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.characteristics !== undefined && {
      characteristics: storedCharacteristics(input.characteristics),
    }),
    ...(input.price !== undefined && { priceCents: input.price }),
    ...(input.price_from !== undefined && { priceFrom: input.price_from }),
    ...(input.unit !== undefined && { unit: input.unit }),
    ...(input.length_mm !== undefined && { lengthMm: input.length_mm }),
    ...(input.delivery_class !== undefined && { deliveryClass: input.delivery_class }),
    ...(input.image !== undefined && { image: input.image }),
    ...(input.visible !== undefined && { visible: input.visible }),
    ...(input.position !== undefined && { position: input.position }),
    ...(input.calculator_preset !== undefined && {
      calculatorTypeId: input.calculator_preset?.calculator_type_id ?? null,
      calculatorPreset: input.calculator_preset ? presetChoices(input.calculator_preset) : null,
    }),
  };
}

export function createProduct(
  database: Database,
  actor: StaffActor,
  input: AdminProductCreate,
  texts: CatalogMessages,
): Promise<CatalogOutcome<AdminProduct>> {
  const { confirm_zero_price: confirmZero, ...fields } = input;
  return slugRace<AdminProduct>(fields.slug, texts, () =>
    database.db.transaction(async (tx) => {
      const errors = await inputErrors(tx, fields, fields.unit, fields.length_mm, null, texts);
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors } as const;
      if (fields.price === 0 && !confirmZero) return { kind: 'confirm' } as const;
      // A new product goes to the end of the catalogue unless it says where.
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${products.position}) + 1, 0)::int` })
        .from(products);
      const [row] = await tx
        .insert(products)
        .values({
          ...columnsOf(fields),
          slug: fields.slug,
          title: fields.title,
          description: fields.description,
          characteristics: storedCharacteristics(fields.characteristics),
          priceCents: fields.price,
          unit: fields.unit,
          image: fields.image,
          position: fields.position ?? next,
        })
        .returning({ id: products.id });
      if (!row) throw new Error('product was not inserted');
      await writeLinks(tx, row.id, fields);
      await tx.insert(productPriceChanges).values({
        productId: row.id,
        priceCentsBefore: null,
        priceCents: fields.price,
        priceFrom: fields.price_from,
        staffId: actor.id,
      });
      const after = await readProduct(tx, row.id);
      if (!after) throw new Error('product vanished');
      await audit(tx, actor, {
        action: 'product.create',
        entity: 'product',
        entityId: row.id,
        after: audited(after),
      });
      return { kind: 'ok', value: after } as const;
    }),
  );
}

/** Changes what `change` names, on the version the editor saw (409 when someone saved in between). */
export function updateProduct(
  database: Database,
  actor: StaffActor,
  id: number,
  change: AdminProductUpdate,
  texts: CatalogMessages,
): Promise<CatalogOutcome<AdminProduct>> {
  const { version, confirm_zero_price: confirmZero, ...fields } = change;
  return slugRace<AdminProduct>(fields.slug, texts, () =>
    database.db.transaction(async (tx) => {
      const before = await readProduct(tx, id, true);
      if (!before) return { kind: 'missing' } as const;
      if (before.version !== version) return { kind: 'stale' } as const;
      const unit = fields.unit ?? before.unit;
      // Switching a product away from the metre drops its bar length unless the change names one.
      const lengthMm =
        fields.length_mm !== undefined ? fields.length_mm : unit === 'metre' ? before.length_mm : null;
      const errors = await inputErrors(tx, fields, unit, lengthMm, id, texts);
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors } as const;
      const price = fields.price ?? before.price;
      const priceFrom = fields.price_from ?? before.price_from;
      const priceChanged = price !== before.price || priceFrom !== before.price_from;
      if (price === 0 && before.price !== 0 && !confirmZero) return { kind: 'confirm' } as const;
      const [updated] = await tx
        .update(products)
        .set({ ...columnsOf(fields), lengthMm, version: sql`${products.version} + 1` })
        .where(and(eq(products.id, id), eq(products.version, version)))
        .returning({ id: products.id });
      if (!updated) return { kind: 'stale' } as const;
      await writeLinks(tx, id, fields);
      if (priceChanged)
        await tx.insert(productPriceChanges).values({
          productId: id,
          priceCentsBefore: before.price,
          priceCents: price,
          priceFrom,
          staffId: actor.id,
        });
      const after = await readProduct(tx, id);
      if (!after) throw new Error('product vanished');
      await audit(tx, actor, {
        action: 'product.update',
        entity: 'product',
        entityId: id,
        before: audited(before),
        after: audited(after),
      });
      return { kind: 'ok', value: after } as const;
    }),
  );
}

/** A calculator's published definition, which a preset is checked against; undefined for no such calculator. */
export async function currentDefinition(
  q: Queryable,
  typeId: number,
  lock = false,
): Promise<CalculatorDefinition | undefined> {
  const query = q
    .select({ definition: calculatorDefinitions.definition })
    .from(calculatorTypes)
    .innerJoin(calculatorDefinitions, definitionOf(undefined))
    .where(eq(calculatorTypes.id, typeId));
  const [row] = lock ? await query.for('share', { of: calculatorTypes }) : await query;
  return row && calculatorDefinition.parse(row.definition);
}

/** The calculators a preset may name, in the storefront's order, with the version a save checks against. */
export async function presetCalculators(q: Queryable): Promise<AdminPresetCalculator[]> {
  const rows = await q
    .select({ id: calculatorTypes.id, title: calculatorTypes.title, version: calculatorTypes.currentVersion })
    .from(calculatorTypes)
    .orderBy(asc(calculatorTypes.position), asc(calculatorTypes.id));
  return rows.map((row) => ({ ...row, title: both(row.title) }));
}
