import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { translated } from './translated';

/** Storefront languages; the row with is_default answers default_language. */
export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  iso: text('iso').notNull(),
  title: text('title').notNull(),
  flag: text('flag').notNull(),
  position: integer('position').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

export type SocialLink = { name: 'facebook' | 'instagram' | 'youtube' | 'tiktok'; href: string };

/** The company's contacts: one row (id 1). */
export const siteContacts = pgTable('site_contacts', {
  id: integer('id').primaryKey(),
  phone: text('phone').notNull(),
  phoneHref: text('phone_href').notNull(),
  email: text('email').notNull(),
  address: translated('address').notNull(),
  hoursFrom: text('hours_from').notNull(),
  hoursTo: text('hours_to').notNull(),
  socials: jsonb('socials').$type<SocialLink[]>().notNull(),
});
