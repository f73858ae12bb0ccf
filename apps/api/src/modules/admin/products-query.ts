import type { AdminProduct, AdminProductPriceChange } from '@vitrina/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { categories, productCategories, productPriceChanges, products, staff } from '../../db/schema';
import { rowId, searchText } from '../../http/schemas';
import { likePattern } from '../catalog/service';
import { type Paged, pagedResult, pageSlice } from '../editorial/paging';
import { totalRows } from '../editorial/sql';
import { orderBy, orderingQuery, pagingQuery } from './listing';
import { productBody, productLinks } from './products-service';

// The back office's product list: a text over titles (both languages) and slug, a category (with its
// sub-categories, as the storefront lists it) and visibility, in the catalogue's order unless sorted.

export const productListQuery = z.strictObject({
  ...pagingQuery,
  q: searchText(100).optional(),
  category_id: rowId.optional(),
  visible: z.enum(['true', 'false']).optional(),
  ordering: orderingQuery(['position', 'price', 'slug', 'id']),
});
type ProductListQuery = z.infer<typeof productListQuery>;

function conditions(query: ProductListQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.q)
    parts.push(sql`(${products.title} ->> 'ro' ilike ${likePattern(query.q)}
      or ${products.title} ->> 'ru' ilike ${likePattern(query.q)} or ${products.slug} ilike ${likePattern(query.q)})`);
  if (query.category_id !== undefined)
    parts.push(sql`exists (select 1 from ${productCategories} pc join ${categories} c on c.id = pc.category_id
      where pc.product_id = ${products.id}
        and (c.id = ${query.category_id} or c.parent_id = ${query.category_id}))`);
  if (query.visible) parts.push(sql`${products.visible} = ${query.visible === 'true'}`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : undefined;
}

export async function productList(
  database: Database,
  query: ProductListQuery,
): Promise<Paged<AdminProduct> | undefined> {
  const { limit, offset } = pageSlice(query.page, query.page_size);
  const rows = await database.db
    .select({ row: products, ...productLinks, total: totalRows })
    .from(products)
    .where(conditions(query))
    .orderBy(
      orderBy(
        query.ordering,
        'position',
        {
          position: sql`${products.position}`,
          price: sql`${products.priceCents}`,
          slug: sql`${products.slug}`,
          id: sql`${products.id}`,
        },
        sql`${products.id}`,
      ),
    )
    .limit(limit)
    .offset(offset);
  return pagedResult(rows, query.page, query.page_size, (found) => productBody(found.row, found));
}

/** The product's prices, newest first; null for an unknown product. */
export async function priceChanges(
  database: Database,
  productId: number,
  page: number,
  pageSize: number,
): Promise<Paged<AdminProductPriceChange> | null | undefined> {
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const { limit, offset } = pageSlice(page, pageSize);
  const rows = await database.db
    .select({ change: productPriceChanges, staff, total: totalRows })
    .from(productPriceChanges)
    .leftJoin(staff, eq(staff.id, productPriceChanges.staffId))
    .where(eq(productPriceChanges.productId, productId))
    .orderBy(desc(productPriceChanges.changedAt), desc(productPriceChanges.id))
    .limit(limit)
    .offset(offset);
  return pagedResult(rows, page, pageSize, ({ change, staff: member }) => ({
    id: change.id,
    price_before: change.priceCentsBefore,
    price: change.priceCents,
    price_from: change.priceFrom,
    staff: member && { id: member.id, name: member.name, email: member.email },
    changed_at: change.changedAt.toISOString(),
  }));
}
