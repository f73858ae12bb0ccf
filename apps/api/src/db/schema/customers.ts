import type { DeliveryCity } from '@vitrina/forms';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A registered customer (docs/product.md §3 User). `password_hash` is argon2id (PHC string); a customer made without one
 * (an order placed before accounts existed, a test) cannot sign in until they reset it.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    gender: text('gender').$type<'male' | 'female'>(),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
  ],
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
    reason: text('reason').$type<'spent' | 'earned' | 'refunded' | 'granted' | 'adjusted'>().notNull(),
    /** Why staff adjusted the balance ('adjusted' entries), and who did. */
    note: text('note').notNull().default(''),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bonus_entries_user_idx').on(t.userId),
    uniqueIndex('bonus_entries_order_reason_idx').on(t.orderId, t.reason),
    check('bonus_entries_points_check', sql`${t.points} <> 0`),
  ],
);

/**
 * A saved delivery address (docs/product.md §3 Address). The city is one of the cities the shop delivers to, so a saved
 * address can be chosen at checkout (set-delivery's address_id) as it is.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    /** ISO 3166-1 alpha-2 of GET /api/auth/me/countries/. */
    country: text('country').notNull(),
    city: text('city').$type<DeliveryCity>().notNull(),
    street: text('street').notNull(),
    house: text('house').notNull(),
    apartment: text('apartment').notNull(),
    zipCode: text('zip_code').notNull(),
    phone: text('phone').notNull(),
    /** docs/product.md §3 "additional delivery contact": who else may receive the delivery. */
    extraContact: text('extra_contact').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.id)],
);
