import { adminSession, adminSessionUpdate, adminSignInRequest, staffSessionLimits } from '@vitrina/contract';
import { format } from '@vitrina/locale';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { staff } from '../../db/schema';
import { detailError, formErrors } from '../../http/schemas';
import { verifyPassword } from '../auth/passwords';
import { clearSignInFailures, countSignInFailure, signInKeys, signInWait } from '../auth/rate-limits';
import { adminTexts } from './messages';
import { findStaffByEmail, staffBody } from './staff-service';
import { closeStaffSession, openStaffSession, staffCookie } from './staff-sessions';

const tags = ['admin'];

/**
 * Staff sign-ins follow the customers' policy (rate-limits.ts, ADR 0020) under keys of their own ('staff-pair:',
 * 'staff-account:', 'staff-account-last:', 'staff-address:'): a storm on the shop's sign-in slows no staff member.
 */
const staffSignInKeys = (email: string, ip: string) => signInKeys(email, ip, 'staff-');

function setCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number) {
  reply.setCookie(staffCookie, value, {
    path: '/admin',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge,
  });
}

/** /admin/api/session: sign in (a cookie), who am I, my language, sign out. */
export function sessionRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/session',
      {
        schema: {
          tags,
          summary: 'Sign a staff member in: sets the httpOnly session cookie',
          body: adminSignInRequest,
          response: { 200: adminSession, 400: formErrors, 401: detailError, 429: detailError },
        },
      },
      async (request, reply) => {
        const texts = adminTexts(request.locale);
        const { email, password } = request.body;
        const keys = staffSignInKeys(email, request.ip);
        const wait = await signInWait(database, keys);
        if (wait !== null)
          return reply
            .code(429)
            .header('retry-after', String(wait))
            .send({ detail: format(texts.tooManyAttempts, { seconds: String(wait) }) });
        const member = await findStaffByEmail(database.db, email);
        // A disabled member's password is still verified, so the answer's timing tells nothing.
        const matches = await verifyPassword(member?.passwordHash ?? null, password);
        if (!member || !matches || member.disabledAt !== null) {
          await countSignInFailure(database, keys);
          return reply.code(401).send({ detail: texts.signInFailed });
        }
        await clearSignInFailures(database, keys);
        const token = await openStaffSession(database, member.id);
        setCookie(request, reply, token, staffSessionLimits.absoluteDays * 86_400);
        return { staff: staffBody(member) };
      },
    );

    app.get(
      '/session',
      {
        schema: {
          tags,
          summary: 'The signed-in staff member',
          response: { 200: adminSession, 401: detailError },
        },
      },
      async (request) => ({ staff: sessionBody(request) }),
    );

    app.patch(
      '/session',
      {
        schema: {
          tags,
          summary: "Remember the back office's language for the signed-in member",
          body: adminSessionUpdate,
          response: { 200: adminSession, 400: formErrors, 401: detailError },
        },
      },
      async (request) => {
        const [row] = await database.db
          .update(staff)
          .set({ locale: request.body.locale })
          .where(eq(staff.id, request.staff.id))
          .returning();
        return { staff: row ? staffBody(row) : sessionBody(request) };
      },
    );

    app.delete(
      '/session',
      {
        schema: {
          tags,
          summary: 'Sign out: the session ends on the server too',
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const token = request.cookies[staffCookie];
        if (token) await closeStaffSession(database, token);
        setCookie(request, reply, '', 0);
        return reply.code(204).send(null);
      },
    );
  };
}

function sessionBody(request: FastifyRequest) {
  const member = request.staff;
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    locale: member.locale,
    disabled: false,
    version: member.version,
    created_at: member.createdAt.toISOString(),
  };
}
