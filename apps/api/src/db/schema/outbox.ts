import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The durable outbox (docs/adr/0018): an e-mail that must reach a person is a row written in the same
// transaction as the order, lead or status change it tells of, composed whole; a worker in every API process
// delivers due rows with retries and back-off. A mail server that is down loses nothing: the row waits.

export type OutboxStatusRow = 'pending' | 'sent' | 'failed';

/**
 * A file the message carries, named, not copied: its bytes are read when the message is sent. `key` names it
 * in the file store (docs/adr/0023), which every API process reads; `path`, a file on the disk of the process
 * that wrote the row, is what rows written before the store hold (a worker on another machine cannot read it).
 */
export type OutboxAttachmentRow = {
  /** The name the recipient sees: made by the server. */
  filename: string;
  contentType: string;
  /** Set for a picture the HTML shows inline (`<img src="cid:…">`): an order's drawings. */
  cid?: string;
} & ({ key: string } | { path: string });

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** What the message is, for the back office: 'order.customer', 'order.shop', 'order.stage', 'lead.shop'. */
    kind: text('kind').notNull(),
    /** The record it tells of ('order:42', 'lead:7'). */
    ref: text('ref').notNull().default(''),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachmentRow[]>().notNull().default([]),
    status: text('status').$type<OutboxStatusRow>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may next try: now for a new row, later after each failure (back-off). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the row holds it until then; a worker that died lets it go by itself. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
