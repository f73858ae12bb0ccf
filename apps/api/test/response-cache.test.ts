import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { redisStore } from '../src/cache/redis-store';
import type { CacheStore } from '../src/cache/store';
import { products } from '../src/db/schema';
import { frontendKey, secondProcessConfig, useApi } from './support/api';
import { engines } from './support/databases';
import { signedInStaff } from './support/staff';

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

  // A hit is sent as the bytes kept from the first answer (docs/adr/0035): nothing a client sees may differ but
  // X-Cache and the date.
  it('answers a hit with the bytes and headers of the first answer', async () => {
    const url = '/products/?category=ferestre&page=2';
    const miss = await api.get(url, 'ru');
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await api.get(url, 'ru');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    const { 'x-cache': _miss, date: _missDate, ...missHeaders } = miss.headers;
    const { 'x-cache': _hit, date: _hitDate, ...hitHeaders } = hit.headers;
    expect(hitHeaders).toEqual(missHeaders);
    expect(hit.headers['content-length']).toBe(String(miss.rawPayload.length));
  });

  it('drops a kept answer when the back office publishes a change', async () => {
    const admin = await signedInStaff(api, 'admin');
    const [row] = await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'fereastra-pvc-confort'));
    if (!row) throw new Error('the demo catalogue has fereastra-pvc-confort');
    const url = '/products/fereastra-pvc-confort/';
    await api.get(url, 'ro');
    expect((await api.get(url, 'ro')).headers['x-cache']).toBe('HIT');

    const current = (await admin.request({ method: 'GET', url: `/admin/api/products/${row.id}` })).json() as {
      title: { ro: string; ru: string };
      version: number;
    };
    const title = { ro: `${current.title.ro} nou`, ru: current.title.ru };
    const saved = await admin.request({
      method: 'PATCH',
      url: `/admin/api/products/${row.id}`,
      payload: { title, version: current.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await api.get(url, 'ro');
    expect(after.headers['x-cache']).toBe('MISS');
    expect((after.json() as { title: string }).title).toBe(title.ro);
    expect((await api.get(url, 'ro')).headers['x-cache']).toBe('HIT');
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
