import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryObject } from '../../http/schemas';
import { unavailable } from '../../plugins/errors';

const live = z.object({ status: z.literal('ok') });
const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const unhealthy = z.union([
  z.object({ status: z.literal('error'), database: z.literal('error') }),
  // Overloaded or stopping: the database is not asked (docs/adr/0021).
  z.object({ status: z.literal('error'), process: z.enum(['overloaded', 'stopping']) }),
]);

/** The probes a load balancer sends: never limited, shed or refused while stopping (they answer for themselves). */
export function isHealthCheck(url: string): boolean {
  return /^\/health(\/(live|ready))?\/?$/.test(url.split('?', 1)[0] ?? '');
}

/**
 * How long readiness waits for the database's `select 1`. A load balancer's check must get an answer within a
 * second even while the server is being killed (a query on a dying connection can hang for seconds).
 */
export const readinessTimeoutMs = 800;

/** Resolves when the database answers `select 1` within `timeoutMs`, rejects otherwise. */
async function databaseAnswers(database: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const query = database.rows(sql`select 1`);
  // The query may fail after the timeout has answered: that late failure is nobody's to handle.
  query.catch(() => {});
  try {
    await Promise.race([
      query,
      new Promise((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the database did not answer within ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers, orchestrators and uptime checks, all without the front-end key. Liveness says the
 * process is up and serving (restart it otherwise); readiness that it can serve requests now, its database
 * included, and that it is neither overloaded nor stopping (send it no traffic otherwise, but do not restart
 * it: it recovers by itself, or is on its way out).
 */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health/live',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness: the process is up and answering; the database is not asked (no X-Frontend-Key)',
          querystring: queryObject({}),
          response: { 200: live },
        },
      },
      async () => ({ status: 'ok' }) as const,
    );

    for (const url of ['/health', '/health/ready'])
      app.get(
        url,
        {
          schema: {
            tags: ['health'],
            summary:
              `Readiness: 200 when the database answers within ${readinessTimeoutMs} ms and the process is ` +
              'neither overloaded nor stopping, otherwise 503 with Retry-After' +
              `${url === '/health' ? ' (the same as /health/ready)' : ''} (no X-Frontend-Key)`,
            querystring: queryObject({}),
            response: { 200: healthy, 503: unhealthy },
          },
        },
        async (request, reply) => {
          const process = app.isStopping() ? 'stopping' : app.isOverloaded() ? 'overloaded' : null;
          if (process !== null) return unavailable(reply).send({ status: 'error', process } as const);
          try {
            await databaseAnswers(database, readinessTimeoutMs);
            return { status: 'ok', database: 'ok' } as const;
          } catch (error) {
            request.log.warn({ err: error }, 'readiness: the database did not answer');
            return unavailable(reply).send({ status: 'error', database: 'error' } as const);
          }
        },
      );
  };
}
