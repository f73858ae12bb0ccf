import type { TextBlock } from '@vitrina/contract';
import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { translated } from './translated';

// The blog (articles in tabs), promotions, vacancies and the works portfolio (GET /articles/*, /tabs,
// /promos/*, /vacancies, /works/*).

/** Rich text per language ({ro: [...blocks], ru: [...]}): structured, never HTML. */
const translatedBlocks = (name: string) => jsonb(name).$type<Record<string, TextBlock[]>>();

/** A list of short texts per language (a vacancy's duties, requirements). */
const translatedList = (name: string) => jsonb(name).$type<Record<string, string[]>>();

/** An illustration served from /static/editorial/, with the size the storefront reserves for it. */
const illustration = {
  imageFile: text('image_file').notNull(),
  imageAlt: translated('image_alt').notNull(),
  imageWidth: integer('image_width').notNull(),
  imageHeight: integer('image_height').notNull(),
};

/** The blog's categories (GET /tabs). Ids start at 1: id 0 is the storefront's 'general' (all) tab. */
export const articleTabs = pgTable('article_tabs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  title: translated('title').notNull(),
});

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    version: integer('version').notNull().default(1),
    tabId: integer('tab_id')
      .notNull()
      .references(() => articleTabs.id, { onDelete: 'restrict' }),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    title: translated('title').notNull(),
    excerpt: translated('excerpt').notNull(),
    body: translatedBlocks('body').notNull(),
    ...illustration,
  },
  (t) => [index('articles_tab_published_idx').on(t.tabId, t.publishedOn)],
);

export const promos = pgTable('promos', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  version: integer('version').notNull().default(1),
  position: integer('position').notNull(),
  title: translated('title').notNull(),
  description: translated('description').notNull(),
  body: translatedBlocks('body').notNull(),
  discountLabel: translated('discount_label').notNull(),
  /** Last day of the offer; null = until further notice. */
  validUntil: date('valid_until', { mode: 'string' }),
  ...illustration,
});

export const vacancies = pgTable('vacancies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  version: integer('version').notNull().default(1),
  position: integer('position').notNull(),
  title: translated('title').notNull(),
  city: translated('city').notNull(),
  schedule: translated('schedule').notNull(),
  salary: translated('salary').notNull(),
  description: translated('description').notNull(),
  duties: translatedList('duties').notNull(),
  requirements: translatedList('requirements').notNull(),
});

/** Portfolio projects (GET /works/our_work), newest first by position. */
export const works = pgTable('works', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  title: translated('title').notNull(),
  description: translated('description').notNull(),
  city: translated('city').notNull(),
  product: translated('product').notNull(),
  year: integer('year').notNull(),
  ...illustration,
});

/** How an order is carried out, step by step (GET /works/works_process). */
export const workSteps = pgTable('work_steps', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  step: integer('step').notNull().unique(),
  title: translated('title').notNull(),
  description: translated('description').notNull(),
});

/** Heading and intro of the works page: one row (id 1). */
export const worksContent = pgTable('works_content', {
  id: integer('id').primaryKey(),
  title: translated('title').notNull(),
  text: translated('text').notNull(),
});
