import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A registered customer (SPEC §3 User). Issue 6 adds what signing in needs (password hash, tokens); the cart
 * and orders only need to know whose they are and how many bonus points they hold.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * Bonus points as a ledger: a customer's balance is the sum of their entries. An order spends once and earns
 * once — the unique (order, reason) pair makes a repeated write (a retried request, a replayed bank
 * callback) fail instead of counting twice.
 */
export const bonusEntries = pgTable(
  'bonus_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No foreign key: orders refer to users, and a ledger line outlives nothing it names. */
    orderId: integer('order_id'),
    /** Points, signed: spent < 0, earned > 0. */
    points: integer('points').notNull(),
    reason: text('reason').$type<'spent' | 'earned' | 'refunded' | 'granted'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bonus_entries_user_idx').on(t.userId),
    uniqueIndex('bonus_entries_order_reason_idx').on(t.orderId, t.reason),
    check('bonus_entries_points_check', sql`${t.points} <> 0`),
  ],
);
