import { adminBonusAdjustment, adminCustomer, adminCustomerRow, adminPage } from '@vitrina/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { addresses, bonusEntries, orders, users } from '../../db/schema';
import { detailError, formErrors, rowId, searchText } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { pagedResult, pageSlice } from '../editorial/paging';
import { containsPattern, totalRows } from '../editorial/sql';
import { audit } from './audit';
import { orderBy, orderingQuery, pagingQuery } from './listing';
import { filteredOrders, orderRowBody } from './orders-query';

const tags = ['admin'];
const idParams = z.strictObject({ id: rowId });

// Correlated subqueries name their tables themselves: in a select from one table drizzle leaves columns
// unqualified, and `"user_id" = "id"` inside the subquery would compare the inner table with itself.
const ordersCount = sql<number>`(select count(*)::int from ${orders} o where o.user_id = ${users}.id)`;
const bonusBalance = sql<number>`(select coalesce(sum(b.points), 0)::int from ${bonusEntries} b
  where b.user_id = ${users}.id)`;

const columns = {
  user: users,
  ordersCount,
  bonusBalance,
};
type Row = { user: typeof users.$inferSelect; ordersCount: number; bonusBalance: number };
const rowBody = ({ user, ordersCount: count, bonusBalance: balance }: Row) => ({
  id: user.id,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  phone: user.phone,
  created_at: user.createdAt.toISOString(),
  orders_count: Number(count),
  bonus_balance: Number(balance),
});

/** /admin/api/customers: registered customers, one customer whole, and bonus adjustments. */
export function customersRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = database;

    async function customer(id: number) {
      const [row] = await db.select(columns).from(users).where(eq(users.id, id));
      if (!row) return null;
      const [orderRows, saved, ledger] = await Promise.all([
        filteredOrders(database, {}, undefined, sql`${orders.userId} = ${id}`),
        db.select().from(addresses).where(eq(addresses.userId, id)).orderBy(asc(addresses.id)),
        db.select().from(bonusEntries).where(eq(bonusEntries.userId, id)).orderBy(desc(bonusEntries.id)),
      ]);
      return {
        ...rowBody(row),
        orders: orderRows.map(orderRowBody),
        addresses: saved.map((address) => ({
          id: address.id,
          city: address.city,
          street: address.street,
          house: address.house,
          apartment: address.apartment,
          phone: address.phone,
        })),
        bonuses: ledger.map((entry) => ({
          id: entry.id,
          points: entry.points,
          reason: entry.reason,
          note: entry.note,
          order_id: entry.orderId,
          created_at: entry.createdAt.toISOString(),
        })),
      };
    }

    app.get(
      '/customers',
      {
        schema: {
          tags,
          summary: 'Registered customers, searched by name, e-mail or phone',
          querystring: z.strictObject({
            q: searchText(100).optional(),
            ordering: orderingQuery(['created_at', 'email', 'last_name']),
            ...pagingQuery,
          }),
          response: { 200: adminPage(adminCustomerRow), 400: formErrors, 404: detailError },
        },
      },
      async (request, reply) => {
        const { q, ordering, page, page_size } = request.query;
        const { limit, offset } = pageSlice(page, page_size);
        const pattern = q ? containsPattern(q) : undefined;
        const rows = await db
          .select({ ...columns, total: totalRows })
          .from(users)
          .where(
            pattern
              ? sql`(${users.email} ilike ${pattern} or ${users.phone} ilike ${pattern}
                  or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`
              : undefined,
          )
          .orderBy(
            orderBy(
              ordering,
              '-created_at',
              {
                created_at: sql`${users.createdAt}`,
                email: sql`lower(${users.email})`,
                last_name: sql`${users.lastName}`,
              },
              sql`${users.id}`,
            ),
          )
          .limit(limit)
          .offset(offset);
        return (
          pagedResult(rows, page, page_size, rowBody) ?? reply.code(404).send(notFoundBody(request.locale))
        );
      },
    );

    app.get(
      '/customers/:id',
      {
        schema: {
          tags,
          summary: 'One customer with orders, addresses and the bonus ledger',
          params: idParams,
          response: { 200: adminCustomer, 404: detailError },
        },
      },
      async (request, reply) =>
        (await customer(request.params.id)) ?? reply.code(404).send(notFoundBody(request.locale)),
    );

    app.post(
      '/customers/:id/bonuses',
      {
        schema: {
          tags,
          summary: "Adjust a customer's bonus balance (points are cents, signed) with a reason",
          params: idParams,
          body: adminBonusAdjustment,
          response: { 201: adminCustomer, 400: formErrors, 404: detailError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { points, reason } = request.body;
        const done = await db.transaction(async (tx) => {
          // The customer's row is locked, as checkout locks it to spend: a balance never goes through two
          // writers at once.
          const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
          if (!user) return false;
          const [before] = await tx
            .select({ balance: sql<number>`coalesce(sum(${bonusEntries.points}), 0)::int` })
            .from(bonusEntries)
            .where(eq(bonusEntries.userId, id));
          const [entry] = await tx
            .insert(bonusEntries)
            .values({ userId: id, points, reason: 'adjusted', note: reason, staffId: request.staff.id })
            .returning({ id: bonusEntries.id });
          const balance = Number(before?.balance ?? 0);
          await audit(tx, request.staff, {
            action: 'customer.bonuses',
            entity: 'customer',
            entityId: id,
            before: { bonus_balance: balance },
            after: { bonus_balance: balance + points, points, reason, entry_id: entry?.id },
          });
          return true;
        });
        const after = done ? await customer(id) : null;
        if (!after) return reply.code(404).send(notFoundBody(request.locale));
        return reply.code(201).send(after);
      },
    );
  };
}
