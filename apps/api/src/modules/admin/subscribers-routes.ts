import { adminPage, adminSubscriber } from '@vitrina/contract';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { detailError, formErrors, rowId, searchText } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { pagedResult, pageSlice } from '../editorial/paging';
import { containsPattern, totalRows } from '../editorial/sql';
import { audit } from './audit';
import { csvHeaders, toCsv } from './csv';
import { orderBy, orderingQuery, pagingQuery } from './listing';
import { adminTexts } from './messages';

const tags = ['admin'];
const filters = {
  q: searchText(100).optional(),
  /** `true`: only those still subscribed. */
  active: z.enum(['true', 'false']).optional(),
  ordering: orderingQuery(['created_at', 'email']),
};

type Row = typeof subscriptions.$inferSelect;
const body = (row: Row) => ({
  id: row.id,
  email: row.email,
  locale: row.locale as 'ro' | 'ru',
  created_at: row.createdAt.toISOString(),
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
});

function where(query: { q?: string; active?: 'true' | 'false' }): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(sql`${subscriptions.email} ilike ${containsPattern(query.q)}`);
  if (query.active === 'true') conditions.push(isNull(subscriptions.unsubscribedAt));
  if (query.active === 'false') conditions.push(sql`${subscriptions.unsubscribedAt} is not null`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const ordering = (chosen: string | undefined) =>
  orderBy(
    chosen,
    '-created_at',
    { created_at: sql`${subscriptions.createdAt}`, email: sql`lower(${subscriptions.email})` },
    sql`${subscriptions.id}`,
  );

/** /admin/api/subscribers: the newsletter's list, its CSV, and unsubscribing someone. */
export function subscribersRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/subscribers',
      {
        schema: {
          tags,
          summary: 'Newsletter subscribers',
          querystring: z.strictObject({ ...filters, ...pagingQuery }),
          response: { 200: adminPage(adminSubscriber), 400: formErrors, 404: detailError },
        },
      },
      async (request, reply) => {
        const { page, page_size } = request.query;
        const { limit, offset } = pageSlice(page, page_size);
        const rows = await database.db
          .select({ row: subscriptions, total: totalRows })
          .from(subscriptions)
          .where(where(request.query))
          .orderBy(ordering(request.query.ordering))
          .limit(limit)
          .offset(offset);
        return (
          pagedResult(rows, page, page_size, ({ row }) => body(row)) ??
          reply.code(404).send(notFoundBody(request.locale))
        );
      },
    );

    app.get(
      '/subscribers/export.csv',
      {
        schema: {
          tags,
          summary: 'The filtered subscribers as CSV',
          querystring: z.strictObject(filters),
          response: { 200: z.string(), 400: formErrors },
        },
      },
      async (request, reply) => {
        const rows = await database.db
          .select()
          .from(subscriptions)
          .where(where(request.query))
          .orderBy(ordering(request.query.ordering));
        const header = adminTexts(request.locale).subscriberCsv;
        const csv = toCsv(
          [header.email, header.locale, header.subscribed, header.unsubscribed],
          rows.map((row) => [
            row.email,
            row.locale,
            row.createdAt.toISOString(),
            row.unsubscribedAt?.toISOString() ?? '',
          ]),
        );
        return reply.headers(csvHeaders('subscribers')).send(csv);
      },
    );

    app.delete(
      '/subscribers/:id',
      {
        schema: {
          tags,
          summary: 'Unsubscribe (the row stays, marked, so the address is not lost from the history)',
          params: z.strictObject({ id: rowId }),
          response: { 200: adminSubscriber, 404: detailError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const row = await database.db.transaction(async (tx) => {
          const [after] = await tx
            .update(subscriptions)
            .set({ unsubscribedAt: sql`coalesce(${subscriptions.unsubscribedAt}, now())` })
            .where(eq(subscriptions.id, id))
            .returning();
          if (after)
            await audit(tx, request.staff, {
              action: 'subscriber.unsubscribe',
              entity: 'subscriber',
              entityId: id,
              after: { email: after.email },
            });
          return after;
        });
        return row ? body(row) : reply.code(404).send(notFoundBody(request.locale));
      },
    );
  };
}
