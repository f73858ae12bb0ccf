import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { runStaffCommand, staffCommand } from './staff-command';

/** The header the staff command sends its secret in. */
export const staffCliHeader = 'x-staff-cli-secret';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /admin/internal/staff: how `npm run staff` reaches a running API whose embedded database no other
 * process may open. Only from this machine (the socket's address, not a forwarded one) and with the secret
 * kept in DATA_DIR, which only the shop's own user can read. Not in the OpenAPI document.
 */
export function internalRoutes(database: Database, secret: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/internal/staff',
      { schema: { hide: true, body: staffCommand, response: { 200: z.any(), 400: z.any(), 403: z.any() } } },
      async (request, reply) => {
        if (
          !loopback.has(request.socket.remoteAddress ?? '') ||
          !sameSecret(request.headers[staffCliHeader], secret)
        )
          return reply.code(403).send({ ok: false, message: 'Forbidden.' });
        const result = await runStaffCommand(database, request.body);
        return reply.code(result.ok ? 200 : 400).send(result);
      },
    );
  };
}
