import type { Locale } from '@vitrina/locale';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  bonusEntries,
  calculatorTypes,
  cartItems,
  carts,
  categories,
  coupons,
  orders,
  productCategories,
  products,
} from '../../db/schema';
import { tr } from '../../db/translate';
import { calculatorLink } from '../calculator/catalogue';
import type { CartRows, ItemRow } from './cart-view';
import { anonymousKeyHash, type CartOwner, newAnonymousKey } from './owner';

// Reading and creating carts. Every read is scoped by the owner: a cart id that is not the caller's is
// indistinguishable from one that does not exist.

const ownedBy = (owner: CartOwner) =>
  owner.kind === 'user'
    ? eq(carts.userId, owner.userId)
    : eq(carts.anonymousKeyHash, anonymousKeyHash(owner.key));

export interface CartHead extends Omit<CartRows, 'items'> {
  userId: number | null;
  /**
   * The cart's own column. Under a lock taken after another transaction placed the order, PostgreSQL
   * re-reads the cart row but not the joined order (not in this statement's snapshot): only this is sure.
   */
  placedOrderId: number | null;
}

/** The cart `id` if `owner` holds it (locked for update inside a transaction when `lock`), else null. */
export async function findCart(
  db: Queryable,
  owner: CartOwner,
  id?: number,
  options: { lock?: boolean } = {},
): Promise<CartHead | null> {
  const query = db
    .select({
      id: carts.id,
      userId: carts.userId,
      delivery: carts.delivery,
      userDetails: carts.userDetails,
      payment: carts.payment,
      coupon: {
        code: coupons.code,
        kind: coupons.kind,
        value: coupons.value,
        minGoods: coupons.minGoods,
        active: coupons.active,
        startsAt: coupons.startsAt,
        endsAt: coupons.endsAt,
      },
      placedOrderId: carts.placedOrderId,
      placedOrderNumber: orders.number,
      bonusesAvailable: sql<number>`coalesce((select sum(${bonusEntries.points}) from ${bonusEntries} where ${bonusEntries.userId} = ${carts.userId}), 0)::int`,
    })
    .from(carts)
    .leftJoin(coupons, eq(coupons.id, carts.couponId))
    .leftJoin(orders, eq(orders.id, carts.placedOrderId))
    .where(id === undefined ? ownedBy(owner) : and(eq(carts.id, id), ownedBy(owner)));
  const [row] = await (options.lock ? query.for('update', { of: carts }) : query);
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    anonymousId: owner.kind === 'anonymous' ? owner.key : null,
    coupon: row.coupon?.code ? row.coupon : null,
    delivery: row.delivery,
    userDetails: row.userDetails,
    payment: row.payment,
    bonusesAvailable: row.bonusesAvailable,
    placedOrderId: row.placedOrderId,
    placedOrder:
      row.placedOrderId !== null && row.placedOrderNumber !== null
        ? { id: row.placedOrderId, number: row.placedOrderNumber }
        : null,
  };
}

/**
 * The order that the cart `id` of `owner` names while it is still emptied — a checkout that has committed —
 * else null. One query and no lock: a repeated create-order is answered from it.
 */
export async function placedOrderOf(db: Queryable, owner: CartOwner, id: number): Promise<number | null> {
  const [row] = await db
    .select({ orderId: carts.placedOrderId })
    .from(carts)
    .where(
      and(
        eq(carts.id, id),
        ownedBy(owner),
        isNotNull(carts.placedOrderId),
        sql`not exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id})`,
      ),
    );
  return row?.orderId ?? null;
}

/**
 * The owner's cart, made when there is none. An anonymous caller without a (known) key gets a new cart
 * under a new key: a client can never choose the key of a cart.
 */
