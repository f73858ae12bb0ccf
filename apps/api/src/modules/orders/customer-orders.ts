import {
  type CustomerOrder,
  ORDERS_PAGE_SIZE,
  type OrderList,
  type OrderStageChange,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { parsedJson, qualified } from '../../db/raw-sql';
import { bonusEntries, orderEvents, orderItems, orders } from '../../db/schema';
import { pagedResult, pageSlice } from '../editorial/paging';
import { totalRows } from '../editorial/sql';
import { orderBody } from './order-view';

// The signed-in customer's order history (GET /calculator/orders/ and /calculator/orders/{id}/): only orders
// placed under their account, each as it was placed (the snapshot), with the bonuses it earned and where it is
// in the workshop's workflow. The stage history shows what changed and when, never who on the staff changed it.

/**
 * Points an order earned, net of those taken back when it was refunded: its 'earned' and 'refunded' ledger
 * lines (the ledger's unique (order, reason) pair keeps each at most once).
 */
const bonusesEarned = sql<number>`coalesce((select sum(${bonusEntries.points}) from ${bonusEntries}
    where ${bonusEntries.orderId} = ${qualified(orders.id)} and ${bonusEntries.userId} = ${qualified(orders.userId)}
      and ${bonusEntries.reason} in ('earned', 'refunded')), 0)::int`;

/**
 * One page of the customer's orders, newest first, with the total in the same query (`count(*) over ()`).
 * A page past the last answers undefined (404, as the other paged lists); page 1 of no orders is empty.
 */
export async function customerOrderPage(
  db: Queryable,
  userId: number,
  page: number,
): Promise<OrderList | undefined> {
  const { limit, offset } = pageSlice(page, ORDERS_PAGE_SIZE);
  const orderId = qualified(orders.id);
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      stage: orders.stage,
      measurementAt: orders.measurementAt,
      createdAt: orders.createdAt,
      grandTotal: orders.grandTotal,
      bonusesSpent: orders.bonusesSpent,
      summary: sql<
        string[] | string
      >`coalesce((select json_agg(${orderItems.title} order by ${orderItems.position}) from ${orderItems} where ${orderItems.orderId} = ${orderId}), '[]'::json)`,
      itemsCount: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orderId})::int`,
      bonusesEarned: bonusesEarned,
      total: totalRows,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  return pagedResult(rows, page, ORDERS_PAGE_SIZE, (row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    stage: row.stage,
    measurement_at: row.measurementAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    summary: parsedJson(row.summary),
    items_count: Number(row.itemsCount),
    total_price: row.grandTotal,
    bonuses_spent: row.bonusesSpent,
    bonuses_earned: Number(row.bonusesEarned),
  }));
}

/** One of the customer's orders, whole; null when they have none with this id (another's included). */
export async function customerOrder(
  db: Queryable,
  userId: number,
  orderId: number,
  locale: Locale,
): Promise<CustomerOrder | null> {
  const [row] = await db
    .select({ order: orders, bonusesEarned: bonusesEarned })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) return null;
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.position),
    db
      .select({
        stage: orderEvents.toStage,
        at: orderEvents.at,
        measurementAt: orderEvents.measurementAt,
        reason: orderEvents.reason,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id),
  ]);
  return {
    ...orderBody(row.order, items, locale),
    bonuses_earned: Number(row.bonusesEarned),
    stage: row.order.stage,
    measurement_at: row.order.measurementAt?.toISOString() ?? null,
    stage_history: events.map(
      (event): OrderStageChange => ({
        stage: event.stage,
        at: event.at.toISOString(),
        measurement_at: event.measurementAt?.toISOString() ?? null,
        reason: event.reason,
      }),
    ),
  };
}
