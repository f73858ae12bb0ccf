import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { translated } from './translated';

/**
 * Top-level navigation items. The seed keeps the ids of docs/product.md §2 (the public answers name them); items
 * added in the back office are numbered after them.
 */
export const menuItems = pgTable('menu_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  title: translated('title').notNull(),
  linkTitle: translated('link_title').notNull(),
  linkHref: translated('link_href').notNull(),
  linkVisible: boolean('link_visible').notNull().default(true),
  linkTarget: text('link_target').$type<'_self' | '_blank'>().notNull().default('_self'),
  linkType: text('link_type').$type<'category' | 'page' | 'custom'>().notNull().default('category'),
  parentCategorySlug: text('parent_category_slug'),
  dynamicPageSlug: text('dynamic_page_slug'),
  bannerHref: translated('banner_href'),
  bannerImage: text('banner_image'),
  bannerAlt: translated('banner_alt'),
  activeNav: boolean('active_nav').notNull().default(false),
  /** The calculator the item's button opens ('/calculators/gates'), locale-neutral; none without a button. */
  calculatorHref: text('calculator_href'),
});

/** Mega-menu columns of a top-level item ("additions" in the API). */
export const menuColumns = pgTable(
  'menu_columns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: translated('title').notNull(),
  },
  (t) => [index('menu_columns_item_idx').on(t.menuItemId, t.position)],
);

/** Links inside a column: /{dynamic_page_slug} when set, else /{parent_category_slug}/{category_slug}. */
export const menuColumnItems = pgTable(
  'menu_column_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    columnId: integer('column_id')
      .notNull()
      .references(() => menuColumns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    categorySlug: text('category_slug').notNull(),
    dynamicPageSlug: text('dynamic_page_slug'),
    title: translated('title').notNull(),
  },
  (t) => [index('menu_column_items_column_idx').on(t.columnId, t.position)],
);

/** Plain dropdown links of an item without columns; hrefs differ per language (localized slugs). */
export const menuSubitems = pgTable(
  'menu_subitems',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: translated('title').notNull(),
    href: translated('href').notNull(),
  },
  (t) => [index('menu_subitems_item_idx').on(t.menuItemId, t.position)],
);

/** Links of the header's top bar. */
export const headerLinks = pgTable('header_links', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  title: translated('title').notNull(),
  href: translated('href').notNull(),
  target: text('target').$type<'_self' | '_blank'>().notNull().default('_self'),
});
