import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { staff } from './staff';

// What happens to an order after it is placed: the stages of a window maker's workflow (the transitions are
// `orderWorkflow` in @vitrina/contract), each change kept as an event the customer sees in their profile, and
// the staff's internal notes, which the customer never sees.

export type OrderStageRow =
  | 'new'
  | 'confirmed'
  | 'measurement_scheduled'
  | 'in_production'
  | 'ready'
  | 'delivered'
  | 'completed'
  | 'cancelled';

/** One change of an order's stage: from → to, by whom, when, with the measurement visit or the reason. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    fromStage: text('from_stage').$type<OrderStageRow>().notNull(),
    toStage: text('to_stage').$type<OrderStageRow>().notNull(),
    /** The measurement visit, when the change schedules one. */
    measurementAt: timestamp('measurement_at', { withTimezone: true }),
    /** Why it was cancelled: shown to the customer too. */
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.id),
    check('order_notes_text_check', sql`${t.text} <> ''`),
  ],
);
