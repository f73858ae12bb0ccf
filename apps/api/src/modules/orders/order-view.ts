import type { Order, PaymentMethod } from '@vitrina/contract';
import { deliveryCityName } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import type { orderItems, orders } from '../../db/schema';
import { pricedLineBody } from './priced-line';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** An order as the contract shows it: the snapshot taken when it was placed, nothing read from today's catalogue. */
export function orderBody(row: OrderRow, items: readonly OrderItemRow[], locale: Locale): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    comment: row.comment,
    items: items.map(pricedLineBody),
    totals: row.totals,
    characteristics: row.characteristics,
    coupon_code: row.couponCode,
    bonuses_spent: row.bonusesSpent,
    // The city's name in the language asked for; the rest as it was ordered.
    delivery_details: { ...row.delivery, city_name: deliveryCityName(row.delivery.city, locale) },
    user_details: row.customer,
    payment_method: row.paymentMethod as PaymentMethod,
  };
}
