import { BlockList, isIP, type Socket } from 'node:net';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import { Redis } from 'ioredis';
import { format, messagesFor } from '../i18n/messages';
import { isHealthCheck } from '../modules/health/routes';

// One budget of requests per client address and minute, for every route that reads or writes the shop's data
// (docs/adr/0021). The sign-in and form limits (modules/auth/rate-limits.ts, ADR 0020) are other counters,
// kept in PostgreSQL, and stay as they are.

export interface RateLimitSettings {
  /** Requests per address and minute; null turns the limit off. */
  perMinute: number | null;
  /** Addresses or CIDR ranges of the proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  trustedProxies: string[];
  /** Redis shared by every API process (REDIS_URL); unset = each process counts in its own memory. */
  redisUrl?: string;
}

const minute = 60_000;

/** Paths of files and probes that cost nothing to serve and must never be refused: health, images, docs, the back office's app. */
export function isExemptFromRateLimit(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (isHealthCheck(path)) return true;
  if (
    path.startsWith('/static/') ||
    path.startsWith('/media/') ||
    path === '/docs' ||
    path.startsWith('/docs/')
  )
    return true;
  // The back office's files (its API, /admin/api, is counted like any other).
  return (path === '/admin' || path.startsWith('/admin/')) && !/^\/admin\/(api|internal)(\/|$)/.test(path);
}

/** The proxies of TRUSTED_PROXIES as a list node:net can check an address against. */
function trustedList(proxies: string[]): BlockList {
  const list = new BlockList();
  for (const proxy of proxies) {
    const [address = '', prefix] = proxy.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/**
 * A request from a trusted proxy that names no client is the storefront's own: the reads it makes once for
 * many visitors to fill its data cache. Counted against the storefront's address they would share one budget
 * among every visitor; they are not counted. Everything the storefront sends on a visitor's behalf names the
 * visitor in X-Forwarded-For (apps/web/lib/api/client.ts) and is counted against the visitor.
 */
function isProxyOwnRequest(request: FastifyRequest, isTrusted: (socket: Socket) => boolean): boolean {
  return request.headers['x-forwarded-for'] === undefined && isTrusted(request.socket);
}

/**
 * Whether a connection comes from a trusted proxy, checked once per connection: its peer never changes, and
 * checking a BlockList builds an address object each time, a measurable part of a cached answer (docs/adr/0035).
 */
function trustedPeers(trusted: BlockList): (socket: Socket) => boolean {
  const known = new WeakMap<Socket, boolean>();
  return (socket) => {
    let answer = known.get(socket);
    if (answer === undefined) {
      const peer = socket.remoteAddress ?? '';
      const family = isIP(peer);
      answer = family !== 0 && trusted.check(peer, family === 6 ? 'ipv6' : 'ipv4');
      // A socket not yet connected has no address: asked again next time.
      if (peer !== '') known.set(socket, answer);
    }
    return answer;
  };
}

/**
 * Counts in Redis, and lets the request through when Redis does not answer: a limit must never take the shop
 * down with it. The outage is logged once when it starts and once when it ends, not at every request.
 */
function failOpenRedis(
  redis: Redis,
  log: FastifyBaseLogger,
  failingAtStart: boolean,
): FastifyRateLimitStoreCtor {
  const key = 'vitrina:rate-limit:';
  let failing = failingAtStart;
  if (!redis.rateLimit)
    redis.defineCommand('rateLimit', {
      numberOfKeys: 1,
      // One round trip: count, and start the window's clock at the first request of the window.
      lua: `local current = redis.call('INCR', KEYS[1])
        if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
        local ttl = redis.call('PTTL', KEYS[1])
        if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
        return {current, ttl}`,
    });
  return class implements FastifyRateLimitStore {
    incr(
      address: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      (redis.rateLimit(key + address, timeWindow) as Promise<[number, number]>).then(
        ([current, ttl]) => {
          if (failing) log.info('rate limit: Redis answers again, addresses are counted again');
          failing = false;
          callback(null, { current, ttl });
        },
        (error: Error) => {
          if (!failing)
            log.error({ err: error }, 'rate limit: Redis does not answer, requests pass uncounted');
          failing = true;
          callback(error);
        },
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** True once `redis` is ready, false when `timeoutMs` passes first. */
function connected(redis: Redis, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.once('ready', onReady);
  });
}

declare module 'ioredis' {
  interface RedisCommander {
    rateLimit(key: string, windowMs: number): Promise<[number, number]>;
  }
}

/**
 * A budget of `perMinute` requests per client address (request.ip, which believes X-Forwarded-For from
 * TRUSTED_PROXIES only; IPv6 addresses by their /64), shared by every API process through Redis when
 * REDIS_URL is set. Over it: 429 with Retry-After and `{"detail": …}` in the request's language. Register it
 * before the routes: it hooks each route as it is added.
 */
export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  const { perMinute } = settings;
  if (perMinute === null) return;
  const isTrusted = trustedPeers(trustedList(settings.trustedProxies));
  let store: FastifyRateLimitStoreCtor | undefined;
  if (settings.redisUrl) {
    // Commands fail at once while Redis is away (no offline queue) or slow (a short timeout), so a request
    // never waits on the limit; the client reconnects by itself.
    const redis = new Redis(settings.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 250,
      connectTimeout: 1000,
    });
    redis.on('error', () => {});
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    // Counting starts with the first request: wait a moment for the connection, but never hold the start.
    const ready = await connected(redis, 1000);
    if (!ready) app.log.error('rate limit: Redis does not answer at start, requests pass uncounted');
    store = failOpenRedis(redis, app.log, !ready);
  }
  const isExempt = (request: FastifyRequest) =>
    isExemptFromRateLimit(request.url) || isProxyOwnRequest(request, isTrusted);
  // How many onRequest hooks each route had before the plugin added its own (see below).
  const hooksBefore = new WeakMap<object, number>();
  app.addHook('onRoute', (route) => {
    hooksBefore.set(route, hooksOf(route.onRequest).length);
  });
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: minute,
    // Addresses counted at once in memory; the least recent are forgotten first.
    cache: 20_000,
    store,
    skipOnError: true,
    allowList: isExempt,
    errorResponseBuilder: (request, context) => {
      // errors.ts answers `detail` as it is.
      const detail = format(messagesFor(request.locale).rateLimited, {
        seconds: String(Math.max(1, Math.ceil(context.ttl / 1000))),
      });
      return Object.assign(new Error('rate limit exceeded'), { statusCode: 429, detail });
    },
    // Clients need Retry-After over the limit only; the other headers would only tell a scraper its pace.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
  // The plugin's hook (the last onRequest hook its own onRoute added) computes request.ip and awaits twice
  // before asking the allow list; the storefront's own reads, most of what the API answers from its cache, are
  // exempt. Asked first here, in a callback hook, they skip it (docs/adr/0035); every other request goes
  // through the plugin's hook as before, which asks the allow list again.
  app.addHook('onRoute', (route) => {
    const hooks = route.onRequest;
    // Only a hook the plugin did add (none for a route that turns the limit off).
    if (!Array.isArray(hooks) || hooks.length !== (hooksBefore.get(route) ?? 0) + 1) return;
    const limit = hooks[hooks.length - 1] as (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    const limitUnlessExempt: onRequestHookHandler = (request, reply, done) => {
      if (isExempt(request)) return done();
      limit.call(app, request, reply).then(() => done(), done);
    };
    hooks[hooks.length - 1] = limitUnlessExempt;
  });
}

const hooksOf = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
