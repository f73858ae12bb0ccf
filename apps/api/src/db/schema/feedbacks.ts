import type { CvType } from '@vitrina/forms';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { vacancies } from './editorial';

// What visitors send the shop (docs/product.md §3 Vacancy form, Callback, Subscribe; §7 /feedbacks/*). Every
// submission is a row first and an e-mail to the shop second: a mail server being down loses nothing.
// `locale` is the language the visitor wrote in, so the shop answers in it.

/** POST /feedbacks/contact_us/: a message through the contacts page's form. */
export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** POST /feedbacks/subscribe/: one row per address, whatever its case; subscribing again changes nothing. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the back office; subscribing again clears it. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('subscriptions_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * POST /feedbacks/vacancy/?vacancy=: an application with a CV. The file is kept under the data folder by a
 * name the server made (`file_name`); the name the visitor's computer gave it is kept only as text, for
 * the shop's e-mail, and never used as a path.
 */
export const vacancyApplications = pgTable(
  'vacancy_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The ?vacancy= value as sent (a vacancy's id or title); `vacancy_id` when it names a known vacancy. */
    vacancy: text('vacancy').notNull(),
    vacancyId: integer('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').$type<CvType>().notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vacancy_applications_file_idx').on(t.fileName),
    check('vacancy_applications_type_check', sql`${t.fileType} in ('pdf', 'doc', 'docx')`),
  ],
);

/** The header's "call me back" request (docs/product.md §3 Callback: a phone only). */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    phone: text('phone').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('callback_requests_created_idx').on(t.createdAt)],
);
