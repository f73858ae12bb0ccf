import { adminDashboard, paymentMethods } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { newLeadCount } from './leads-query';
import { paymentStateSql } from './orders-query';

// "Today" and "this week" are the shop's (Moldova's), whatever the server's zone: a week starts on Monday.
const shopNow = sql`(now() at time zone 'Europe/Chisinau')`;
const startOf = (unit: 'day' | 'week') =>
  sql`(date_trunc(${unit}, ${shopNow}) at time zone 'Europe/Chisinau')`;

/**
 * /admin/api/dashboard: the day's and the week's orders, card orders not paid (exactly what the orders list
 * shows for payment_method=1&payment_state=unpaid, where the figure links), leads waiting.
 */
export function dashboardRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard',
      {
        schema: {
          tags: ['admin'],
          summary: 'The figures of the dashboard',
          response: { 200: adminDashboard },
        },
      },
      async () => {
        const [[row], leadsNew] = await Promise.all([
          database.rows<Record<string, number>>(sql`select
              count(*) filter (where ${orders.createdAt} >= ${startOf('day')})::int as today_count,
              coalesce(sum(${orders.grandTotal}) filter (where ${orders.createdAt} >= ${startOf('day')}), 0)::int as today_sum,
              count(*) filter (where ${orders.createdAt} >= ${startOf('week')})::int as week_count,
              coalesce(sum(${orders.grandTotal}) filter (where ${orders.createdAt} >= ${startOf('week')}), 0)::int as week_sum,
              count(*) filter (where ${orders.paymentMethod} = ${paymentMethods.card}
                and ${paymentStateSql} = 'unpaid')::int as card_unpaid
            from ${orders} where ${orders.createdAt} >= ${startOf('week')}
              or (${orders.paymentMethod} = ${paymentMethods.card} and ${paymentStateSql} = 'unpaid')`),
          newLeadCount(database),
        ]);
        const value = (key: string) => Number(row?.[key] ?? 0);
        return {
          orders_today: { count: value('today_count'), sum: value('today_sum') },
          orders_week: { count: value('week_count'), sum: value('week_sum') },
          card_unpaid: value('card_unpaid'),
          leads_new: leadsNew,
        };
      },
    );
  };
}
