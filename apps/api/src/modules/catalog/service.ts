import type { Category, CategoryDetail, Product, ProductPage, ProductSummary } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { presetHref } from '@vitrina/pricing';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  type CalculatorPresetChoices,
  calculatorTypes,
  categories,
  menuItems,
  productAccessories,
  productCategories,
  products,
} from '../../db/schema';
import { jsonList, tr } from '../../db/translate';
import type { Key } from '../../http/schemas';
import { calculatorLink } from '../calculator/catalogue';

// Every reader here is one SQL statement: the JSON of the answer is built by PostgreSQL (json_build_object,
// tr() picking the locale), so a handler costs one round trip whatever the number of nested lists.

/** The top-level family whose products are listed by GET /accesories/ when no filter is given. */
export const accessoriesFamily = 'accesorii';

/** The columns the JSON builders read, so aliases of a table (parent, child) fit them too. */
type CategoryColumns = Record<'id' | 'slug' | 'parentId' | 'title' | 'description' | 'image', AnyPgColumn>;
type ProductColumns = Record<
  'id' | 'slug' | 'title' | 'image' | 'priceCents' | 'priceFrom' | 'unit' | 'lengthMm',
  AnyPgColumn
>;

const parent = alias(categories, 'parent');
const child = alias(categories, 'child');
const childParent = alias(categories, 'child_parent');

/**
 * '/{slug}' for a top-level category, '/{parent}/{slug}' for a sub-category (docs/product.md §2 menu rule). The tree has
 * two levels, so a category without `parentTable` is top-level.
 */
const linkOf = (category: CategoryColumns, parentTable: CategoryColumns | null) =>
  parentTable === null
    ? sql`'/' || ${category.slug}`
    : sql`case when ${parentTable.slug} is null then '/' || ${category.slug}
      else '/' || ${parentTable.slug} || '/' || ${category.slug} end`;

function categoryRefJson(
  category: CategoryColumns,
  parentTable: CategoryColumns | null,
  locale: Locale,
): SQL {
  return sql`json_build_object('id', ${category.id}, 'slug', ${category.slug},
    'title', ${tr(category.title, locale)}, 'category_link', ${linkOf(category, parentTable)})`;
}

/**
 * Whether the product in `table` is shown: a hidden one (back office, issue 18) is kept for the carts and orders
 * that name it, but listed, searched, linked and sold nowhere.
 */
const isVisible = (table: { visible: AnyPgColumn }): SQL => sql`${table.visible}`;

/** Products shown in a category or in one of its sub-categories. */
const productsCountOf = (category: CategoryColumns) => sql`(select count(distinct pc.product_id)::int
  from ${productCategories} pc join ${categories} cc on cc.id = pc.category_id
  join ${products} counted on counted.id = pc.product_id and counted.visible
  where cc.id = ${category.id} or cc.parent_id = ${category.id})`;

function categoryJson(category: CategoryColumns, parentTable: CategoryColumns, locale: Locale): SQL {
  return sql`json_build_object('id', ${category.id}, 'slug', ${category.slug},
    'title', ${tr(category.title, locale)}, 'category_link', ${linkOf(category, parentTable)},
    'image', json_build_object('file', ${category.image}, 'alt', ${tr(category.title, locale)}),
    'description', ${tr(category.description, locale)},
    'parent_slug', ${parentTable.slug},
    'products_count', ${productsCountOf(category)})`;
}

function productSummaryJson(table: ProductColumns, locale: Locale): SQL {
  return sql`json_build_object('id', ${table.id}, 'slug', ${table.slug}, 'title', ${tr(table.title, locale)},
    'image', json_build_object('file', ${table.image}, 'alt', ${tr(table.title, locale)}),
    'price', ${table.priceCents}, 'price_from', ${table.priceFrom}, 'unit', ${table.unit},
    'length', case when ${table.lengthMm} is null then null else ${table.lengthMm}::float8 / 1000 end,
    'link', '/product/' || ${table.slug})`;
}

const matches = (table: CategoryColumns, key: Key): SQL =>
  'id' in key ? sql`${table.id} = ${key.id}` : sql`${table.slug} = ${key.slug}`;

/** The calculator of the menu item of a top-level category slug (docs/product.md §2). */
const calculatorOf = (topSlug: SQL) =>
  sql`(select ${menuItems.calculatorHref} from ${menuItems} where ${menuItems.parentCategorySlug} = ${topSlug}
    order by ${menuItems.position} limit 1)`;

export type ListResult<T> = { found: false } | { found: true; value: T };

