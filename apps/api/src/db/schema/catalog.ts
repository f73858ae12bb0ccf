import type { ConfigurationInput, DeliveryClass } from '@vitrina/pricing';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { calculatorTypes } from './calculator';
import { staff } from './staff';
import { translated } from './translated';

/**
 * The category tree: top-level categories (slugs = the menu's parent_category_slug) and their sub-categories
 * (slugs = the menu column items' category_slug). Slugs are language-neutral, so /ru/x is the same page as /x.
 */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: translated('title').notNull(),
    description: translated('description').notNull(),
    /** '/static/catalog/x.svg' */
    image: text('image').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.position),
  ],
);

/** A product's calculator choices: sizes and options of a configuration; what is left out is the default. */
export type CalculatorPresetChoices = Pick<ConfigurationInput, 'width' | 'height' | 'options'>;

/** `[{name, value}]` per language: {ro: [...], ru: [...]}. */
export type TranslatedCharacteristics = Record<string, { name: string; value: string }[]>;

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    title: translated('title').notNull(),
    description: translated('description').notNull(),
    characteristics: jsonb('characteristics').$type<TranslatedCharacteristics>().notNull(),
    /** Euro cents, VAT included (the price a customer pays). */
    priceCents: integer('price_cents').notNull(),
    /** A starting price: the final one depends on size and options ("de la" / "от"). */
    priceFrom: boolean('price_from').notNull().default(false),
    unit: text('unit').$type<'piece' | 'm2' | 'metre'>().notNull(),
    /** Length of one bar in millimetres, only for per-metre products. */
    lengthMm: integer('length_mm'),
    image: text('image').notNull(),
    /** Hidden products are kept (carts and orders name them) but listed, searched and sold nowhere. */
    visible: boolean('visible').notNull().default(true),
    /** The delivery rate it takes in a cart; null = its family's (modules/cart/delivery-class.ts). */
    deliveryClass: text('delivery_class').$type<DeliveryClass>(),
    /**
     * The calculator its "open the calculator" opens, with `calculator_preset`'s choices; null: its family's
     * (docs/adr/0043). The choices were checked against that calculator's definition when saved.
     */
    calculatorTypeId: integer('calculator_type_id').references(() => calculatorTypes.id),
    calculatorPreset: jsonb('calculator_preset').$type<CalculatorPresetChoices>(),
    /** Raised by every back-office save: a save naming an older one answers 409 (docs/adr/0024). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_position_idx').on(t.position, t.id),
    check('products_price_check', sql`${t.priceCents} >= 0`),
    check(
      'products_calculator_preset_check',
      sql`(${t.calculatorTypeId} is null) = (${t.calculatorPreset} is null)`,
    ),
    check('products_length_check', sql`(${t.unit} = 'metre') = (${t.lengthMm} is not null)`),
  ],
);

/** A product is listed in one or more categories; position orders the category's product list. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** 0 = the product's main category (its breadcrumbs). */
    rank: integer('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

/** Matching accessories of a product (handles, sills, nets ...), in the shop's order. */
export const productAccessories = pgTable(
  'product_accessories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.accessoryId] })],
);

/** Every change of a catalogue product's price, by whom and when: the product's price history. */
export const productPriceChanges = pgTable(
  'product_price_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for the price the product was created with. */
    priceCentsBefore: integer('price_cents_before'),
    priceCents: integer('price_cents').notNull(),
    priceFrom: boolean('price_from').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_price_changes_product_idx').on(t.productId, t.changedAt)],
);
