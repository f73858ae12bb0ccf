import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { translated } from './translated';

export const footerColumns = pgTable('footer_columns', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  name: translated('name').notNull(),
});

/** A footer link to /{slug}; an empty slug is kept as data and dropped by the storefront (docs/product.md §3). */
export const footerPages = pgTable(
  'footer_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    columnId: integer('column_id')
      .notNull()
      .references(() => footerColumns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: translated('name').notNull(),
    slug: translated('slug').notNull(),
  },
  (t) => [index('footer_pages_column_idx').on(t.columnId, t.position)],
);

/** Info pages (/info/{slug}): delivery, warranty, payment, privacy ... */
export const infoPages = pgTable('info_pages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  slug: translated('slug').notNull(),
  title: translated('title').notNull(),
  body: translated('body').notNull(),
});

/** SEO texts of the listing pages, one row per page_type of docs/product.md §7. */
export const seoContents = pgTable('seo_contents', {
  pageType: text('page_type').primaryKey(),
  title: translated('title').notNull(),
  description: translated('description').notNull(),
  heading: translated('heading').notNull(),
  text: translated('text').notNull(),
});

/** Home page sections by name (faq, advantages, ...); a missing one is answered as empty. */
export const homeSections = pgTable('home_sections', {
  name: text('name').primaryKey(),
  title: translated('title').notNull(),
  description: translated('description').notNull(),
});

export const homeSectionItems = pgTable(
  'home_section_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sectionName: text('section_name')
      .notNull()
      .references(() => homeSections.name, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: translated('title').notNull(),
    description: translated('description').notNull(),
    imageFile: text('image_file'),
    imageAlt: translated('image_alt'),
    href: translated('href'),
    /** A figure or caption shown large (a step number, '15 000+'); null when the card has none. */
    value: translated('value'),
    /** Reviews only: 0.5 to 5 in 0.5 steps (docs/product.md §9). */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
  },
  (t) => [index('home_section_items_section_idx').on(t.sectionName, t.position)],
);
