import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../src/i18n/messages';
import { type ApiProcess, startApi } from '../support/api-process';
import { databaseUrl, onServer } from '../support/global-setup';
import {
  type Answer,
  type Cart,
  call,
  newCart,
  readyToOrder,
  windowItem,
} from '../support/storefront-customer';
import {
  postgresBinaries,
  type ThrowawayPostgres,
  throwawayPostgres,
  until,
} from '../support/throwaway-postgres';

// PostgreSQL stopped (pg_ctl stop -m fast: a maintenance, a failover) under the API process. Every kind of
// route — reads, cart writes, create-order, a customer's and a staff member's sign-in, a form — answers 503
// with Retry-After within a second, in the visitor's language; once the server is started again, each of them
// serves within 10 s, without a restart of the API.

const binaries = postgresBinaries();

interface Probe {
  name: string;
  send(locale: 'ro' | 'ru'): Promise<Answer>;
}

function probes(base: string, cart: Cart, ordered: Cart): Probe[] {
  const post = (url: string, body: unknown, headers?: Record<string, string>) => (locale: 'ro' | 'ru') =>
    call(base, 'POST', url, { body, locale, headers });
  return [
    { name: 'GET /menu/nav', send: (locale) => call(base, 'GET', '/menu/nav', { locale }) },
    { name: 'GET /branches', send: (locale) => call(base, 'GET', '/branches?kind=dealer', { locale }) },
    { name: 'GET /products/', send: (locale) => call(base, 'GET', '/products/', { locale }) },
    {
      name: 'GET /calculator/cart/{id}/',
      send: (locale) => call(base, 'GET', `/calculator/cart/${cart.id}/`, { key: cart.key, locale }),
    },
    {
      name: 'POST /calculator/cart/{id}/items/',
      send: (locale) =>
        call(base, 'POST', `/calculator/cart/${cart.id}/items/`, { key: cart.key, body: windowItem, locale }),
    },
    {
      name: 'POST /calculator/cart/{id}/create-order/',
      send: (locale) =>
        call(base, 'POST', `/calculator/cart/${ordered.id}/create-order/`, {
          key: ordered.key,
          body: {},
          locale,
        }),
    },
    {
      name: 'POST /api/auth/jwt/create/',
      send: post('/api/auth/jwt/create/', { email: 'ion@example.md', password: 'parola-1234-lunga' }),
    },
    {
      name: 'POST /feedbacks/contact_us/',
      send: post('/feedbacks/contact_us/', {
        name: 'Ion Popescu',
        phone: '+373 (691) 234-56',
        email: 'ion.popescu@mail.md',
        message: 'Vă rog să mă sunați.',
      }),
    },
    {
      name: 'POST /admin/api/session',
      send: post(
        '/admin/api/session',
        { email: 'staff@example.md', password: 'parola-1234-lunga' },
        { 'x-requested-with': 'vitrina-admin' },
      ),
    },
  ];
}

describe.skipIf(!binaries)('PostgreSQL stopped under the API process', () => {
  let server: ThrowawayPostgres;
  let api: ApiProcess;
  beforeAll(async () => {
    server = await throwawayPostgres(binaries as string);
    await onServer(server.url, 'create database shop');
    // No response cache: every answer is the database's.
    api = await startApi(databaseUrl(server.url, 'shop'), { PUBLIC_CACHE: 'off' });
  });
  afterAll(async () => {
    await api?.remove();
    await server?.remove();
  });

  it('answers 503 with Retry-After within a second on every route, and serves within 10 s of the start', async () => {
    const deadline = performance.now() + 30_000;
    const cart = await newCart(api.url, deadline);
    const ordered = await newCart(api.url, deadline);
    await readyToOrder(api.url, ordered, 1, 1, deadline);
    const list = probes(api.url, cart, ordered);
    for (const probe of list.filter((probe) => !probe.name.includes('create-order')))
      expect((await probe.send('ro')).status, probe.name).toBeLessThan(500);

    await server.stop();
    const down: Record<string, number> = {};
    for (const [index, probe] of list.entries()) {
      const locale = index % 2 === 0 ? 'ro' : 'ru';
      const answer = await probe.send(locale);
      expect(answer.status, `${probe.name}: ${JSON.stringify(answer.body)}`).toBe(503);
      expect(answer.retryAfter, probe.name).toMatch(/^\d+$/);
      expect(answer.body, probe.name).toEqual({ detail: apiMessages[locale].databaseUnavailable });
      down[probe.name] = Math.round(answer.ms);
    }
    expect(Math.max(...Object.values(down))).toBeLessThan(1000);
    expect((await call(api.url, 'GET', '/health/live')).status).toBe(200);
    expect((await call(api.url, 'GET', '/health/ready')).status).toBe(503);

    await server.start();
    const startedAt = performance.now();
    const back: Record<string, number> = {};
    for (const probe of list) {
      await until(async () => (await probe.send('ro')).status < 500, 10_000, `${probe.name} after the start`);
      back[probe.name] = Math.round(performance.now() - startedAt);
    }
    const recoveredMs = performance.now() - startedAt;
    console.info(
      `[faults] database stopped: 503 with Retry-After on ${list.length} routes, in ` +
        `${Math.min(...Object.values(down))}–${Math.max(...Object.values(down))} ms; every route serving ` +
        `${recoveredMs.toFixed(0)} ms after the start (ms per route: ${JSON.stringify(back)})`,
    );
    expect(recoveredMs).toBeLessThan(10_000);
    expect(api.exited()).toBe(false);
  });
});
