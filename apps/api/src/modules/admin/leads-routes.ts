import {
  adminLead,
  adminLeadRow,
  adminLeadUpdate,
  adminNote,
  adminNoteCreate,
  adminPage,
} from '@vitrina/contract';
import { cvMediaTypes } from '@vitrina/forms';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { leads, staff, vacancyApplications } from '../../db/schema';
import { cvKey, type FileStore } from '../../files/store';
import { detailError, formErrors, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { pagedResult, pageSlice } from '../editorial/paging';
import { audit } from './audit';
import { type LeadLinks, adminLead as readLead } from './lead-detail';
import { leadListQuery, leadPage, leadRowBody } from './leads-query';
import { adminTexts } from './messages';
import { addNote, notesOf } from './notes';

const tags = ['admin'];
const idParams = z.strictObject({ id: rowId });

/** /admin/api/leads: the inbox, one lead, its state and assignee, its notes, an application's CV. */
export function leadsRoutes(database: Database, files: FileStore, links: LeadLinks): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/leads',
      {
        schema: {
          tags,
          summary: 'Call-backs, order calls, contact messages and applications, filtered and paged',
          querystring: leadListQuery,
          response: { 200: adminPage(adminLeadRow), 400: formErrors, 404: detailError },
        },
      },
      async (request, reply) => {
        const { page, page_size } = request.query;
        const rows = await leadPage(database, request.query, pageSlice(page, page_size));
        return (
          pagedResult(rows, page, page_size, leadRowBody) ??
          reply.code(404).send(notFoundBody(request.locale))
        );
      },
    );

    app.get(
      '/leads/:id',
      {
        schema: {
          tags,
          summary: 'One lead, whole',
          params: idParams,
          response: { 200: adminLead, 404: detailError },
        },
      },
      async (request, reply) => {
        const lead = await readLead(database, links, request.params.id, request.staff.locale);
        return lead ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.patch(
      '/leads/:id',
      {
        schema: {
          tags,
          summary: "Change a lead's state or assignee (409 when the version is not the lead's)",
          params: idParams,
          body: adminLeadUpdate,
          response: { 200: adminLead, 400: formErrors, 404: detailError, 409: detailError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const change = request.body;
        const texts = adminTexts(request.locale);
        const outcome = await database.db.transaction(async (tx) => {
          const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
          if (!before) return 'missing' as const;
          if (before.version !== change.version) return 'stale' as const;
          if (change.assignee_id) {
            const [member] = await tx
              .select({ id: staff.id })
              .from(staff)
              .where(and(eq(staff.id, change.assignee_id), isNull(staff.disabledAt)));
            if (!member) return 'unknown-staff' as const;
          }
          const status = change.status ?? before.status;
          const assigneeId = change.assignee_id === undefined ? before.assigneeId : change.assignee_id;
          await tx
            .update(leads)
            .set({ status, assigneeId, version: before.version + 1, updatedAt: new Date() })
            .where(eq(leads.id, id));
          await audit(tx, request.staff, {
            action: 'lead.update',
            entity: 'lead',
            entityId: id,
            before: { status: before.status, assignee_id: before.assigneeId },
            after: { status, assignee_id: assigneeId },
          });
          return 'ok' as const;
        });
        if (outcome === 'missing') return reply.code(404).send(notFoundBody(request.locale));
        if (outcome === 'stale') return reply.code(409).send({ detail: texts.versionConflict });
        if (outcome === 'unknown-staff') return reply.code(400).send({ assignee_id: [texts.unknownStaff] });
        const lead = await readLead(database, links, id, request.staff.locale);
        return lead ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.post(
      '/leads/:id/notes',
      {
        schema: {
          tags,
          summary: 'Add a note to a lead',
          params: idParams,
          body: adminNoteCreate,
          response: { 201: z.array(adminNote), 400: formErrors, 404: detailError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await addNote(database, request.staff, 'lead', id, request.body.text)))
          return reply.code(404).send(notFoundBody(request.locale));
        return reply.code(201).send(await notesOf(database.db, 'lead', id));
      },
    );

    app.get(
      '/leads/:id/cv',
      {
        schema: {
          tags,
          summary: "Download an application's CV",
          params: idParams,
          response: { 200: z.any(), 404: detailError },
        },
      },
      async (request, reply) => {
        const [row] = await database.db
          .select({ application: vacancyApplications })
          .from(leads)
          .innerJoin(vacancyApplications, eq(vacancyApplications.id, leads.sourceId))
          .where(and(eq(leads.id, request.params.id), eq(leads.kind, 'vacancy')));
        if (!row) return reply.code(404).send({ detail: adminTexts(request.locale).noCv });
        const { application } = row;
        // From the file store, whichever API process took the application (docs/adr/0023). A CV kept on a
        // process's disk before the store existed is not there: no CV to give, as for a removed one.
        const stored = await files.get(cvKey(application.fileName));
        if (!stored) return reply.code(404).send({ detail: adminTexts(request.locale).noCv });
        return reply
          .header('content-type', cvMediaTypes[application.fileType])
          .header(
            'content-disposition',
            `attachment; filename="cv-${application.id}.${application.fileType}"`,
          )
          .header('x-content-type-options', 'nosniff')
          .send(stored.bytes);
      },
    );
  };
}
