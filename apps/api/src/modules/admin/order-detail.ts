import { type AdminOrder, nextStages } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bonusEntries, orderEvents, orderItems, orders, payments, staff } from '../../db/schema';
import { orderBody } from '../orders/order-view';
import { notesOf } from './notes';
import { paymentStateSql } from './orders-query';

// One order as the back office shows it: the customer's snapshot (orders/order-view), and around it what
// happened since: payments and their callbacks, stage changes with who made them, internal notes.

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

type Actor = { id: number; name: string; email: string } | null;
const actorOf = (id: number | null, name: string | null, email: string | null): Actor =>
  id === null || email === null ? null : { id, name: name ?? '', email };

export async function adminOrder(database: Database, id: number, locale: Locale): Promise<AdminOrder | null> {
  const db = database.db;
  const [head] = await db
    .select({ row: orders, paymentState: paymentStateSql })
    .from(orders)
    .where(eq(orders.id, id));
  if (!head) return null;
  const { row } = head;
  const [items, paid, events, notes, [earned]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    db
      .select({ event: orderEvents, name: staff.name, email: staff.email })
      .from(orderEvents)
      .leftJoin(staff, eq(staff.id, orderEvents.staffId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id)),
    notesOf(db, 'order', id),
    db
      .select({ points: sql<number>`coalesce(sum(${bonusEntries.points}), 0)::int` })
      .from(bonusEntries)
      .where(sql`${bonusEntries.orderId} = ${id} and ${bonusEntries.reason} in ('earned', 'refunded')`),
  ]);
  const body = orderBody(row, items, locale);
  return {
    id: row.id,
    number: row.number,
    created_at: body.created_at,
    customer_name: row.customer.full_name,
    phone: row.customer.phone,
    email: row.customer.email,
    city: row.delivery.city,
    payment_method: body.payment_method,
    payment_state: head.paymentState,
    status: row.stage,
    grand_total: row.grandTotal,
    measurement_at: iso(row.measurementAt),
    version: row.version,
    locale: row.locale as Locale,
    comment: row.comment,
    items: body.items,
    totals: body.totals,
    delivery_details: body.delivery_details,
    user_details: body.user_details,
    coupon_code: row.couponCode,
    bonuses_spent: row.bonusesSpent,
    bonuses_earned: earned?.points ?? 0,
    customer_id: row.userId,
    paid_at: iso(row.paidAt),
    payments: paid.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency,
      refunded_amount: payment.refundedAmount,
      result: payment.result ?? null,
      created_at: payment.createdAt.toISOString(),
      updated_at: payment.updatedAt.toISOString(),
    })),
    events: events.map(({ event, name, email }) => ({
      id: event.id,
      from: event.fromStage,
      to: event.toStage,
      staff: actorOf(event.staffId, name, email),
      measurement_at: iso(event.measurementAt),
      reason: event.reason,
      at: event.at.toISOString(),
    })),
    notes,
    next_statuses: nextStages(row.stage),
  };
}
