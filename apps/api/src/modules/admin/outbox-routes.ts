import { adminOutboxMessage, adminPage, outboxStatuses } from '@vitrina/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { detailError, formErrors, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { pagedResult, pageSlice } from '../editorial/paging';
import { totalRows } from '../editorial/sql';
import { audit } from './audit';
import { pagingQuery } from './listing';
import { adminTexts } from './messages';

type Row = typeof outboxMessages.$inferSelect;
const body = (row: Row) => ({
  id: row.id,
  kind: row.kind,
  ref: row.ref,
  to: row.to,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  next_attempt_at: row.nextAttemptAt.toISOString(),
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

export interface OutboxControl {
  /** Makes a message due now again; false when it was already sent (or does not exist). */
  retry(id: number): Promise<boolean>;
  wake(): void;
}

/** /admin/api/outbox: the e-mails the shop sends, their delivery state, and a retry for the failed. */
export function outboxRoutes(database: Database, outbox: OutboxControl): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/outbox',
      {
        schema: {
          tags: ['admin'],
          summary: 'E-mails in the outbox, newest first',
          querystring: z.strictObject({ status: z.enum(outboxStatuses).optional(), ...pagingQuery }),
          response: { 200: adminPage(adminOutboxMessage), 400: formErrors, 404: detailError },
        },
      },
      async (request, reply) => {
        const { status, page, page_size } = request.query;
        const { limit, offset } = pageSlice(page, page_size);
        const rows = await database.db
          .select({ row: outboxMessages, total: totalRows })
          .from(outboxMessages)
          .where(status ? eq(outboxMessages.status, status) : undefined)
          .orderBy(desc(outboxMessages.id))
          .limit(limit)
          .offset(offset);
        return (
          pagedResult(rows, page, page_size, ({ row }) => body(row)) ??
          reply.code(404).send(notFoundBody(request.locale))
        );
      },
    );

    app.post(
      '/outbox/:id/retry',
      {
        schema: {
          tags: ['admin'],
          summary: 'Send a failed e-mail again now',
          params: z.strictObject({ id: rowId }),
          response: { 200: adminOutboxMessage, 404: detailError, 409: detailError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await outbox.retry(id))) {
          const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
          if (!row) return reply.code(404).send(notFoundBody(request.locale));
          return reply.code(409).send({ detail: adminTexts(request.locale).notRetryable });
        }
        await audit(database.db, request.staff, { action: 'outbox.retry', entity: 'outbox', entityId: id });
        outbox.wake();
        const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
        return row ? body(row) : reply.code(404).send(notFoundBody(request.locale));
      },
    );
  };
}
