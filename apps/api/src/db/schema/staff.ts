import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The manufacturer's staff: a table apart from customers (`users`), so that no customer credential can ever
// open the back office and no staff session can ever read a customer's account (docs/adr/0016).

export type StaffRoleRow = 'admin' | 'manager' | 'editor';

export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').$type<StaffRoleRow>().notNull(),
    /** argon2id PHC string, like the customers' passwords. */
    passwordHash: text('password_hash').notNull(),
    /** The back office's language for this member: remembered between sign-ins. */
    locale: text('locale').notNull().default('ro'),
    /** A disabled member cannot sign in, and every session of theirs stops working at once. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Bumped by every change: a late edit made on an older copy answers 409. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_idx').on(sql`lower(${t.email})`),
    check('staff_role_check', sql`${t.role} in ('admin', 'manager', 'editor')`),
    check('staff_locale_check', sql`${t.locale} in ('ro', 'ru')`),
  ],
);

/**
 * A back-office sign-in. The cookie holds a random id; only its SHA-256 is stored, so this table opens no
 * session. It ends after 8 idle hours or 7 days in all, on sign-out, or when its member is disabled.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every write made in the back office (and by the staff command): who, when, what, and the record before and
 * after. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Null for the command line (`npm run staff`), which acts as nobody in particular. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The actor's e-mail when it acted, or 'cli': kept even if the member is renamed. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);
