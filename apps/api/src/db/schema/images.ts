import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff';
import { translated } from './translated';

// Pictures uploaded in the back office (product photos, banners, articles). The bytes live in the shared file
// store (src/files/store.ts, docs/adr/0023) under `key`, and each resized variant under a key of its own, so
// every API process serves them; this row is what the back office lists and what content refers to.
export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The original's key in the file store: `images/<random>.<png|jpg|webp>`, made by the server. */
    key: text('key').notNull().unique(),
    /** Checked by content, never taken from the client: image/png, image/jpeg or image/webp. */
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    /** Required in every language: what a screen reader says, and what shows while it loads. */
    alt: translated('alt').notNull(),
    uploadedBy: integer('uploaded_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_created_idx').on(t.createdAt)],
);
