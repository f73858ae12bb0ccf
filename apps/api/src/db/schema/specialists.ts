import type { DeliveryCity } from '@vitrina/forms';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { type Translated, translated } from './translated';

/** A name and a value in every language: a price-list line, a property ('Experience': '8 years'). */
export type TranslatedPair = { name: Translated; value: Translated };
/** A phone: its label in every language and the number in the forms' mask ('+373 (691) 234-56'). */
export type SpecialistPhone = { name: Translated; value: string };

/**
 * Installation specialists (docs/product.md §2 Specialist finder, §3 Specialist): the demo people of the finder, seeded
 * like the rest of the catalogue. `city` is a delivery-city code of @vitrina/forms (`chisinau`, `balti`, ...),
 * so the finder's city list and the checkout's are the same list.
 */
export const specialists = pgTable(
  'specialists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    position: integer('position').notNull(),
    name: translated('name').notNull(),
    photo: text('photo').notNull(),
    city: text('city').$type<DeliveryCity>().notNull(),
    /** Rating in half stars, 0..10 (docs/product.md §2: ratings in 0.5 steps); shown as rating_halves / 2. */
    ratingHalves: smallint('rating_halves').notNull(),
    /** Euro cents: the price a visit starts from. */
    priceCents: integer('price_cents').notNull(),
    email: text('email').notNull(),
    /** What the shop checked: 'Identity confirmed', 'Certified by Rehau' ... */
    checks: jsonb('checks').$type<Translated[]>().notNull(),
    prices: jsonb('prices').$type<{ name: Translated; priceCents: number }[]>().notNull(),
    phones: jsonb('phones').$type<SpecialistPhone[]>().notNull(),
    properties: jsonb('properties').$type<TranslatedPair[]>().notNull(),
  },
  (t) => [
    index('specialists_city_idx').on(t.city, t.position),
    check('specialists_rating_check', sql`${t.ratingHalves} between 0 and 10`),
    check('specialists_price_check', sql`${t.priceCents} >= 0`),
  ],
);
