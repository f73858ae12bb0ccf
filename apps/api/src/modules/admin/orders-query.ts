import type { AdminOrderRow, PaymentState } from '@vitrina/contract';
import { orderStages, paymentStates } from '@vitrina/contract';
import { deliveryCityCodes } from '@vitrina/forms';
import { and, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { searchText } from '../../http/schemas';
import { containsPattern, totalRows } from '../editorial/sql';
import { dateQuery, orderBy, orderingQuery, pagingQuery, rankIn, shopDay } from './listing';

// The orders list and its CSV export share these filters: what staff filter on screen is what they export.

export const orderFilters = {
  status: z.enum(orderStages).optional(),
  payment_method: z.coerce.number().int().min(1).max(4).optional(),
  payment_state: z.enum(paymentStates).optional(),
  from: dateQuery.optional(),
  to: dateQuery.optional(),
  city: z.enum(deliveryCityCodes).optional(),
  q: searchText(100).optional(),
  ordering: orderingQuery(['created_at', 'number', 'grand_total', 'status', 'customer_name']),
};
const filtersObject = z.strictObject(orderFilters);
export type OrderFilters = z.infer<typeof filtersObject>;
export const orderListQuery = z.strictObject({ ...orderFilters, ...pagingQuery });

/** Where the money of an order stands, from its payment status. */
export const paymentStateSql = sql<PaymentState>`(case ${orders.status}
  when 'paid' then 'paid' when 'payment_failed' then 'failed' when 'refunded' then 'refunded'
  else 'unpaid' end)`;

const paymentStatusesOf: Record<PaymentState, string[]> = {
  paid: ['paid'],
  failed: ['payment_failed'],
  refunded: ['refunded'],
  unpaid: ['placed', 'cancelled'],
};

function where(filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(sql`${orders.stage} = ${filters.status}`);
  if (filters.payment_method) conditions.push(sql`${orders.paymentMethod} = ${filters.payment_method}`);
  if (filters.payment_state) {
    const statuses = paymentStatusesOf[filters.payment_state];
    conditions.push(
      sql`${orders.status} in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  if (filters.from) conditions.push(sql`${orders.createdAt} >= ${shopDay(filters.from)}`);
  if (filters.to) conditions.push(sql`${orders.createdAt} < ${shopDay(filters.to)} + interval '1 day'`);
  if (filters.city) conditions.push(sql`${orders.delivery} ->> 'city' = ${filters.city}`);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(sql`(${orders.number} ilike ${pattern} or ${orders.customer} ->> 'full_name' ilike ${pattern}
      or ${orders.customer} ->> 'phone' ilike ${pattern} or ${orders.customer} ->> 'email' ilike ${pattern})`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

interface Row {
  id: number;
  number: string;
  created_at: string | Date;
  customer_name: string;
  phone: string;
  email: string;
  city: string;
  payment_method: 1 | 2 | 3 | 4;
  payment_state: PaymentState;
  status: AdminOrderRow['status'];
  grand_total: number;
  measurement_at: string | Date | null;
  total: number;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export function orderRowBody(row: Omit<Row, 'total'>): AdminOrderRow {
  return {
    id: row.id,
    number: row.number,
    created_at: iso(row.created_at),
    customer_name: row.customer_name,
    phone: row.phone,
    email: row.email,
    city: row.city,
    payment_method: Number(row.payment_method) as 1 | 2 | 3 | 4,
    payment_state: row.payment_state,
    status: row.status,
    grand_total: Number(row.grand_total),
    measurement_at: row.measurement_at === null ? null : iso(row.measurement_at),
  };
}

/** The row columns of the list, the export and a customer's orders. */
export const orderRowColumns = sql`${orders.id} as id, ${orders.number} as number, ${orders.createdAt} as created_at,
  ${orders.customer} ->> 'full_name' as customer_name, ${orders.customer} ->> 'phone' as phone,
  ${orders.customer} ->> 'email' as email, ${orders.delivery} ->> 'city' as city,
  ${orders.paymentMethod} as payment_method, ${paymentStateSql} as payment_state, ${orders.stage} as status,
  ${orders.grandTotal} as grand_total, ${orders.measurementAt} as measurement_at`;

/** Rows of the filtered list, with their total, for one page or (no slice) for the export. */
export async function filteredOrders(
  database: Database,
  filters: OrderFilters,
  slice?: { limit: number; offset: number },
  extra?: SQL,
): Promise<Row[]> {
  const condition = and(where(filters), extra);
  const ordering = orderBy(
    filters.ordering,
    '-created_at',
    {
      created_at: sql`${orders.createdAt}`,
      number: sql`${orders.number}`,
      grand_total: sql`${orders.grandTotal}`,
      status: rankIn(sql`${orders.stage}`, orderStages),
      customer_name: sql`${orders.customer} ->> 'full_name'`,
    },
    sql`${orders.id}`,
  );
  return database.rows<Row>(sql`select ${orderRowColumns}, ${totalRows} as total from ${orders}
    ${condition ? sql`where ${condition}` : sql``}
    order by ${ordering}
    ${slice ? sql`limit ${slice.limit} offset ${slice.offset}` : sql``}`);
}
