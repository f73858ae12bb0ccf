import type { TextBlock } from '@vitrina/contract';
import { date, doublePrecision, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { type Translated, translated } from './translated';

export type BranchPhone = { name: Translated; value: string; display: string };

/**
 * Branches (/contacts/{slug}) and dealers: one table, `kind` tells them apart ('showroom', 'office',
 * 'factory', 'dealer'). `slug` is language-neutral.
 */
export const branches = pgTable(
  'branches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<'showroom' | 'office' | 'factory' | 'dealer'>().notNull(),
    position: integer('position').notNull(),
    title: translated('title').notNull(),
    city: translated('city').notNull(),
    address: translated('address').notNull(),
    phones: jsonb('phones').$type<BranchPhone[]>().notNull(),
    email: text('email').notNull(),
    hoursFrom: text('hours_from').notNull(),
    hoursTo: text('hours_to').notNull(),
    days: translated('days').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    imageFile: text('image_file'),
    description: translated('description').notNull(),
  },
  (t) => [index('branches_kind_idx').on(t.kind, t.position)],
);

/** Profile, glass and hardware brands we work with; the logo is a wordmark drawn by us. */
export const partners = pgTable('partners', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  imageFile: text('image_file').notNull(),
  href: text('href'),
});

export const achievements = pgTable('achievements', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  number: translated('number').notNull(),
  title: translated('title').notNull(),
  description: translated('description').notNull(),
  imageFile: text('image_file'),
});

/** Production lines of the factory (GET /equipament). */
export const equipment = pgTable('equipment', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  title: translated('title').notNull(),
  description: translated('description').notNull(),
  imageFile: text('image_file'),
});

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  version: integer('version').notNull().default(1),
  position: integer('position').notNull(),
  question: translated('question').notNull(),
  answer: translated('answer').notNull(),
});

/** Customer reviews; the rating is kept in half stars (1..10) so 0.5 steps stay exact. */
export const reviews = pgTable('reviews', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  version: integer('version').notNull().default(1),
  position: integer('position').notNull(),
  author: translated('author').notNull(),
  city: translated('city').notNull(),
  ratingHalves: smallint('rating_halves').notNull(),
  text: translated('text').notNull(),
  reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
});

export const howToOrderSteps = pgTable('how_to_order_steps', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  title: translated('title').notNull(),
  description: translated('description').notNull(),
  imageFile: text('image_file'),
});

/**
 * Texts at /{slug}: footer-column pages ('footer'), menu pages at /{dynamic_page_slug} ('dynamic'), colour
 * palettes ('colors'), and the about page's own texts ('about', one row). Slugs are per language.
 */
export const contentPages = pgTable('content_pages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  kind: text('kind').$type<'footer' | 'dynamic' | 'colors' | 'about'>().notNull(),
  slug: translated('slug').notNull(),
  title: translated('title').notNull(),
  description: translated('description').notNull(),
  intro: translated('intro').notNull(),
});

export const contentPageSections = pgTable(
  'content_page_sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: translated('title').notNull(),
    /** Blocks per language ({ro: [...], ru: [...]}), as articles keep theirs (ADR 7). */
    body: jsonb('body').$type<Record<string, TextBlock[]>>().notNull(),
  },
  (t) => [index('content_page_sections_page_idx').on(t.pageId, t.position)],
);

/** Colours of a 'colors' page; a lamination has a second, grain tone. */
export const colorSwatches = pgTable(
  'color_swatches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    group: translated('group').notNull(),
    name: translated('name').notNull(),
    code: text('code').notNull(),
    hex: text('hex').notNull(),
    grainHex: text('grain_hex'),
  },
  (t) => [index('color_swatches_page_idx').on(t.pageId, t.position)],
);

/** The about page's key figures ('2011' — 'anul fondării'). */
export const aboutFacts = pgTable('about_facts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  value: translated('value').notNull(),
  label: translated('label').notNull(),
});

export type PolicySection = { title: string; body: TextBlock[] };

/** The privacy policy, one row per language it is written in (ro, ru, en, fr, it); not translated jsonb. */
export const policyPages = pgTable('policy_pages', {
  language: text('language').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  updatedOn: date('updated_on', { mode: 'string' }).notNull(),
  sections: jsonb('sections').$type<PolicySection[]>().notNull(),
});
