import type {} from '@fastify/cookie';
import { adminRequestHeader, type StaffRole } from '@vitrina/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { adminTexts } from './messages';
import { mayReach } from './roles';
import { type SignedInStaff, staffCookie, staffOfSession } from './staff-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member (routes of /admin/api after the guard). */
    staff: SignedInStaff;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF (docs/adr/0017): the session cookie is SameSite=Strict, and on top of it a state-changing request must
 * carry the back office's header (a cross-site form cannot set one, and CORS lets no other origin send it)
 * and, when the browser names an origin, come from the API's own.
 */
function crossSite(request: FastifyRequest): boolean {
  if (request.headers[adminRequestHeader.name.toLowerCase()] !== adminRequestHeader.value) return true;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== `${request.protocol}://${request.host}`;
}

/**
 * Guards every route of the admin scope: writes must come from the back office itself, and every route but
 * signing in needs a live staff session. A customer's token or cookie is not even looked at.
 */
export function guardAdmin(app: FastifyInstance, database: Database, open: ReadonlySet<string>): void {
  app.decorateRequest('staff', null as unknown as SignedInStaff);
  app.addHook('onRequest', async (request, reply) => {
    const texts = adminTexts(request.locale);
    if (!safeMethods.has(request.method) && crossSite(request))
      return reply.code(403).send({ detail: texts.crossSite });
    if (open.has(`${request.method} ${request.routeOptions.url}`)) return;
    const token = request.cookies[staffCookie];
    const staff = token ? await staffOfSession(database, token) : null;
    if (!staff) return reply.code(401).send({ detail: texts.notSignedIn });
    // Before the input is read, like `allow`: a refused editor learns nothing of a route's fields.
    if (!mayReach(staff.role, request.routeOptions.url))
      return reply.code(403).send({ detail: texts.forbidden });
    request.staff = staff;
  });
}

/**
 * A preValidation hook that lets only `roles` through: 403 and no data for anyone else, before the input is
 * even read (so a refused member learns nothing of a route's fields from its validation errors).
 */
export function allow(...roles: StaffRole[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!roles.includes(request.staff.role))
      return reply.code(403).send({ detail: adminTexts(request.locale).forbidden });
  };
}
