import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './customers';

/**
 * One sign-in (docs/architecture.md §2 auth): every token issued from one POST /api/auth/jwt/create carries its id. Logging
 * out, a reused refresh token or a password reset sets `revoked_at`, and from then on no token of the sign-in
 * is accepted — access tokens included, since each request checks its sign-in.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last refresh token's expiry: a sign-in nobody refreshes ends with it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedWhy: text('revoked_why').$type<'logout' | 'reuse' | 'password_reset'>(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * Every refresh token issued, by its `jti`. A refresh spends its token (`used_at`) and issues the next one;
 * a token presented again after it was spent is a stolen copy or a replay, and revokes its whole sign-in.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * A password-reset link: only the SHA-256 of its random token is stored, so the table opens no account. It
 * works once (`used_at`) and until `expires_at`.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins counted per key ('account:{email}' and 'address:{ip}') in a fixed window. In the database,
 * not in a process's memory, so every API process counts the same failures.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  () => [check('sign_in_failures_positive', sql`failures > 0`)],
);
