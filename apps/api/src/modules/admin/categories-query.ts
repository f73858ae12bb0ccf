import type { AdminCategory } from '@vitrina/contract';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema';
import { rowId, searchText } from '../../http/schemas';
import { likePattern } from '../catalog/service';
import { type Paged, pagedResult, pageSlice } from '../editorial/paging';
import { totalRows } from '../editorial/sql';
import { categoryBody, categoryCounts } from './categories-service';
import { pagingQuery } from './listing';

// The back office's category list: the tree in the storefront's order (each family followed by its
// sub-categories), or the families alone, or one family's sub-categories; a text over titles and slug.

export const categoryListQuery = z.strictObject({
  ...pagingQuery,
  q: searchText(100).optional(),
  parent_id: rowId.optional(),
  top: z.enum(['true']).optional(),
});
type CategoryListQuery = z.infer<typeof categoryListQuery>;

const parent = alias(categories, 'parent');

function conditions(query: CategoryListQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.q)
    parts.push(sql`(${categories.title} ->> 'ro' ilike ${likePattern(query.q)}
      or ${categories.title} ->> 'ru' ilike ${likePattern(query.q)} or ${categories.slug} ilike ${likePattern(query.q)})`);
  if (query.parent_id !== undefined) parts.push(sql`${categories.parentId} = ${query.parent_id}`);
  if (query.top) parts.push(sql`${categories.parentId} is null`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : undefined;
}

export async function categoryList(
  database: Database,
  query: CategoryListQuery,
): Promise<Paged<AdminCategory> | undefined> {
  const { limit, offset } = pageSlice(query.page, query.page_size);
  const rows = await database.db
    .select({ row: categories, ...categoryCounts, total: totalRows })
    .from(categories)
    .leftJoin(parent, sql`${parent.id} = ${categories.parentId}`)
    .where(conditions(query))
    .orderBy(
      sql`coalesce(${parent.position}, ${categories.position}), coalesce(${parent.id}, ${categories.id}),
        ${categories.parentId} nulls first, ${categories.position}, ${categories.id}`,
    )
    .limit(limit)
    .offset(offset);
  return pagedResult(rows, query.page, query.page_size, (found) => categoryBody(found.row, found));
}
