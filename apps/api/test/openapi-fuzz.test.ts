import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/accounts';
import { freshAddress, frontendKey, useApi } from './support/api';
import { engines } from './support/databases';
import {
  type HostileRequest,
  hostileRequests,
  type KnownValues,
  type Operation,
  operationsOf,
  pollutionMarker,
} from './support/hostile-requests';
import { adminHeaders, type SignedInStaff, signedInStaff } from './support/staff';

// Every route and method of the OpenAPI document, a route added later included, is sent hostile requests
// (support/hostile-requests.ts): wrong types in every field of the body, query and path, huge strings, control
// characters, nested junk, the prototype's keys, broken JSON, wrong content types, missing bodies, odd path
// segments. Whatever it is sent, the API must answer as docs/architecture.md §2 says: never a 5xx, never a
// stack, a file path or SQL, a 4xx as JSON that says why, Object.prototype untouched, and a refused write
// leaves no row behind.
//
// The runs are the same on every run (a fixed seed), so the test is fast and never flaky. To look further:
//   FUZZ_SEED=random FUZZ_RUNS=200 npx vitest run test/openapi-fuzz.test.ts
// A failure prints its route, seed and path; to replay it alone:
//   FUZZ_ROUTE='POST /feedbacks/callback/ as visitor' FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run ...

const defaultSeed = 20_261_125;
const seed =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? defaultSeed);
/**
 * Requests a run sends in all, shared by the routes (at least 10 each; with 465 routes and identities the floor
 * decides: 4,650 requests, about 25 s on PostgreSQL on a quiet machine). FUZZ_RUNS sets the runs per route.
 */
const requestBudget = 3_000;
/**
 * The engine that gets the whole budget: PostgreSQL when it is there (production's engine, and about 2.5 times
 * faster here than PGlite). The other gets a few requests per route: both run the same PostgreSQL code, so the same
 * hostile requests find the same answers, and a few still show an engine's own way of refusing them.
 */
const deepEngine = engines.at(-1)?.name;
const runsOnTheOtherEngine = 3;
const runsFor = (routes: number, engine: string) => {
  if (process.env.FUZZ_RUNS) return Number(process.env.FUZZ_RUNS);
  return engine === deepEngine ? Math.max(10, Math.round(requestBudget / routes)) : runsOnTheOtherEngine;
};
const onlyRoute = process.env.FUZZ_ROUTE;
const replayPath = process.env.FUZZ_PATH;
/** FUZZ_STATS=1 prints the statuses each route answered: how deep the requests got, to tune the generators. */
const printStats = process.env.FUZZ_STATS === '1';

/** Who sends a route's requests: the back office's routes are tried signed in and not, the rest as visitors. */
type Identity = 'admin' | 'anonymous staff' | 'visitor';

interface Target {
  operation: Operation;
  identity: Identity;
  label: string;
}

function targetsOf(operations: Operation[]): Target[] {
  return operations.flatMap((operation) => {
    const identities: Identity[] = operation.path.startsWith('/admin/api/')
      ? ['admin', 'anonymous staff']
      : ['visitor'];
    return identities.map((identity) => ({
      operation,
      identity,
      label: `${operation.method} ${operation.path} as ${identity}`,
    }));
  });
}

/** Writes are what can leave rows behind; only they pay for the count. */
const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The tables a refused write must not add to or remove from (counters of failed sign-ins may grow: by design). */
const watchedTables = [
  'orders',
  'order_items',
  'order_notes',
  'order_events',
  'payments',
  'carts',
  'cart_items',
  'leads',
  'lead_notes',
  'order_calls',
  'contact_messages',
  'callback_requests',
  'subscriptions',
  'vacancy_applications',
  'calculations',
  'users',
  'addresses',
  'bonus_entries',
  'staff',
  'outbox_messages',
  'audit_log',
] as const;

const countsQuery = sql.raw(
  `select ${watchedTables.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`,
);

