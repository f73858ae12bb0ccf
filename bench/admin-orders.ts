// The back office's orders list over 10,000 orders, as staff use it: `node --import tsx bench/admin-orders.ts`
// prints JSON {pglite: {p50, p95, requests}, postgres?: {...}}. Each engine gets a fresh database (embedded
// PGlite in memory; on PostgreSQL a database of its own on the server of BENCH_DATABASE_URL, dropped after),
// migrated, seeded and filled with generated orders; an in-process API answers requests over a loopback port,
// one at a time, cycling through the filters and sorts the list offers.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { seed } from '../apps/api/src/db/seed';
import { createStaff } from '../apps/api/src/modules/admin/staff-service';

const ORDERS = 10_000;
const REQUESTS = 300;

const stages = [
  'new',
  'confirmed',
  'measurement_scheduled',
  'in_production',
  'ready',
  'delivered',
  'completed',
];
const statuses = ['placed', 'paid', 'payment_failed'];
const cities = ['chisinau', 'balti', 'basarabeasca', 'briceni', 'anenii-noi'];
const names = ['Ion Popescu', 'Maria Rusu', 'Андрей Иванов', 'Elena Ceban', 'Olga Lungu', 'Сергей Попа'];

/** A text[] literal of `values` (drizzle spreads a JS array into separate parameters). */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]`;

/** 10,000 orders over the last year in one statement: the list's query, not the insert, is measured. */
async function fillOrders(database: Database): Promise<void> {
  await database.rows(sql`
    insert into orders (number, payment_method, customer, delivery, totals, characteristics, grand_total,
      locale, created_at, status, stage)
    select 'VT-B-' || lpad(i::text, 6, '0'), 1 + i % 4,
      jsonb_build_object('full_name', (${textArray(names)})[1 + i % 6], 'phone', '+373 (69) ' || lpad((i % 1000)::text, 3, '0') || '-' || lpad((i % 100)::text, 3, '0'), 'email', 'buyer' || i || '@example.md'),
      jsonb_build_object('city', (${textArray(cities)})[1 + i % 5], 'city_name', '', 'street', 'Strada ' || i, 'house', '1', 'apartment', ''),
      jsonb_build_object('common', 100000, 'quantity_discount', 0, 'coupon_discount', 0, 'new_total', 100000, 'delivery', 0, 'bonus_discount', 0, 'net_total', 100000, 'vat', 16667, 'grand_total', 100000),
      jsonb_build_object('total_area', 1, 'linear_metres', 0, 'windows', 1, 'doors', 0, 'quantity_discount', 0),
      10000 + (i * 37) % 500000, case when i % 3 = 0 then 'ru' else 'ro' end,
      now() - make_interval(mins => (i * 53) % 525600),
      (${textArray(statuses)})[1 + i % 3], (${textArray(stages)})[1 + i % 7]
    from generate_series(1, ${ORDERS}) as i`);
}

const queries = [
  '',
  'status=confirmed',
  'payment_method=1&payment_state=unpaid',
  'from=2026-06-01&to=2026-06-30',
  'city=balti&ordering=-grand_total',
  'q=popescu',
  'q=VT-B-0042',
  'ordering=customer_name&page=5',
  'status=in_production&city=chisinau&ordering=created_at',
  'q=%2B373%20(69)%20123',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function measure(database: Database) {
  await migrate(database);
  await seed(database);
  await fillOrders(database);
  const app = await buildApp({
    config: { frontendKey: 'bench', publicOrigin: 'http://localhost:3000', logLevel: 'silent' },
    database,
    cache: null,
    logger: false,
  });
  try {
    const password = randomBytes(12).toString('base64url');
    await createStaff(database, 'cli', { email: 'bench@vitrina.md', name: '', role: 'manager', password });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/admin/api`;
    const signIn = await fetch(`${base}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'vitrina-admin' },
      body: JSON.stringify({ email: 'bench@vitrina.md', password }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const timings: number[] = [];
    for (let i = 0; i < REQUESTS + queries.length; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/orders?${queries[i % queries.length]}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok)
        throw new Error(`GET /admin/api/orders?${queries[i % queries.length]}: ${response.status}`);
      // The first round warms the caches of both engines and the serializer; it is not counted.
      if (i >= queries.length) timings.push(performance.now() - started);
    }
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      p50: round(percentile(timings, 50)),
      p95: round(percentile(timings, 95)),
      requests: timings.length,
    };
  } finally {
    await app.close();
  }
}

const figures: Record<string, unknown> = {};
const embedded = await openPglite(undefined);
try {
  figures.pglite = await measure(embedded);
} finally {
  await embedded.close();
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `vitrina_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await openPostgres(url.toString());
  try {
    figures.postgres = await measure(server);
  } finally {
    await server.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
console.log(JSON.stringify(figures));
