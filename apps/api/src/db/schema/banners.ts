import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { translated } from './translated';

/** Which list a banner belongs to: the hero screen, or one of the offer lists of GET /banners/{kind}. */
export type BannerKind = 'hero' | 'offer' | 'discount' | 'service' | 'cooperation';

/** Every banner of the site (docs/product.md §3 Offer, the hero screen), ordered by position within its kind. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<BannerKind>().notNull(),
    position: integer('position').notNull(),
    title: translated('title').notNull(),
    description: translated('description').notNull(),
    /** '/static/banners/x.svg' */
    imageFile: text('image_file').notNull(),
    imageAlt: translated('image_alt').notNull(),
  },
  (t) => [
    index('banners_kind_idx').on(t.kind, t.position),
    check('banners_kind_check', sql`${t.kind} in ('hero', 'offer', 'discount', 'service', 'cooperation')`),
  ],
);

/** docs/product.md §3 Button: custom_link goes to `href` (per language), call_request opens the order-call form. */
export const bannerButtons = pgTable(
  'banner_buttons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<'custom_link' | 'call_request'>().notNull(),
    title: translated('title').notNull(),
    /** Null for call_request. */
    href: translated('href'),
  },
  (t) => [
    index('banner_buttons_banner_idx').on(t.bannerId, t.position),
    check('banner_buttons_type_check', sql`${t.type} in ('custom_link', 'call_request')`),
  ],
);

/** The claims beside the hero text ('2011' / 'anul fondării'). */
export const bannerFacts = pgTable(
  'banner_facts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    value: translated('value').notNull(),
    label: translated('label').notNull(),
  },
  (t) => [index('banner_facts_banner_idx').on(t.bannerId, t.position)],
);
