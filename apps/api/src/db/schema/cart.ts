import type { DeliveryCity } from '@vitrina/forms';
import type { CalculatorFamily, Configuration, DeliveryClass } from '@vitrina/pricing';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { calculatorDefinitions, calculatorTypes } from './calculator';
import { products } from './catalog';
import { users } from './customers';
import { orders } from './orders';
import type { Translated } from './translated';

/** A discount code (docs/product.md §3 Cart coupon): a percent of the goods or a fixed amount, from a minimum. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Upper case; customers type it in any case. */
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    /** Basis points for 'percent' (1000 = 10 %), cents for 'amount'. */
    value: integer('value').notNull(),
    /** Goods (after the quantity discount) needed before it applies, in cents. */
    minGoods: integer('min_goods').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 10000)`),
  ],
);

export interface CartDeliveryRow {
  deliveryType: 'delivery';
  addressId: number | null;
  city: DeliveryCity;
  street: string;
  house: string;
  apartment: string;
}
export interface CartUserDetailsRow {
  email: string;
  fullName: string;
  phone: string;
}
export interface CartPaymentRow {
  method: 1 | 2 | 3 | 4;
  useBonuses: boolean;
  bonusQuantity: number;
}

/**
 * A cart belongs to a signed-in user or to an anonymous visitor. The anonymous key is a bearer secret, so
 * only its SHA-256 is stored: a database leak opens no cart. After create-order the cart is emptied and
 * `placed_order_id` names the order, so a repeated create answers that order instead of a second one.
 */
export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    anonymousKeyHash: text('anonymous_key_hash'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    delivery: jsonb('delivery').$type<CartDeliveryRow>(),
    userDetails: jsonb('user_details').$type<CartUserDetailsRow>(),
    payment: jsonb('payment').$type<CartPaymentRow>(),
    placedOrderId: integer('placed_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_anonymous_key_idx').on(t.anonymousKeyHash),
    uniqueIndex('carts_user_idx').on(t.userId),
    check('carts_owner_check', sql`${t.anonymousKeyHash} is not null or ${t.userId} is not null`),
  ],
);

/**
 * A line of a cart: a catalogue product (priced from the catalogue when read) or a configured item, priced
 * by the engine on the server when it was added or changed. A configured item keeps the definition version
 * that priced it; versions never change, so its price stays exactly what the engine said.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    calculatorTypeId: integer('calculator_type_id').references(() => calculatorTypes.id, {
      onDelete: 'cascade',
    }),
    version: integer('version'),
    configuration: jsonb('configuration').$type<Configuration>(),
    /** Items; metres or m² × 100 for goods sold by measure (2.5 m → 250). */
    quantityHundredths: integer('quantity_hundredths').notNull(),
    // What the engine answered for a configured item (null for products, priced when read).
    unitPrice: integer('unit_price'),
    quantityDiscount: integer('quantity_discount'),
    /** One item's m² and metres × 1000. */
    areaThousandths: integer('area_thousandths'),
    linearThousandths: integer('linear_thousandths'),
    deliveryClass: text('delivery_class').$type<DeliveryClass>(),
    family: text('family').$type<CalculatorFamily>(),
    /** The chosen options in words, in every language. */
    summary: jsonb('summary').$type<Translated[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId, t.id),
    check('cart_items_kind_check', sql`(${t.productId} is null) <> (${t.calculatorTypeId} is null)`),
    check('cart_items_quantity_check', sql`${t.quantityHundredths} > 0`),
    foreignKey({
      name: 'cart_items_definition_fk',
      columns: [t.calculatorTypeId, t.version],
      foreignColumns: [calculatorDefinitions.calculatorTypeId, calculatorDefinitions.version],
    }),
  ],
);
