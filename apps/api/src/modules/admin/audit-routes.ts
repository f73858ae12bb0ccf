import { adminAuditEntry, adminPage } from '@vitrina/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { auditLog, staff } from '../../db/schema';
import { detailError, formErrors, rowId, searchText } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { pagedResult, pageSlice } from '../editorial/paging';
import { totalRows } from '../editorial/sql';
import { allow } from './guard';
import { dateQuery, pagingQuery, shopDay } from './listing';

const auditQuery = z.strictObject({
  staff_id: rowId.optional(),
  entity: searchText(40).optional(),
  entity_id: searchText(40).optional(),
  action: searchText(60).optional(),
  from: dateQuery.optional(),
  to: dateQuery.optional(),
  ...pagingQuery,
});

/** /admin/api/audit: every write of the back office, newest first, for admins. */
export function auditRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit',
      {
        preValidation: allow('admin'),
        schema: {
          tags: ['admin'],
          summary: 'The audit log: who changed what, when, before and after',
          querystring: auditQuery,
          response: { 200: adminPage(adminAuditEntry), 400: formErrors, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const conditions: SQL[] = [];
        if (query.staff_id) conditions.push(eq(auditLog.staffId, query.staff_id));
        if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
        if (query.entity_id) conditions.push(eq(auditLog.entityId, query.entity_id));
        if (query.action) conditions.push(eq(auditLog.action, query.action));
        if (query.from) conditions.push(sql`${auditLog.at} >= ${shopDay(query.from)}`);
        if (query.to) conditions.push(sql`${auditLog.at} < ${shopDay(query.to)} + interval '1 day'`);
        const { limit, offset } = pageSlice(query.page, query.page_size);
        const rows = await database.db
          .select({ entry: auditLog, name: staff.name, email: staff.email, total: totalRows })
          .from(auditLog)
          .leftJoin(staff, eq(staff.id, auditLog.staffId))
          .where(conditions.length > 0 ? and(...conditions) : undefined)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset);
        const answer = pagedResult(rows, query.page, query.page_size, ({ entry, name, email }) => ({
          id: entry.id,
          staff:
            entry.staffId === null || email === null ? null : { id: entry.staffId, name: name ?? '', email },
          actor: entry.actor,
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId,
          before: entry.before,
          after: entry.after,
          at: entry.at.toISOString(),
        }));
        return answer ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );
  };
}
