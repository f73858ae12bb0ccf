import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { inputObject } from '../../http/schemas';

const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const unhealthy = z.object({ status: z.literal('error'), database: z.literal('error') });

/** For load balancers and uptime checks: answers without the front-end key. */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check (no X-Frontend-Key needed)',
          querystring: inputObject({}),
          response: { 200: healthy, 503: unhealthy },
        },
      },
      async (request, reply) => {
        try {
          await database.rows(sql`select 1`);
          return { status: 'ok', database: 'ok' } as const;
        } catch (error) {
          request.log.error({ err: error }, 'health check: database did not answer');
          return reply.code(503).send({ status: 'error', database: 'error' });
        }
      },
    );
  };
}
