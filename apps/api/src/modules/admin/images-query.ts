import type { AdminImage } from '@vitrina/contract';
import { imageVariantWidths, variantOf } from '@vitrina/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { images, staff } from '../../db/schema';
import { searchText } from '../../http/schemas';
import { containsPattern, totalRows } from '../editorial/sql';
import { mediaUrl } from '../media/image-keys';
import { pagingQuery } from './listing';

// The media library as the back office reads it: newest first, each picture with its public paths.

export const imageListQuery = z.strictObject({
  /** Words of either alt text. */
  q: searchText(100).optional(),
  ...pagingQuery,
});

const columns = {
  id: images.id,
  key: images.key,
  contentType: images.contentType,
  width: images.width,
  height: images.height,
  size: images.size,
  alt: images.alt,
  uploadedBy: staff.email,
  createdAt: images.createdAt,
};

type ImageRow = {
  id: number;
  key: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
  alt: { ro?: string; ru?: string };
  uploadedBy: string | null;
  createdAt: Date;
};

export function imageBody(row: ImageRow): AdminImage {
  return {
    id: row.id,
    url: mediaUrl(row.key),
    content_type: row.contentType,
    width: row.width,
    height: row.height,
    size: row.size,
    alt: { ro: row.alt.ro ?? '', ru: row.alt.ru ?? '' },
    variants: imageVariantWidths(row.width).map((width) => ({
      width,
      url: mediaUrl(variantOf(row.key, width)),
    })),
    uploaded_by: row.uploadedBy,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

export async function imagePage(
  database: Database,
  filters: z.infer<typeof imageListQuery>,
  slice: { limit: number; offset: number },
): Promise<(ImageRow & { total: number })[]> {
  let condition: SQL | undefined;
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    condition = sql`(${images.alt} ->> 'ro' ilike ${pattern} or ${images.alt} ->> 'ru' ilike ${pattern})`;
  }
  return database.db
    .select({ ...columns, total: totalRows })
    .from(images)
    .leftJoin(staff, eq(staff.id, images.uploadedBy))
    .where(condition)
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(slice.limit)
    .offset(slice.offset);
}

export async function readImage(database: Database, id: number): Promise<AdminImage | null> {
  const [row] = await database.db
    .select(columns)
    .from(images)
    .leftJoin(staff, eq(staff.id, images.uploadedBy))
    .where(eq(images.id, id));
  return row ? imageBody(row) : null;
}