/** GET /categories/: top-level categories, or the sub-categories of `parentKey`; not found when it is unknown. */
export async function categoryList(
  database: Database,
  locale: Locale,
  parentKey: Key | null,
): Promise<ListResult<Category[]>> {
  const filter = parentKey
    ? sql`${categories.parentId} = (select f.id from ${categories} f where ${
        'id' in parentKey ? sql`f.id = ${parentKey.id}` : sql`f.slug = ${parentKey.slug}`
      })`
    : sql`${categories.parentId} is null`;
  const exists = parentKey
    ? sql`exists (select 1 from ${categories} f where ${
        'id' in parentKey ? sql`f.id = ${parentKey.id}` : sql`f.slug = ${parentKey.slug}`
      })`
    : sql`true`;
  const [row] = await database.rows<{ found: boolean; list: Category[] }>(sql`select ${exists} as found,
    (select ${jsonList(categoryJson(categories, parent, locale), sql`${categories.position}, ${categories.id}`)}
      from ${categories} left join ${categories} ${parent} on ${parent.id} = ${categories.parentId}
      where ${filter}) as list`);
  return row?.found ? { found: true, value: row.list } : { found: false };
}

/** GET /categories/{id or slug}/: the category with its parent, children and calculator link. */
export async function categoryDetail(
  database: Database,
  locale: Locale,
  key: Key,
): Promise<CategoryDetail | undefined> {
  const children = sql`(select ${jsonList(
    categoryJson(child, childParent, locale),
    sql`${child.position}, ${child.id}`,
  )} from ${categories} ${child} join ${categories} ${childParent} on ${childParent.id} = ${child.parentId}
    where ${child.parentId} = ${categories.id})`;
  const [row] = await database.rows<{
    category: Omit<CategoryDetail, 'calculator_link'>;
    calculator_link: string | null;
  }>(
    sql`select json_build_object(
        'id', ${categories.id}, 'slug', ${categories.slug}, 'title', ${tr(categories.title, locale)},
        'category_link', ${linkOf(categories, parent)},
        'image', json_build_object('file', ${categories.image}, 'alt', ${tr(categories.title, locale)}),
        'description', ${tr(categories.description, locale)},
        'parent_slug', ${parent.slug},
        'products_count', ${productsCountOf(categories)},
        'parent', case when ${parent.id} is null then null else ${categoryRefJson(parent, null, locale)} end,
        'children', ${children}) as category,
      ${calculatorOf(sql`coalesce(${parent.slug}, ${categories.slug})`)} as calculator_link
    from ${categories} left join ${categories} ${parent} on ${parent.id} = ${categories.parentId}
    where ${matches(categories, key)}`,
  );
  if (!row) return undefined;
  return { ...row.category, calculator_link: row.calculator_link };
}

/** Ids of the category `slug` and of its sub-categories; used as `category_id in (...)`. */
const categoryTree = (slug: string) => sql`(select t.id from ${categories} t
  where t.slug = ${slug} or t.parent_id = (select r.id from ${categories} r where r.slug = ${slug}))`;

const inCategoryTree = (slug: string) => sql`exists (select 1 from ${productCategories} pc
  where pc.product_id = ${products.id} and pc.category_id in ${categoryTree(slug)})`;

/** `%` and `_` typed by a visitor are literal characters, not patterns. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface ProductQuery {
  category?: string | undefined;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

export type ProductPageResult =
  | { kind: 'page'; page: ProductPage }
  | { kind: 'unknown-category' }
  | { kind: 'beyond-end' };

/** GET /products/: one page of products (catalogue order) with the total count, in one statement. */
export async function productPage(
  database: Database,
  locale: Locale,
  query: ProductQuery,
): Promise<ProductPageResult> {
  const conditions: SQL[] = [isVisible(products)];
  if (query.category) conditions.push(inCategoryTree(query.category));
  if (query.search) conditions.push(sql`${tr(products.title, locale)} ilike ${likePattern(query.search)}`);
  const where = sql`where ${sql.join(conditions, sql` and `)}`;
  const offset = (query.page - 1) * query.pageSize;
  const [row] = await database.rows<{ category_found: boolean; total: number; results: ProductSummary[] }>(
    sql`with filtered as (select ${products.id} as id, ${products.position} as position from ${products} ${where}),
      shown as (select id from filtered order by position, id limit ${query.pageSize} offset ${offset})
    select
      ${query.category ? sql`exists (select 1 from ${categories} where ${categories.slug} = ${query.category})` : sql`true`} as category_found,
      (select count(*)::int from filtered) as total,
      (select ${jsonList(productSummaryJson(products, locale), sql`${products.position}, ${products.id}`)}
        from ${products} where ${products.id} in (select id from shown)) as results`,
  );
  if (!row?.category_found) return { kind: 'unknown-category' };
  const pages = Math.ceil(row.total / query.pageSize);
  if (row.total > 0 && query.page > pages) return { kind: 'beyond-end' };
  return { kind: 'page', page: { results: row.results, pages, total_count: row.total } };
}

