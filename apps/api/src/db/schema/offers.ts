import type { Locale } from '@vitrina/locale';
import type { DeliveryClass } from '@vitrina/pricing';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderTotalsRow } from './orders';
import { pricedLineColumns } from './orders';

// An offer (a quote, issue 20): prices the API gave a configuration or a cart, kept with the definition version
// of each line, that its number reopens on the storefront and that the PDF is drawn from. "Offer", not "quote",
// in the code: `quote()` is the price engine's word for pricing one configuration. Like an order it is a
// snapshot: titles and summaries in the language it was asked in, prices as the engine gave them then.

/**
 * Numbers come from one sequence: every API process (on both engines) draws from it, so two offers made at once
 * never share a number and no process needs to remember the last one.
 */
export const offerNumbers = pgSequence('offer_number_seq', { startWith: 1, increment: 1 });

export type OfferSourceRow = 'configuration' | 'cart';

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** 'Q-2026-000123': the year it was made and the sequence's value. */
    number: text('number').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    source: text('source').$type<OfferSourceRow>().notNull(),
    /** The totals as the cart's are counted, without bonuses (they are spent at checkout). */
    totals: jsonb('totals').$type<OrderTotalsRow>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its prices hold until then (docs/product.md §3 Offer: 14 days). */
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('offers_number_idx').on(t.number),
    check('offers_source_check', sql`${t.source} in ('configuration', 'cart')`),
  ],
);

/** A line of an offer, as a cart line would be: title and summary in the offer's language. */
export const offerItems = pgTable(
  'offer_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    ...pricedLineColumns(),
    deliveryClass: text('delivery_class').$type<DeliveryClass>().notNull(),
  },
  (t) => [index('offer_items_offer_idx').on(t.offerId, t.position)],
);
