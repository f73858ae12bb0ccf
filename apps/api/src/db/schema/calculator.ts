import type { CalculatorDefinition, CalculatorFamily, Configuration } from '@vitrina/pricing';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { type Translated, translated } from './translated';

export type CalculatorDocumentRow = { name: Translated; link: string };

/**
 * One calculator per product family (issue 4). Ids are fixed, not generated: menu links and saved
 * configurations name them. `current_version` is the definition new quotes use; older versions stay in
 * calculator_definitions so every stored price is recomputable. Description and SEO texts are HTML, sanitized
 * whenever the API serves them.
 */
export const calculatorTypes = pgTable(
  'calculator_types',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    family: text('family').$type<CalculatorFamily>().notNull(),
    position: integer('position').notNull(),
    categorySlug: text('category_slug').notNull(),
    categoryTitle: translated('category_title').notNull(),
    /** The path segment under its category (/calculators/gates/sliding); null when the category has one type. */
    subcategory: text('subcategory'),
    title: translated('title').notNull(),
    imageFile: text('image_file').notNull(),
    imageAlt: translated('image_alt').notNull(),
    descriptionTitle: translated('description_title').notNull(),
    descriptionText: translated('description_text').notNull(),
    descriptionItems: jsonb('description_items').$type<Translated[]>().notNull(),
    documents: jsonb('documents').$type<CalculatorDocumentRow[]>().notNull(),
    seoTitle: translated('seo_title').notNull(),
    seoDescription: translated('seo_description').notNull(),
    seoHeading: translated('seo_heading').notNull(),
    seoText: translated('seo_text').notNull(),
    // Not a foreign key: a type and its first definition would refer to each other. The seeder and any price
    // change insert the definition first, then point here, in one transaction.
    currentVersion: integer('current_version').notNull(),
  },
  (t) => [index('calculator_types_category_idx').on(t.categorySlug, t.position)],
);

/** Definitions are immutable: a price change inserts the next version and moves `current_version`. */
export const calculatorDefinitions = pgTable(
  'calculator_definitions',
  {
    calculatorTypeId: integer('calculator_type_id')
      .notNull()
      .references(() => calculatorTypes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<CalculatorDefinition>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who published it from the back office (their e-mail then); null for the seed's versions. */
    publishedBy: text('published_by'),
    /** The version whose definition a roll back published again; null for an edited draft or the seed. */
    restoredFrom: integer('restored_from'),
  },
  (t) => [primaryKey({ columns: [t.calculatorTypeId, t.version] })],
);

/**
 * The price list being edited for a calculator (docs/adr/0024): at most one per calculator, started from the
 * published version on the first edit and deleted when published. `revision` is raised by every save: a save
 * made on an older revision answers 409, so of two people editing at once the later one loses nothing silently.
 */
export const calculatorDrafts = pgTable('calculator_drafts', {
  calculatorTypeId: integer('calculator_type_id')
    .primaryKey()
    .references(() => calculatorTypes.id, { onDelete: 'cascade' }),
  /** The published version the draft was started from. */
  baseVersion: integer('base_version').notNull(),
  definition: jsonb('definition').$type<CalculatorDefinition>().notNull(),
  revision: integer('revision').notNull().default(1),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SEO texts of /calculators ('index') and of each calculator category page (key = category slug). */
export const calculatorCategorySeo = pgTable('calculator_category_seo', {
  key: text('key').primaryKey(),
  title: translated('title').notNull(),
  description: translated('description').notNull(),
  heading: translated('heading').notNull(),
  text: translated('text').notNull(),
});

/**
 * A configuration priced by the API and kept (`?save=true`): the cart buffer and the order-call form name it
 * by its uuid. It records the definition version that priced it; amounts are null for a price on request.
 */
export const calculations = pgTable(
  'calculations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calculatorTypeId: integer('calculator_type_id').notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<'priced' | 'on_request'>().notNull(),
    configuration: jsonb('configuration').$type<Configuration>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price'),
    total: integer('total'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'calculations_definition_fk',
      columns: [t.calculatorTypeId, t.version],
      foreignColumns: [calculatorDefinitions.calculatorTypeId, calculatorDefinitions.version],
    }),
  ],
);

/** "Order a call" about a configured item (docs/product.md §3 Order call from cart); the shop calls back. */
export const orderCalls = pgTable('order_calls', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clientName: text('client_name').notNull(),
  clientPhone: text('client_phone').notNull(),
  calculatorId: uuid('calculator_id').references(() => calculations.id, { onDelete: 'set null' }),
  calculatorTypeId: integer('calculator_type_id').references(() => calculatorTypes.id, {
    onDelete: 'set null',
  }),
  /** The language the visitor wrote in: the shop answers in it. */
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
