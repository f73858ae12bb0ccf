import type { FastifyInstance, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
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
  const keyOf = (request: FastifyRequest, url: string) =>
    `${request.locale}|${url}|${JSON.stringify(sortedEntries(request.params))}|${JSON.stringify(sortedEntries(request.query))}`;

  // Only the routes that opt in get the hooks, decided once as each route is added: the others pay nothing,
  // and these do not rebuild `request.routeOptions` (a new object at each read) on every request
  // (docs/adr/0035). Callback hooks rather than async ones: one promise less per hook.
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return;
    const { url } = route;
    const lookUp: preHandlerHookHandler = (request, reply, done) => {
      if (request.method !== 'GET') return done();
      store.get(keyOf(request, url)).then((cached) => {
        if (cached === undefined) return done();
        // The bytes as they were first sent: written to the socket as they are (docs/adr/0035).
        reply
          .header('x-cache', 'HIT')
          .header('cache-control', `public, max-age=${publicCacheSeconds}`)
          .type('application/json; charset=utf-8')
          .send(cached);
      }, done);
    };
    const keep: onSendHookHandler = (request, reply, payload, done) => {
      if (
        request.method !== 'GET' ||
        reply.getHeader('x-cache') === 'HIT' ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string'
      )
        return done(null, payload);
      // Kept as bytes: a hit is then sent as it is, with no encoding and no length to count.
      store.set(keyOf(request, url), Buffer.from(payload), publicCacheSeconds).then(() => {
        reply.header('x-cache', 'MISS').header('cache-control', `public, max-age=${publicCacheSeconds}`);
        done(null, payload);
      }, done);
    };
    route.preHandler = [lookUp, ...hooksOf(route.preHandler)];
    route.onSend = [...hooksOf(route.onSend), keep];
  });
}

const hooksOf = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

function sortedEntries(query: unknown): [string, unknown][] {
  if (query === null || typeof query !== 'object') return [];
  return Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
