import type { CacheStore } from './store';

/**
 * A bounded in-process store for a single API process (the embedded default). Entries expire by time; when
 * full, the oldest entry goes first (a Map keeps insertion order).
 */
export function memoryStore(maxEntries = 500, now: () => number = Date.now): CacheStore {
  const entries = new Map<string, { value: Buffer; expires: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, expires: now() + ttlSeconds * 1000 });
    },
    async clear() {
      entries.clear();
    },
    async close() {
      entries.clear();
    },
  };
}