// What a body must never carry: frames of a stack, paths of the server's files, SQL and the database's words,
// the names of JavaScript's and Fastify's internal errors.
const leaks: [string, RegExp][] = [
  ['a stack frame', /\bat (?:async )?\S*\s*\(?(?:\/|file:|node:)\S*:\d+:\d+|\n\s+at \S/],
  ['a file path', /\/work\/|\/home\/|\/usr\/|\/var\/|node_modules|\.tsx?:\d|\.[cm]?js:\d|[A-Z]:\\/],
  [
    'SQL or the database',
    /\bselect\s[^"]{0,200}\sfrom\s|\binsert\s+into\b|\bdelete\s+from\b|\bviolates\b|duplicate key|syntax error at|\brelation "|\bcolumn "|\bpglite\b|\bpostgres|\bdrizzle\b|ECONNREFUSED/i,
  ],
  [
    'an internal error',
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError|FST_ERR_\w+)\b|Cannot read propert|is not a function|undefined is not/,
  ],
];

/** A 4xx body says why: {"detail": "..."} or field errors {"field": ["..."]}. */
function saysWhy(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (typeof (body as { detail?: unknown }).detail === 'string')
    return (body as { detail: string }).detail.trim() !== '';
  return (
    entries.length > 0 &&
    entries.every(
      ([, messages]) =>
        Array.isArray(messages) &&
        messages.length > 0 &&
        messages.every((message) => typeof message === 'string' && message.trim() !== ''),
    )
  );
}

const prototypeNames = (target: object) => Object.getOwnPropertyNames(target).sort().join(',');
const pristine = {
  object: prototypeNames(Object.prototype),
  array: prototypeNames(Array.prototype),
  function: prototypeNames(Function.prototype),
};

/** The back office's page while apps/admin is not built: a 503 by design (plugins/admin-app.ts). */
const backOfficeNotBuilt = (operation: Operation, response: LightMyRequestResponse) =>
  operation.path.startsWith('/admin') &&
  response.statusCode === 503 &&
  response.body.startsWith('The back office is not built');

/** What is wrong with an answer, each in a line; none when it is as it should be. */
function problemsOf(operation: Operation, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  const type = String(response.headers['content-type'] ?? '');
  const head = `${status} ${type} ${response.body.slice(0, 400)}`;
  if (status >= 500 && !backOfficeNotBuilt(operation, response)) problems.push(`answered ${head}`);
  // Pages and files the API serves (the back office's bundle, /docs) are code by nature: only JSON is read.
  if (type.startsWith('application/json') || status >= 400)
    for (const [what, pattern] of leaks) {
      const found = pattern.exec(response.body);
      if (found) problems.push(`leaks ${what} (${JSON.stringify(found[0])}): ${head}`);
    }
  // A page for a person's browser (the sandbox bank's) refuses with a page; a JSON route always with JSON.
  if (status >= 400 && status < 500 && !(type.startsWith('text/html') && !operation.answersJson)) {
    if (!type.startsWith('application/json')) problems.push(`a ${status} that is not JSON: ${head}`);
    else {
      let body: unknown;
      try {
        body = JSON.parse(response.body);
      } catch {
        problems.push(`a ${status} whose JSON does not parse: ${head}`);
      }
      if (body !== undefined && !saysWhy(body)) problems.push(`a ${status} that does not say why: ${head}`);
    }
  }
  if (
    prototypeNames(Object.prototype) !== pristine.object ||
    prototypeNames(Array.prototype) !== pristine.array ||
    prototypeNames(Function.prototype) !== pristine.function ||
    pollutionMarker in {}
  )
    problems.push('polluted a prototype');
  return problems;
}

describe.each(engines)('hostile requests to every route on $name', (engine) => {
  const api = useApi(engine);
  let operations: Operation[];
  let admin: SignedInStaff;
  let access: string;
  /** The customer's cart, with one line: gentle requests to the cart's routes name it. */
  let cartRows: KnownValues = {};

  beforeAll(async () => {
    const document = (await api.inject({ method: 'GET', url: '/docs/json' })).json();
    operations = operationsOf(document);
    admin = await signedInStaff(api, 'admin');
    access = (await signedInCustomer(api)).access;
    const headers = identityHeaders('visitor', true);
    const cart = (await api.inject({ method: 'GET', url: '/calculator/cart/', headers })).json() as {
      id: number;
    };
    const [product] = await api.database.rows<{ id: number }>(
      sql`select id from products where not price_from and unit = 'piece' order by id limit 1`,
    );
    const filled = await api.inject({
      method: 'POST',
      url: `/calculator/cart/${cart.id}/items/add-product/`,
      headers,
      payload: { product_id: product?.id, quantity: 1 },
    });
    expect(filled.statusCode, filled.body).toBe(201);
    const line = (filled.json() as { items: { id: number }[] }).items[0];
    cartRows = { id: [cart.id], itemId: line ? [line.id] : [] };
  });

  /** The headers of `identity`: the back office's page with or without its session, or the storefront. */
  function identityHeaders(identity: Identity, customer: boolean): Record<string, string> {
    if (identity === 'admin') return { ...adminHeaders, cookie: `vitrina_staff=${admin.cookie}` };
    if (identity === 'anonymous staff') return { ...adminHeaders };
    return { 'x-frontend-key': frontendKey, ...(customer ? { authorization: `Bearer ${access}` } : {}) };
  }

  const statuses = new Map<number, number>();
  const counts = async () => JSON.stringify(await api.database.rows(countsQuery));

  async function probe(target: Target, request: HostileRequest, customer: boolean): Promise<string[]> {
    const write = writes.has(request.method);
    const before = write ? await counts() : '';
    const response = await api.inject({
      method: request.method,
      url: request.url,
      // Forms and sign-ins are limited per address: a fresh one each time, so that validation is reached.
      remoteAddress: freshAddress(),
      headers: {
        'accept-language': 'ro',
        ...identityHeaders(target.identity, customer),
        ...request.headers,
        ...(request.body.contentType ? { 'content-type': request.body.contentType } : {}),
      },
      ...(request.body.payload !== undefined ? { payload: request.body.payload } : {}),
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const problems = problemsOf(target.operation, response);
    if (write && response.statusCode >= 400 && response.statusCode < 500) {
      const after = await counts();
      if (after !== before) problems.push(`a refused write changed rows: ${before} → ${after}`);
    }
    return problems;
  }

  /** Signs the admin and the customer in again if a fuzzed request signed them out or changed them. */
  async function keepIdentities() {
    const session = await api.inject({
      method: 'GET',
      url: '/admin/api/session',
      headers: identityHeaders('admin', false),
    });
    if (session.statusCode !== 200) admin = await signedInStaff(api, 'admin');
    const me = await api.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: identityHeaders('visitor', true),
    });
    if (me.statusCode !== 200) access = (await signedInCustomer(api)).access;
  }

  it('answers every route, whatever it is sent, without a 5xx, a leak or a polluted prototype', async () => {
    const targets = targetsOf(operations).filter((target) => !onlyRoute || target.label === onlyRoute);
    expect(targets.length).toBeGreaterThan(onlyRoute ? 0 : 140);
    const numRuns = runsFor(targets.length, engine.name);
    console.info(
      `openapi-fuzz on ${engine.name}: seed ${seed}, ${numRuns} runs for each of ${targets.length} routes`,
    );
    const failures: string[] = [];
    let sent = 0;
    const started = performance.now();
    for (const target of targets) {
      const routeStarted = performance.now();
      const property = fc.asyncProperty(
        hostileRequests(
          target.operation,
          target.operation.path.startsWith('/calculator/cart/{id}') ? cartRows : {},
        ),
        // A visitor is a signed-in customer three times in four: routes behind a sign-in are reached too.
        fc.nat({ max: 3 }).map((draw) => draw > 0),
        async (request, customer) => {
          sent += 1;
          const problems = await probe(target, request, customer);
          if (problems.length > 0) throw new Error(problems.join('\n'));
        },
      );
      const details = await fc.check(property, {
        seed,
        numRuns,
        ...(replayPath ? { path: replayPath } : {}),
      });
      if (details.failed) {
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
        failures.push(`${target.label}: ${error}\n${fc.defaultReportMessage(details)}`);
      }
      if (writes.has(target.operation.method)) await keepIdentities();
      if (printStats)
        console.info(
          `${target.label} ${Math.round(performance.now() - routeStarted)} ms`,
          JSON.stringify(Object.fromEntries(statuses)),
        );
      statuses.clear();
    }
    console.info(
      `openapi-fuzz on ${engine.name}: ${sent} requests in ${Math.round(performance.now() - started)} ms`,
    );
    expect(failures.join('\n\n')).toBe('');
  }, 300_000);
});