export async function cartOf(db: Queryable, owner: CartOwner | null): Promise<CartHead> {
  if (owner) {
    const found = await findCart(db, owner);
    if (found) return found;
  }
  const created = owner?.kind === 'user' ? owner : ({ kind: 'anonymous', key: newAnonymousKey() } as const);
  const [row] = await db
    .insert(carts)
    .values(
      created.kind === 'user'
        ? { userId: created.userId }
        : { anonymousKeyHash: anonymousKeyHash(created.key) },
    )
    .onConflictDoNothing()
    .returning({ id: carts.id });
  // Read back (a customer's bonuses come with it); with no row, a concurrent request made the user's cart.
  const made = await findCart(db, created, row?.id);
  if (!made) throw new Error('cart was neither created nor found');
  return made;
}

const subcategory = alias(categories, 'subcategory');
const family = alias(categories, 'family');

/** The cart's lines with what pricing them needs, in the order they were added. */
export async function cartItemRows(db: Queryable, cartId: number, locale: Locale): Promise<ItemRow[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      quantityHundredths: cartItems.quantityHundredths,
      productId: products.id,
      productTitle: tr(products.title, locale),
      productSlug: products.slug,
      productImage: products.image,
      productPrice: products.priceCents,
      productUnit: products.unit,
      productDeliveryClass: products.deliveryClass,
      subcategorySlug: subcategory.slug,
      familySlug: family.slug,
      calculatorTypeId: cartItems.calculatorTypeId,
      version: cartItems.version,
      configuration: cartItems.configuration,
      typeTitle: tr(calculatorTypes.title, locale),
      typeImage: calculatorTypes.imageFile,
      typeCategory: calculatorTypes.categorySlug,
      typeSubcategory: calculatorTypes.subcategory,
      typeFamily: calculatorTypes.family,
      unitPrice: cartItems.unitPrice,
      quantityDiscount: cartItems.quantityDiscount,
      areaThousandths: cartItems.areaThousandths,
      linearThousandths: cartItems.linearThousandths,
      deliveryClass: cartItems.deliveryClass,
      summary: cartItems.summary,
    })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productCategories,
      and(eq(productCategories.productId, cartItems.productId), eq(productCategories.rank, 0)),
    )
    .leftJoin(subcategory, eq(subcategory.id, productCategories.categoryId))
    .leftJoin(family, eq(family.id, subcategory.parentId))
    .leftJoin(calculatorTypes, eq(calculatorTypes.id, cartItems.calculatorTypeId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  return rows.map((row) => ({
    id: row.id,
    quantityHundredths: row.quantityHundredths,
    product:
      row.productId !== null
        ? {
            id: row.productId,
            title: row.productTitle,
            slug: row.productSlug ?? '',
            image: row.productImage ?? '',
            priceCents: row.productPrice ?? 0,
            unit: row.productUnit ?? 'piece',
            deliveryClass: row.productDeliveryClass,
            // A product directly in a top-level category has no family above it.
            familySlug: row.familySlug ?? row.subcategorySlug,
            subcategorySlug: row.familySlug ? row.subcategorySlug : null,
          }
        : null,
    configured:
      row.calculatorTypeId !== null && row.version !== null && row.configuration !== null
        ? {
            calculatorTypeId: row.calculatorTypeId,
            version: row.version,
            configuration: row.configuration,
            title: row.typeTitle,
            image: row.typeImage ?? '',
            link: calculatorLink(row.typeCategory ?? '', row.typeSubcategory),
            family: row.typeFamily ?? 'windows',
            unitPrice: row.unitPrice ?? 0,
            quantityDiscount: row.quantityDiscount ?? 0,
            areaThousandths: row.areaThousandths ?? 0,
            linearThousandths: row.linearThousandths ?? 0,
            deliveryClass: row.deliveryClass ?? 'large',
            summary: row.summary ?? [],
          }
        : null,
  }));
}

/** The whole cart as the view needs it: head and lines. */
export async function cartRows(db: Queryable, head: CartHead, locale: Locale): Promise<CartRows> {
  return { ...head, items: await cartItemRows(db, head.id, locale) };
}
