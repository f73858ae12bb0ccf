import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Files the API keeps (accepted CVs) live in the database, not on one process's disk, so that every API process
// — on this machine or another — reads what any of them stored (docs/adr/0023). Access goes through
// src/files/store.ts, which an object store (S3) can implement later without a change to its callers.

/** PostgreSQL's bytea: a Buffer on the way in; node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const storedFiles = pgTable('stored_files', {
  /** The name the caller chose: `cv/<random>.pdf`. */
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
