import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CacheStore } from '../cache/store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is public catalogue or content data, the same for every visitor of a language. */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    /** The store of public answers, for the back office to clear when it publishes (absent when off). */
    publicCache?: CacheStore;
  }
}

/** How long a public answer is served from the cache: menus and pages change rarely, and never per visitor. */
export const publicCacheSeconds = 30;

/**
 * Public content (menus, pages, catalogue) is read far more than it changes: the serialized answer is kept for
 * `publicCacheSeconds`, keyed by language, route and validated query, and clients and shared caches may keep it as long
 * (Cache-Control; Vary: Accept-Language is set by the locale plugin). Routes opt in with
 * `config: { publicCache: true }`; nothing per visitor (carts, accounts, orders) ever does.
 */
export function registerResponseCache(app: FastifyInstance, store: CacheStore): void {
  app.decorate('publicCache', store);
  // Keyed by the route and the query after validation (sorted): parameters a route does not declare are
  // stripped by its schema, so junk query strings cannot multiply the entries or push the real ones out.
  // Path parameters too: '/branches/:id' is one route pattern for many answers.
  const keyOf = (request: FastifyRequest) =>
    `${request.locale}|${request.routeOptions.url}|${JSON.stringify(sortedEntries(request.params))}|${JSON.stringify(sortedEntries(request.query))}`;

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.publicCache || request.method !== 'GET') return;
    const cached = await store.get(keyOf(request));
    if (cached === undefined) return;
    reply
      .header('x-cache', 'HIT')
      .header('cache-control', `public, max-age=${publicCacheSeconds}`)
      .type('application/json; charset=utf-8');
    return reply.send(cached);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.publicCache || request.method !== 'GET') return payload;
    if (reply.getHeader('x-cache') === 'HIT' || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    await store.set(keyOf(request), payload, publicCacheSeconds);
    reply.header('x-cache', 'MISS').header('cache-control', `public, max-age=${publicCacheSeconds}`);
    return payload;
  });
}

function sortedEntries(query: unknown): [string, unknown][] {
  if (query === null || typeof query !== 'object') return [];
  return Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
