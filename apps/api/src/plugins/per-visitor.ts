import type { FastifyInstance } from 'fastify';

/**
 * Marks every answer of the routes registered on `app` (one encapsulated plugin) as per visitor: carts,
 * tokens, profiles and orders are never kept by a browser's or a proxy's cache, errors included.
 */
export function answersPerVisitor(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
