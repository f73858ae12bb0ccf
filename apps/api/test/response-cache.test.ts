import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { redisStore } from '../src/cache/redis-store';
import type { CacheStore } from '../src/cache/store';
import { frontendKey, secondProcessConfig, useApi } from './support/api';
import { engines } from './support/databases';

const pglite = engines[0];
if (pglite === undefined) throw new Error('no test database engine');

describe('cached public answers', () => {
  const api = useApi(pglite);

  it('serves a repeated request from the cache with the same body, per language', async () => {
    const first = await api.get('/menu/nav', 'ro');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const second = await api.get('/menu/nav', 'ro');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers.vary).toContain('Accept-Language');
    expect(second.body).toBe(first.body);

    const russian = await api.get('/menu/nav', 'ru');
    expect(russian.headers['x-cache']).toBe('MISS');
    expect(russian.body).not.toBe(first.body);
    expect((russian.json() as { title: string }[])[0]?.title).toBe('Окна');
  });

  it('keeps one entry per route and validated query, whatever junk a client appends', async () => {
    const first = await api.get('/menu/links', 'ro');
    expect(first.headers['x-cache']).toBe('MISS');
    for (const junk of ['?x=1', '?utm_source=mail&y=2', '/']) {
      const again = await api.get(`/menu/links${junk}`, 'ro');
      expect(again.headers['x-cache'], junk).toBe('HIT');
      expect(again.body).toBe(first.body);
    }
  });

  it('never lets a cached answer past the front-end key or the query validation', async () => {
    await api.get('/pages/seo-content/detail/?page_type=index');
    const withoutKey = await api.inject({ method: 'GET', url: '/pages/seo-content/detail/?page_type=index' });
    expect(withoutKey.statusCode).toBe(403);

    const bad = await api.get('/pages/seo-content/detail/?page_type=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-cache']).toBeUndefined();
    expect((await api.get('/pages/seo-content/detail/?page_type=nope')).statusCode).toBe(400);
  });

  it('keeps per-process answers such as /health out of the cache', async () => {
    const health = await api.inject({ method: 'GET', url: '/health' });
    expect(health.headers['x-cache']).toBeUndefined();
  });
});

// Two API processes behind a load balancer share one Redis: what one cached, the other serves.
describe.skipIf(!process.env.TEST_REDIS_URL)('cached answers shared through Redis', () => {
  const api = useApi(pglite);
  let store: CacheStore;
  let other: Awaited<ReturnType<typeof buildApp>>;

  // Its own keys: other suites on the same Redis clear theirs while this one runs.
  const namespace = `test-${randomUUID()}`;

  beforeAll(async () => {
    store = await redisStore(process.env.TEST_REDIS_URL as string, namespace);
    await store.clear();
  });
  afterAll(async () => {
    await other?.close();
    await store?.clear();
    await store?.close();
  });

  it('serves from a second process what the first one cached', async () => {
    const config = secondProcessConfig;
    const first = await buildApp({ config, database: api.database, cache: store, logger: false });
    other = await buildApp({
      config,
      database: api.database,
      cache: await redisStore(process.env.TEST_REDIS_URL as string, namespace),
      logger: false,
    });
    const headers = { 'x-frontend-key': frontendKey, 'accept-language': 'ru' };
    const miss = await first.inject({ method: 'GET', url: '/menu/links', headers });
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await other.inject({ method: 'GET', url: '/menu/links', headers });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.body).toBe(miss.body);
    await first.close();
  });
});
