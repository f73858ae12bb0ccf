import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff } from './staff';

// The back office's inbox: one row per request a visitor sent (a call-back, an order call, a contact message,
// a vacancy application, a measurement booking), written in the same transaction as the request's own row. The request's details stay
// in its own table; the lead carries what the staff do with it.

export type LeadKindRow = 'callback' | 'order_call' | 'contact' | 'vacancy' | 'measurement';
export type LeadStatusRow = 'new' | 'in_progress' | 'done' | 'spam';

export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<LeadKindRow>().notNull(),
    /** The id of the row in the kind's own table (callback_requests, order_calls, …). */
    sourceId: integer('source_id').notNull(),
    status: text('status').$type<LeadStatusRow>().notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who wrote, copied from the request so that the inbox lists and searches one table. */
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    locale: text('locale').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_source_idx').on(t.kind, t.sourceId),
    index('leads_status_idx').on(t.status, t.createdAt),
    index('leads_created_idx').on(t.createdAt),
    check(
      'leads_kind_check',
      sql`${t.kind} in ('callback', 'order_call', 'contact', 'vacancy', 'measurement')`,
    ),
    check('leads_status_check', sql`${t.status} in ('new', 'in_progress', 'done', 'spam')`),
  ],
);

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_notes_lead_idx').on(t.leadId, t.id),
    check('lead_notes_text_check', sql`${t.text} <> ''`),
  ],
);
