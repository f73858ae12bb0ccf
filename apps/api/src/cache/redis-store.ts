import { Redis } from 'ioredis';
import type { CacheStore } from './store';

/**
 * Redis shared by every API process (REDIS_URL). A cache must never take the API down with it: when Redis
 * does not answer, reads miss and writes are skipped, and requests go to the database as usual. Processes of one
 * shop share a `namespace`; test suites running side by side on one Redis each take their own, so one's clear
 * never empties another's cache.
 */
export async function redisStore(url: string, namespace = 'vitrina'): Promise<CacheStore> {
  const prefix = `${namespace}:response:`;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {});
  await redis.connect();
  return {
    async get(key) {
      try {
        return (await redis.getBuffer(prefix + key)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, value, ttlSeconds) {
      try {
        await redis.set(prefix + key, value, 'EX', ttlSeconds);
      } catch {
        // skipped: the next request reads the database again
      }
    },
    async clear() {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
    async close() {
      redis.disconnect();
    },
  };
}