/** GET /products/{id or slug}/: the product with characteristics, accessories and its categories. */
export async function productDetail(
  database: Database,
  locale: Locale,
  key: Key,
): Promise<Product | undefined> {
  const accessory = alias(products, 'accessory');
  const main = sql`(select pc.category_id from ${productCategories} pc where pc.product_id = ${products.id}
    order by pc.rank, pc.category_id limit 1)`;
  const [row] = await database.rows<{
    product: Omit<Product, 'calculator_link'>;
    calculator_link: string | null;
    preset: CalculatorPresetChoices | null;
    preset_category: string | null;
    preset_subcategory: string | null;
  }>(
    sql`select json_build_object(
        'id', ${products.id}, 'slug', ${products.slug}, 'title', ${tr(products.title, locale)},
        'image', json_build_object('file', ${products.image}, 'alt', ${tr(products.title, locale)}),
        'price', ${products.priceCents}, 'price_from', ${products.priceFrom}, 'unit', ${products.unit},
        'length', case when ${products.lengthMm} is null then null else ${products.lengthMm}::float8 / 1000 end,
        'link', '/product/' || ${products.slug},
        'description', ${tr(products.description, locale)},
        'characteristics', coalesce(${products.characteristics} -> ${locale}::text,
          ${products.characteristics} -> 'ro', '[]'::jsonb),
        'accessories', (select ${jsonList(productSummaryJson(accessory, locale), sql`pa.position`)}
          from ${productAccessories} pa join ${products} ${accessory} on ${accessory.id} = pa.accessory_id
          where pa.product_id = ${products.id} and ${isVisible(accessory)}),
        'category', ${categoryRefJson(categories, parent, locale)},
        'parent_category', case when ${parent.id} is null then null
          else ${categoryRefJson(parent, null, locale)} end,
        'category_slugs', (select ${jsonList(sql`cs.slug`, sql`pc.rank, cs.id`)}
          from ${productCategories} pc join ${categories} cs on cs.id = pc.category_id
          where pc.product_id = ${products.id})) as product,
      ${calculatorOf(sql`coalesce(${parent.slug}, ${categories.slug})`)} as calculator_link,
      ${products.calculatorPreset} as preset,
      ${calculatorTypes.categorySlug} as preset_category,
      ${calculatorTypes.subcategory} as preset_subcategory
    from ${products}
    join ${categories} on ${categories.id} = ${main}
    left join ${categories} ${parent} on ${parent.id} = ${categories.parentId}
    left join ${calculatorTypes} on ${calculatorTypes.id} = ${products.calculatorTypeId}
    where ${'id' in key ? sql`${products.id} = ${key.id}` : sql`${products.slug} = ${key.slug}`}
      and ${isVisible(products)}`,
  );
  if (!row) return undefined;
  // A preset opens its calculator with the product's choices (docs/adr/0043); otherwise the family's button.
  const link =
    row.preset && row.preset_category !== null
      ? presetHref(calculatorLink(row.preset_category, row.preset_subcategory), row.preset)
      : row.calculator_link;
  return { ...row.product, calculator_link: link };
}

export interface AccessoryQuery {
  product?: Key | undefined;
  category?: string | undefined;
}

/** At most this many products in one GET /accesories/ answer (the list is not paginated). */
export const accessoryLimit = 100;

export type AccessoryResult =
  | { kind: 'list'; products: ProductSummary[] }
  | { kind: 'unknown-product' }
  | { kind: 'unknown-category' };

/**
 * GET /accesories/: the matching accessories of `product`, narrowed to `category` when given; without a
 * product, the products of `category` (default: the accessories family).
 */
export async function accessoryList(
  database: Database,
  locale: Locale,
  query: AccessoryQuery,
): Promise<AccessoryResult> {
  const owner = alias(products, 'owner');
  const conditions: SQL[] = [isVisible(products)];
  const productKey = query.product;
  if (productKey)
    conditions.push(sql`${products.id} in (select pa.accessory_id from ${productAccessories} pa
      join ${products} ${owner} on ${owner.id} = pa.product_id
      where ${isVisible(owner)} and ${'id' in productKey ? sql`${owner.id} = ${productKey.id}` : sql`${owner.slug} = ${productKey.slug}`})`);
  const category = query.category ?? (productKey ? undefined : accessoriesFamily);
  if (category) conditions.push(inCategoryTree(category));
  const order = productKey
    ? sql`(select pa.position from ${productAccessories} pa join ${products} ${owner} on ${owner.id} = pa.product_id
        where pa.accessory_id = ${products.id} and ${
          'id' in productKey ? sql`${owner.id} = ${productKey.id}` : sql`${owner.slug} = ${productKey.slug}`
        } limit 1), ${products.id}`
    : sql`${products.position}, ${products.id}`;
  const [row] = await database.rows<{
    product_found: boolean;
    category_found: boolean;
    list: ProductSummary[];
  }>(
    sql`select
      ${productKey ? sql`exists (select 1 from ${products} ${owner} where ${isVisible(owner)} and ${'id' in productKey ? sql`${owner.id} = ${productKey.id}` : sql`${owner.slug} = ${productKey.slug}`})` : sql`true`} as product_found,
      ${category ? sql`exists (select 1 from ${categories} where ${categories.slug} = ${category})` : sql`true`} as category_found,
      (select ${jsonList(productSummaryJson(products, locale), order)} from (select * from ${products}
        where ${sql.join(conditions, sql` and `)} order by ${order} limit ${accessoryLimit}) as ${products}) as list`,
  );
  if (!row?.product_found) return { kind: 'unknown-product' };
  if (!row.category_found) return { kind: 'unknown-category' };
  return { kind: 'list', products: row.list };
}
