import type { DeliveryCity } from '@vitrina/forms';
import type { Configuration } from '@vitrina/pricing';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './customers';
import type { OrderStageRow } from './order-workflow';

/** The totals of the cart when it became the order (contract: CartTotalsBody), in cents. */
export interface OrderTotalsRow {
  common: number;
  quantity_discount: number;
  coupon_discount: number;
  new_total: number;
  delivery: number;
  bonus_discount: number;
  net_total: number;
  vat: number;
  grand_total: number;
}
export interface OrderCharacteristicsRow {
  total_area: number;
  linear_metres: number;
  windows: number;
  doors: number;
  quantity_discount: number;
}
export interface OrderDeliveryRow {
  city: DeliveryCity;
  city_name: string;
  street: string;
  house: string;
  apartment: string;
}
export interface OrderCustomerRow {
  email: string;
  full_name: string;
  phone: string;
}

export type OrderStatusRow = 'placed' | 'paid' | 'payment_failed' | 'cancelled' | 'refunded';

/**
 * An order: a snapshot, never a reference to today's catalogue. `cart_id` names the cart it came from; the
 * cart's `placed_order_id` points back, which is what makes a repeated create-order answer this order.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    number: text('number').notNull(),
    cartId: integer('cart_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatusRow>().notNull().default('placed'),
    paymentMethod: integer('payment_method').$type<1 | 2 | 3 | 4>().notNull(),
    comment: text('comment').notNull().default(''),
    customer: jsonb('customer').$type<OrderCustomerRow>().notNull(),
    delivery: jsonb('delivery').$type<OrderDeliveryRow>().notNull(),
    totals: jsonb('totals').$type<OrderTotalsRow>().notNull(),
    characteristics: jsonb('characteristics').$type<OrderCharacteristicsRow>().notNull(),
    /** What the customer pays, cents: totals.grand_total, kept as a column for payments and reports. */
    grandTotal: integer('grand_total').notNull(),
    couponCode: text('coupon_code'),
    bonusesSpent: integer('bonuses_spent').notNull().default(0),
    /** The language the customer ordered in: e-mails and the shop's answer use it. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Where the order is in the workshop's workflow (back office); `status` stays the payment's side. */
    stage: text('stage').$type<OrderStageRow>().notNull().default('new'),
    /** The measurement visit last scheduled. */
    measurementAt: timestamp('measurement_at', { withTimezone: true }),
    /** Bumped by every back-office change: two staff changing one order, the late one answers 409. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_stage_idx').on(t.stage, t.createdAt),
    check(
      'orders_stage_check',
      sql`${t.stage} in ('new', 'confirmed', 'measurement_scheduled', 'in_production', 'ready', 'delivered', 'completed', 'cancelled')`,
    ),
    check('orders_grand_total_check', sql`${t.grandTotal} >= 0`),
  ],
);

/**
 * A priced line as the cart priced it — what an order keeps when it is placed and an offer when it is made: the
 * title and summary in their language, the definition version that priced a configured line (its drawing is
 * drawn from it too), prices in cents. A function, so that each table gets columns of its own.
 */
export function pricedLineColumns() {
  return {
    position: integer('position').notNull(),
    kind: text('kind').$type<'configured' | 'product'>().notNull(),
    productId: integer('product_id'),
    calculatorTypeId: integer('calculator_type_id'),
    version: integer('version'),
    title: text('title').notNull(),
    link: text('link').notNull(),
    configuration: jsonb('configuration').$type<Configuration>(),
    summary: jsonb('summary').$type<string[]>().notNull(),
    unit: text('unit').$type<'piece' | 'm2' | 'metre'>().notNull(),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantityDiscount: integer('quantity_discount').notNull(),
    totalPrice: integer('total_price').notNull(),
  };
}

/** A line of an order, exactly as it was in the cart: title and summary in the order's language. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...pricedLineColumns(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position)],
);

export type PaymentStatusRow = 'created' | 'pending' | 'ok' | 'failed' | 'declined' | 'reversed';

/**
 * A card payment of an order at a provider ('sandbox' or 'maib'), by the provider's pay id. It becomes 'ok'
 * only on a verified callback that the provider's pay-info confirms.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'sandbox' | 'maib'>().notNull(),
    payId: text('pay_id').notNull(),
    payUrl: text('pay_url').notNull(),
    /** Cents, and the currency the bank was asked for. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatusRow>().notNull().default('created'),
    /** The last verified callback's result, as the bank sent it. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_pay_id_idx').on(t.provider, t.payId),
    index('payments_order_idx').on(t.orderId),
    // One open payment per order: two create-order requests at once must not give a customer two bank
    // pages to pay (and pay twice).
    uniqueIndex('payments_open_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('created', 'pending')`),
  ],
);

/**
 * The sandbox provider's side of a payment: what a bank would hold. Its hosted page reads it, its pay and
 * decline buttons change it, and its pay-info answers from it — the shop's `payments` row is never the source.
 */
export const sandboxBankPayments = pgTable('sandbox_bank_payments', {
  payId: text('pay_id').primaryKey(),
  orderId: text('order_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  language: text('language').notNull(),
  status: text('status').$type<'CREATED' | 'OK' | 'FAILED' | 'REVERSED'>().notNull().default('CREATED'),
  okUrl: text('ok_url').notNull(),
  failUrl: text('fail_url').notNull(),
  callbackUrl: text('callback_url').notNull(),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
