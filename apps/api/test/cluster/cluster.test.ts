import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultFrontendKey } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client';
import { createStaff } from '../../src/modules/admin/staff-service';
import { signResult } from '../../src/modules/payments/signature';

// `npm run cluster` driven from outside (docs/adr/0023): HAProxy in front of two API processes and two
// storefront processes over PostgreSQL and Redis. Where a check needs "one process" and "the other", it
// addresses each API process on its own port; the load goes through HAProxy, as a visitor's requests would.
// Everything it starts is stopped, and its database dropped, however the tests end.

const haproxy = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [
  existsSync(haproxy) ? null : `HAProxy (${haproxy})`,
  serverUrl ? null : 'PostgreSQL (TEST_DATABASE_URL)',
  redisUrl ? null : 'Redis (TEST_REDIS_URL)',
].filter((name) => name !== null);
if (missing.length > 0) console.warn(`The cluster test is skipped: it needs ${missing.join(', ')}.`);

const root = path.resolve(import.meta.dirname, '../../../..');
const webPort = Number(process.env.CLUSTER_TEST_WEB_PORT ?? 3340);
const apiPort = Number(process.env.CLUSTER_TEST_API_PORT ?? 4340);
const front = { web: `http://127.0.0.1:${webPort}`, api: `http://127.0.0.1:${apiPort}` };
/** Each API process on its own port: "one" and "the other". */
const one = `http://127.0.0.1:${apiPort + 1}`;
const other = `http://127.0.0.1:${apiPort + 2}`;
const sandboxKey = `cluster-test-sandbox-key-${randomBytes(16).toString('hex')}`;

/** What the cluster writes to its cluster.json once it is ready. */
interface ClusterState {
  apis: { url: string; pid: number }[];
}

/**
 * The budget of requests per address and minute the cluster runs with (ADR 0021): low enough to cross in a
 * test, above what any one visitor of these tests sends.
 */
const perMinute = 120;
// Limits count in Redis and in the database, which outlive a run: each run speaks from addresses of its own,
// never in 10.0.0.0/16, which the API tests' addresses take while this runs beside them (support/api.ts).
const subnet = `10.${1 + ((randomBytes(1)[0] ?? 0) % 255)}.${randomBytes(1)[0]}`;
let lastAddress = 0;
/** A visitor's own address (forms and sign-ins are limited per address): HAProxy and the APIs trust loopback. */
const freshAddress = () => `${subnet}.${++lastAddress}`;
const visitor = `${subnet}.250`;

