import { z } from 'zod';
import { image } from './image';

// GET /categories/*, /products/*, /accesories/. Slugs are the same in every language and links are
// locale-neutral (no /ru prefix): the storefront adds the prefix.

/**
 * How a price is quoted: per piece, per square metre (windows, shutters, awnings: "from X €/m²") or per
 * running metre (sills, seals: sold cut from a bar whose `length` is given).
 */
export const productUnit = z.enum(['piece', 'm2', 'metre']);
export type ProductUnit = z.infer<typeof productUnit>;

export const characteristic = z.object({ name: z.string(), value: z.string() });
export type Characteristic = z.infer<typeof characteristic>;

/** A category as a link target: enough for a breadcrumb or a card's subtitle. */
export const categoryRef = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** '/{slug}' for a top-level category, '/{parent slug}/{slug}' for a sub-category (docs/product.md §2). */
    category_link: z.string(),
  })
  .meta({ id: 'CategoryRef' });
export type CategoryRef = z.infer<typeof categoryRef>;

/** GET /categories/: one card of a category list. */
export const category = categoryRef
  .extend({
    image,
    description: z.string(),
    /** null for a top-level category. */
    parent_slug: z.string().nullable(),
    /** Products in the category and its sub-categories. */
    products_count: z.number().int(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof category>;

/** GET /categories/{id or slug}/: the category, its parent (for breadcrumbs) and its sub-categories. */
export const categoryDetail = category
  .extend({
    parent: categoryRef.nullable(),
    children: z.array(category),
    /** The price calculator of this product family (docs/product.md §2 calculator rule), or null when it has none. */
    calculator_link: z.string().nullable(),
  })
  .meta({ id: 'CategoryDetail' });
export type CategoryDetail = z.infer<typeof categoryDetail>;

/**
 * A product card. `price` is in euro cents, VAT (20 %) INCLUDED: the price a customer pays, as the shop
 * quotes it; the cart shows the VAT part separately. `price_from` marks a starting price (per m², or a
 * configurable product whose final price depends on size and options): shown as "de la X €" / "от X €".
 */
export const productSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    image,
    price: z.number().int().nonnegative(),
    price_from: z.boolean(),
    unit: productUnit,
    /** Length of one bar in metres for per-metre products ('metre'); null otherwise. */
    length: z.number().positive().nullable(),
    /** '/product/{slug}', without locale prefix. */
    link: z.string(),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummary>;

/** GET /products/{id or slug}/ */
export const product = productSummary
  .extend({
    description: z.string(),
    characteristics: z.array(characteristic),
    /** Matching accessories (handles, sills, nets, seals ...), in the shop's order. */
    accessories: z.array(productSummary),
    /** The product's main (first) sub-category and its parent, for breadcrumbs; parent null when top-level. */
    category: categoryRef,
    parent_category: categoryRef.nullable(),
    /** Every category the product is listed in. */
    category_slugs: z.array(z.string()),
    /**
     * Where "open the calculator" leads: the product's own calculator with its choices in the query
     * ('/calculators/windows?w=1300&h=1400&profile=rehau-synego-80', docs/adr/0043) when it has a preset, else its
     * family's calculator (docs/product.md §2 calculator rule), or null.
     */
    calculator_link: z.string().nullable(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof product>;

/** The paginated list shape of docs/product.md §7. */
export const productPage = z
  .object({
    results: z.array(productSummary),
    pages: z.number().int().nonnegative(),
    total_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'ProductPage' });
export type ProductPage = z.infer<typeof productPage>;

/** GET /accesories/ (spelled as in docs/product.md §7). */
export const accessoryList = z.object({ products: z.array(productSummary) }).meta({ id: 'AccessoryList' });
export type AccessoryList = z.infer<typeof accessoryList>;

/** Page size bounds of GET /products/. */
export const PRODUCT_PAGE_SIZE = { default: 12, min: 1, max: 48 } as const;
