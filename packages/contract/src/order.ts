import { z } from 'zod';
import { orderStages } from './admin/workflow';
import { configuration } from './calculator';
import {
  cartCharacteristics,
  cartDeliveryDetails,
  cartTotalsBody,
  cartUserDetails,
  paymentMethod,
} from './cart';

// Orders (docs/product.md §3 Order): a snapshot of the cart when it was placed — items, configurations, prices, totals,
// delivery and customer — that later catalogue or price changes never touch.

export const orderStatus = z.enum(['placed', 'paid', 'payment_failed', 'cancelled', 'refunded']);
export type OrderStatus = z.infer<typeof orderStatus>;

/** Where the order is in the workshop's workflow (the back office moves it); `status` is its payment's. */
export const orderStage = z.enum(orderStages);

/**
 * One change of an order's stage as its customer sees it: the stage it went to and when, the measurement visit
 * it scheduled, why it was cancelled. Never who on the staff made it, nor their notes.
 */
export const orderStageChange = z
  .object({
    stage: orderStage,
    at: z.string(),
    /** ISO 8601; set when the change scheduled (or moved) the measurement visit. */
    measurement_at: z.string().nullable(),
    /** Why it was cancelled; '' otherwise. */
    reason: z.string(),
  })
  .meta({ id: 'OrderStageChange' });
export type OrderStageChange = z.infer<typeof orderStageChange>;

export const orderItem = z.object({
  kind: z.enum(['configured', 'product']),
  product_id: z.number().int().nullable(),
  calculator_type_id: z.number().int().nullable(),
  version: z.number().int().nullable(),
  title: z.string(),
  link: z.string(),
  configuration: configuration.nullable(),
  summary: z.array(z.string()),
  unit: z.enum(['piece', 'm2', 'metre']),
  quantity: z.number(),
  unit_price: z.number().int(),
  quantity_discount: z.number().int(),
  total_price: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItem>;

export const order = z
  .object({
    id: z.number().int(),
    /** Human readable: 'VT-2026-00042'. */
    number: z.string(),
    status: orderStatus,
    created_at: z.string(),
    comment: z.string(),
    items: z.array(orderItem),
    totals: cartTotalsBody,
    characteristics: cartCharacteristics,
    coupon_code: z.string().nullable(),
    bonuses_spent: z.number().int(),
    delivery_details: cartDeliveryDetails,
    user_details: cartUserDetails,
    payment_method: paymentMethod,
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;

/** POST .../create-order/: the order, and for a card payment the bank page to go to (docs/product.md §4). */
export const createOrderResponse = z
  .object({
    order,
    payment_data: z.object({ result: z.object({ payUrl: z.string() }) }).nullable(),
  })
  .meta({ id: 'CreateOrderResponse' });
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;