/** A request as the storefront's server sends it: the key, the language, the visitor's address. */
async function call(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; address?: string } = {},
) {
  const response = await fetch(`${base}${url}`, {
    method,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
    headers: {
      'x-frontend-key': defaultFrontendKey,
      'accept-language': 'ro',
      'x-forwarded-for': options.address ?? visitor,
      ...(options.body !== undefined && !(options.body instanceof FormData)
        ? { 'content-type': 'application/json' }
        : {}),
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : options.body instanceof FormData
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  // biome-ignore lint/suspicious/noExplicitAny: the tests read answers of many shapes
  return { status: response.status, headers: response.headers, text, json: json as any };
}

const windowItem = { calculator_type_id: 1, configuration: { width: 1200, height: 1400 }, quantity: 1 };
const customer = { email: 'ion.popescu@mail.md', full_name: 'Ion Popescu', phone: '+373 (691) 234-56' };
const delivery = {
  delivery_type: 'delivery',
  city: 'balti',
  street: 'Ștefan cel Mare',
  house: '12',
  apartment: '4',
};

/** Polls `check` until it answers something other than undefined, for at most `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(missing.length > 0)('npm run cluster: HAProxy, two APIs, two storefronts', () => {
  let cluster: ChildProcess | undefined;
  let output = '';
  let dataDir = '';
  let database: Database | undefined;
  let state: ClusterState;
  const databaseName = `vitrina_cluster_test_${Date.now()}_${randomBytes(3).toString('hex')}`;

  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    // A cluster left running on these ports would answer in this one's place, on another database.
    for (const url of [front.web, front.api, one, other]) {
      const answered = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2000) }).then(
        () => true,
        () => false,
      );
      if (answered)
        throw new Error(`${url} already answers: stop what listens there (a cluster left running?)`);
    }
    dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-cluster-'));
    const databaseUrl = new URL(serverUrl as string);
    databaseUrl.pathname = `/${databaseName}`;
    cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
      cwd: root,
      // Its own process group: the cleanup can end whatever it started, even if the script itself is stuck.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        CLUSTER_WEB_PORT: String(webPort),
        CLUSTER_API_PORT: String(apiPort),
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redisUrl,
        SANDBOX_SIGNATURE_KEY: sandboxKey,
        RATE_LIMIT_PER_MINUTE: String(perMinute),
        LOG_LEVEL: 'error',
        // Killed with its test run (scripts/test.mjs ends a group when another fails), this test cannot stop
        // the cluster: the cluster stops itself rather than answer the next run on these ports.
        STOP_WITH_PARENT: '1',
      },
    });
    cluster.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    cluster.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const file = path.join(dataDir, 'cluster.json');
    try {
      state = await until(
        'the cluster to be ready',
        async () => {
          if (cluster?.exitCode !== null) throw new Error(`the cluster stopped (${cluster?.exitCode})`);
          return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as ClusterState) : undefined;
        },
        280_000,
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output}`);
    }
    database = await openPostgres(databaseUrl.toString(), { poolSize: 2 });
  });

  afterAll(async () => {
    await database?.close();
    if (cluster?.pid !== undefined && cluster.exitCode === null) {
      const stopped = new Promise((resolve) => cluster?.once('exit', resolve));
      process.kill(-cluster.pid, 'SIGTERM');
      const late = setTimeout(() => {
        try {
          process.kill(-(cluster?.pid as number), 'SIGKILL');
        } catch {
          // gone already
        }
      }, 10_000);
      await stopped;
      clearTimeout(late);
    }
    await admin(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the storefront through HAProxy, each storefront process reading the APIs through it', async () => {
    const page = await fetch(`${front.web}/`, { signal: AbortSignal.timeout(20_000) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="ro"');
    for (const port of [webPort + 1, webPort + 2]) {
      const direct = await fetch(`http://127.0.0.1:${port}/robots.txt`, {
        signal: AbortSignal.timeout(10_000),
      });
      expect(direct.status).toBe(200);
    }
    expect((await call(front.api, 'GET', '/health/ready')).status).toBe(200);
  });

  it('continues on one API process a cart started on the other', async () => {
    const started = await call(one, 'GET', '/calculator/cart/');
    expect(started.status).toBe(200);
    const { id, anonymous_id: key } = started.json as { id: number; anonymous_id: string };
    const added = await call(other, 'POST', `/calculator/cart/${id}/items/`, {
      body: windowItem,
      headers: { 'x-anonymous-id': key },
    });
    expect(added.status, added.text).toBe(201);
    const read = await call(one, 'GET', `/calculator/cart/${id}/`, { headers: { 'x-anonymous-id': key } });
    expect(read.json.items).toHaveLength(1);
  });

  it('takes a sign-in made on one API process on the other, and its refresh too', async () => {
    const email = `cluster.${randomBytes(4).toString('hex')}@mail.md`;
    const password = 'Rama-Termopan-2026!';
    const registered = await call(one, 'POST', '/api/auth/register/', {
      body: {
        first_name: 'Ana',
        last_name: 'Rusu',
        email,
        phone: '+373 (691) 234-56',
        password,
        re_password: password,
        terms: true,
      },
    });
    expect(registered.status, registered.text).toBe(201);
    const pair = await call(other, 'POST', '/api/auth/jwt/create', { body: { email, password } });
    expect(pair.status).toBe(200);
    const me = await call(one, 'GET', '/api/auth/me/', {
      headers: { authorization: `Bearer ${pair.json.access}` },
    });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(email);
    const next = await call(one, 'POST', '/api/auth/jwt/refresh/', { body: { refresh: pair.json.refresh } });
    expect(next.status).toBe(200);
    const again = await call(other, 'GET', '/api/auth/me/', {
      headers: { authorization: `Bearer ${next.json.access}` },
    });
    expect(again.status).toBe(200);

    // Two requests of one browser, each storefront process refreshing the same cookie once: both get a pair,
    // and the customer stays signed in (docs/adr/0023).
    const twins = await Promise.all(
      [one, other].map((base) =>
        call(base, 'POST', '/api/auth/jwt/refresh/', { body: { refresh: next.json.refresh } }),
      ),
    );
    expect(twins.map((twin) => twin.status)).toEqual([200, 200]);
    for (const [index, base] of [one, other].entries()) {
      const signedIn = await call(base, 'GET', '/api/auth/me/', {
        headers: { authorization: `Bearer ${twins[index]?.json.access}` },
      });
      expect(signedIn.status).toBe(200);
    }
  });

  it('downloads in the back office through one API process a CV uploaded through the other', async () => {
    const cv = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), randomBytes(40_000)]);
    const form = new FormData();
    form.set('name', 'Maria Lungu');
    form.set('phone', '+373 (691) 234-56');
    form.set('email', 'maria.lungu@mail.md');
    form.set('file', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
    const applied = await call(one, 'POST', '/feedbacks/vacancy/?vacancy=Montator', {
      body: form,
      address: freshAddress(),
    });
    expect(applied.status, applied.text).toBe(201);
    const [lead] = await (database as Database).rows<{ id: number }>(
      sql`select id from leads where kind = 'vacancy' and source_id = ${applied.json.id}`,
    );

    const member = await createStaff(database as Database, 'cli', {
      email: `manager.${randomBytes(4).toString('hex')}@vitrina.md`,
      name: 'Test',
      role: 'manager',
      password: 'Rama-Termopan-2026!',
    });
    if (member.kind !== 'ok') throw new Error(`staff member not created: ${member.kind}`);
    const backOffice = { 'x-requested-with': 'vitrina-admin' };
    const session = await call(other, 'POST', '/admin/api/session', {
      body: { email: member.member.email, password: 'Rama-Termopan-2026!' },
      headers: backOffice,
      address: freshAddress(),
    });
    expect(session.status, session.text).toBe(200);
    const cookie = /vitrina_staff=([^;]+)/.exec(session.headers.get('set-cookie') ?? '')?.[1];
    for (const base of [one, other]) {
      const download = await fetch(`${base}/admin/api/leads/${lead?.id}/cv`, {
        headers: { ...backOffice, cookie: `vitrina_staff=${cookie}` },
        signal: AbortSignal.timeout(10_000),
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true);
    }
    // The shop's e-mail, with the CV attached, is sent by whichever process's worker claims it.
    await until('the e-mail with the CV to be sent', async () => {
      const [mail] = await (database as Database).rows<{ status: string }>(
        sql`select status from outbox_messages where ref = ${`lead:${lead?.id}`}`,
      );
      return mail?.status === 'sent' ? mail : undefined;
    });
  });

  /** A visitor's cart with one window, filled in for checkout with `payment` (1 card, 2 cash), on `base`. */
  async function readyCart(base: string, payment: 1 | 2, address = freshAddress()) {
    const started = await call(base, 'GET', '/calculator/cart/', { address });
    const { id, anonymous_id: key } = started.json as { id: number; anonymous_id: string };
    const headers = { 'x-anonymous-id': key };
    expect(
      (await call(base, 'POST', `/calculator/cart/${id}/items/`, { body: windowItem, headers })).status,
    ).toBe(201);
    for (const [step, body] of [
      ['set-user-details', customer],
      ['set-delivery', delivery],
      ['set-payment-details', { payment_method: payment, use_bonuses: false, bonus_quantity: 0 }],
    ] as const)
      expect((await call(base, 'POST', `/calculator/cart/${id}/${step}/`, { body, headers })).status).toBe(
        200,
      );
    return { id, headers };
  }

  it('settles once an order paid through the other API process, its callback repeated on both', async () => {
    const cart = await readyCart(one, 1);
    const placed = await call(one, 'POST', `/calculator/cart/${cart.id}/create-order/`, {
      body: {},
      headers: cart.headers,
    });
    expect(placed.status, placed.text).toBe(201);
    const orderId = placed.json.order.id as number;
    const payPath = new URL(placed.json.payment_data.result.payUrl as string).pathname;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    // The bank's page and its callback served by the other process.
    const paid = await fetch(`${other}${payPath}/pay`, {
      method: 'POST',
      headers: form,
      body: '',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const status = async () =>
      (
        await (database as Database).rows<{ status: string; paid_at: Date | null; payments: number }>(
          sql`select status, paid_at, (select count(*)::int from payments where order_id = orders.id) as payments
              from orders where id = ${orderId}`,
        )
      )[0];
    const after = await status();
    expect(after).toMatchObject({ status: 'paid', payments: 1 });

    // The bank calls back again, on both processes at once, and the visitor presses "pay" once more.
    const [bank] = await (database as Database).rows<{ pay_id: string }>(
      sql`select pay_id from sandbox_bank_payments where order_id = ${String(orderId)}`,
    );
    const result = {
      payId: bank?.pay_id,
      orderId: String(orderId),
      status: 'OK',
      statusCode: '000',
      statusMessage: 'Approved',
      threeDs: 'AUTHENTICATED',
      rrn: '123456789012',
      approval: 'ABC123',
      cardNumber: '411111******1111',
      amount: placed.json.order.totals.grand_total / 100,
      currency: 'EUR',
    };
    const callback = { result, signature: signResult(result, sandboxKey) };
    const repeats = await Promise.all([
      call(one, 'POST', '/calculator/payments/sandbox/callback/', { body: callback }),
      call(other, 'POST', '/calculator/payments/sandbox/callback/', { body: callback }),
      fetch(`${one}${payPath}/pay`, { method: 'POST', headers: form, body: '', redirect: 'manual' }),
    ]);
    expect(repeats.map((response) => response.status)).toEqual([200, 200, 303]);
    expect(await status()).toEqual(after);
  });

  it('counts failed sign-ins of one account and address on both API processes together', async () => {
    const address = freshAddress();
    const attempt = (base: string) =>
      call(base, 'POST', '/api/auth/jwt/create', {
        body: { email: 'nobody.here@mail.md', password: 'wrong-password-1' },
        address,
      });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await attempt(index % 2 ? other : one)).status);
    // Five failures from one address for one account, whichever process counted them; the sixth is refused.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await attempt(one)).status).toBe(429);
    expect((await attempt(other)).status).toBe(429);
  });

  it('holds one budget of requests per address over both API processes', async () => {
    const address = freshAddress();
    const read = (base: string) => call(base, 'GET', '/menu/nav', { address });
    // Half the budget on each process: either one alone would still have room.
    const within = await Promise.all(
      Array.from({ length: perMinute }, (_, index) =>
        read(index % 2 ? other : one).then((answer) => answer.status),
      ),
    );
    expect(within.filter((status) => status === 200)).toHaveLength(perMinute);
    for (const base of [one, other]) {
      const over = await read(base);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address is not touched.
    expect((await call(other, 'GET', '/menu/nav', { address: freshAddress() })).status).toBe(200);
  });

  // Last: it leaves one API process dead.
  it('loses no order, and costs only retried requests, when an API process is killed under load', async () => {
    const clients = 8;
    const ordersEach = 4;
    const email = `load.${randomBytes(4).toString('hex')}@mail.md`;
    const retried: string[] = [];
    let requests = 0;
    let placed = 0;
    const victim = state.apis[0] as { url: string; pid: number };
    let killed = false;

    /**
     * A request through HAProxy, as a careful client sends it: an answer a dead process gives (none, 502, 503,
     * 504) is asked again, which only idempotent requests may be.
     */
    async function send(method: string, url: string, options: Parameters<typeof call>[3]) {
      for (let attempt = 1; ; attempt++) {
        requests += 1;
        const answer = await call(front.api, method, url, options).catch(() => undefined);
        if (answer && ![502, 503, 504].includes(answer.status)) return answer;
        retried.push(`${method} ${url}: ${answer?.status ?? 'no answer'}`);
        if (attempt === 5) throw new Error(`${method} ${url} failed 5 times`);
      }
    }

    async function customerOrders(address: string) {
      for (let index = 0; index < ordersEach; index++) {
        const started = await send('GET', '/calculator/cart/', { address });
        const { id, anonymous_id: key } = started.json as { id: number; anonymous_id: string };
        const headers = { 'x-anonymous-id': key };
        const base = `/calculator/cart/${id}`;
        // Adding a line is not idempotent: after a failure the client looks whether it landed before adding again.
        for (;;) {
          const added = await call(front.api, 'POST', `${base}/items/`, {
            body: windowItem,
            headers,
            address,
          })
            .then((answer) => (answer.status === 201 ? answer : undefined))
            .catch(() => undefined);
          requests += 1;
          if (added) break;
          retried.push(`POST ${base}/items/`);
          if ((await send('GET', `${base}/`, { headers, address })).json.items.length === 1) break;
        }
        await send('POST', `${base}/set-user-details/`, { body: { ...customer, email }, headers, address });
        await send('POST', `${base}/set-delivery/`, { body: delivery, headers, address });
        await send('POST', `${base}/set-payment-details/`, {
          body: { payment_method: 2, use_bonuses: false, bonus_quantity: 0 },
          headers,
          address,
        });
        // Placing an order is idempotent per cart (ADR 0013): asked again, it answers the same order.
        const order = await send('POST', `${base}/create-order/`, { body: {}, headers, address });
        expect([200, 201]).toContain(order.status);
        placed += 1;
        if (!killed && placed >= clients) {
          killed = true;
          process.kill(victim.pid, 'SIGKILL');
        }
      }
    }

    const started = Date.now();
    await Promise.all(Array.from({ length: clients }, () => customerOrders(freshAddress())));
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `cluster load: ${placed} orders, ${requests} requests in ${seconds.toFixed(1)} s, ${retried.length} retried` +
        (retried.length > 0 ? `:\n  ${retried.join('\n  ')}` : ''),
    );

    expect(killed).toBe(true);
    expect(() => process.kill(victim.pid, 0)).toThrow();
    const [stored] = await (database as Database).rows<{ orders: number; carts: number; lines: number }>(
      sql`select count(*)::int as orders, count(distinct cart_id)::int as carts,
                 (select coalesce(sum(quantity_hundredths) / 100, 0)::int from order_items i join orders o on o.id = i.order_id
                   where o.customer->>'email' = ${email}) as lines
          from orders where customer->>'email' = ${email}`,
    );
    // Every order placed once, each with the one window its cart had: nothing lost, nothing doubled.
    expect(stored).toEqual({
      orders: clients * ordersEach,
      carts: clients * ordersEach,
      lines: clients * ordersEach,
    });
    // The survivor serves everything, and the cluster itself runs on.
    expect((await call(front.api, 'GET', '/health/ready')).status).toBe(200);
    expect(cluster?.exitCode).toBeNull();
  });
});
