import {
  adminPage,
  adminStaffCreate,
  adminStaffPassword,
  adminStaffUpdate,
  staffMember,
} from '@vitrina/contract';
import { formMessages } from '@vitrina/forms';
import { asc, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { staff } from '../../db/schema';
import { detailError, formErrors, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { pagedResult, pageSlice } from '../editorial/paging';
import { totalRows } from '../editorial/sql';
import { allow } from './guard';
import { pagingQuery } from './listing';
import { adminTexts } from './messages';
import { createStaff, resetStaffPassword, type StaffOutcome, staffBody, updateStaff } from './staff-service';

const tags = ['admin'];
const idParams = z.strictObject({ id: rowId });

function answer(request: FastifyRequest, reply: FastifyReply, outcome: StaffOutcome, created = false) {
  const texts = adminTexts(request.locale);
  switch (outcome.kind) {
    case 'ok':
      return reply.code(created ? 201 : 200).send(outcome.member);
    case 'exists':
      return reply.code(400).send({ email: [texts.staffExists] });
    case 'weak':
      return reply.code(400).send({ password: [formMessages[request.locale].commonPassword] });
    case 'missing':
      return reply.code(404).send(notFoundBody(request.locale));
    case 'stale':
      return reply.code(409).send({ detail: texts.versionConflict });
    case 'self':
      return reply.code(409).send({ detail: texts.notYourself });
  }
}

/**
 * /admin/api/staff: members and roles. Listing is open to every member (a lead's assignee is chosen from it);
 * adding, changing, disabling and resetting are an admin's.
 */
export function staffRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = { preValidation: allow('admin') };

    app.get(
      '/staff',
      {
        schema: {
          tags,
          summary: 'Staff members',
          querystring: z.strictObject({ active: z.enum(['true']).optional(), ...pagingQuery }),
          response: { 200: adminPage(staffMember), 400: formErrors, 404: detailError },
        },
      },
      async (request, reply) => {
        const { page, page_size, active } = request.query;
        const { limit, offset } = pageSlice(page, page_size);
        const rows = await database.db
          .select({ row: staff, total: totalRows })
          .from(staff)
          .where(active ? sql`${staff.disabledAt} is null` : undefined)
          .orderBy(asc(staff.email), asc(staff.id))
          .limit(limit)
          .offset(offset);
        return (
          pagedResult(rows, page, page_size, ({ row }) => staffBody(row)) ??
          reply.code(404).send(notFoundBody(request.locale))
        );
      },
    );

    app.get(
      '/staff/:id',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'One staff member',
          params: idParams,
          response: { 200: staffMember, 404: detailError },
        },
      },
      async (request, reply) => {
        const [row] = await database.db.select().from(staff).where(sql`${staff.id} = ${request.params.id}`);
        return row ? staffBody(row) : reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.post(
      '/staff',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Add a staff member',
          body: adminStaffCreate,
          response: { 201: staffMember, 400: formErrors, 403: detailError },
        },
      },
      async (request, reply) =>
        answer(request, reply, await createStaff(database, request.staff, request.body), true),
    );

    app.patch(
      '/staff/:id',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: "Change a member's name, role, language, or disable them (their sessions end at once)",
          params: idParams,
          body: adminStaffUpdate,
          response: {
            200: staffMember,
            400: formErrors,
            403: detailError,
            404: detailError,
            409: detailError,
          },
        },
      },
      async (request, reply) =>
        answer(request, reply, await updateStaff(database, request.staff, request.params.id, request.body)),
    );

    app.post(
      '/staff/:id/password',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: "Reset a member's password (their sessions end)",
          params: idParams,
          body: adminStaffPassword,
          response: { 200: staffMember, 400: formErrors, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) =>
        answer(
          request,
          reply,
          await resetStaffPassword(database, request.staff, request.params.id, request.body.password),
        ),
    );
  };
}
