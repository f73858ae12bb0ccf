import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApi } from '../support/api-process';
import { databaseUrl, onServer } from '../support/global-setup';
import { createOrder, newCart, orderIdOf, readyToOrder, tally } from '../support/storefront-customer';
import { postgresBinaries, type ThrowawayPostgres, throwawayPostgres } from '../support/throwaway-postgres';

// Two hundred create-orders of one cart at once (a storefront gone wild, a script, a crowd of double clicks)
// against a pool of five connections. One order is placed; every other request answers at once with that
// order or 409 "being placed" — none waits on the cart's lock holding a connection, so none is left without
// one (503) and nothing fails (5xx).

const binaries = postgresBinaries();
const requests = 200;

describe.skipIf(!binaries)('a burst of create-orders on one cart', () => {
  let server: ThrowawayPostgres;
  let url: string;
  let api: ApiProcess;
  beforeAll(async () => {
    server = await throwawayPostgres(binaries as string);
    await onServer(server.url, 'create database shop');
    url = databaseUrl(server.url, 'shop');
    api = await startApi(url, { DATABASE_POOL_SIZE: '5' });
  });
  afterAll(async () => {
    await api?.remove();
    await server?.remove();
  });

  it(`places one order of ${requests} concurrent requests with a pool of 5, and answers no 5xx`, async () => {
    const deadline = performance.now() + 30_000;
    const cart = await newCart(api.url, deadline);
    await readyToOrder(api.url, cart, 1, 1, deadline);

    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: requests }, () => createOrder(api.url, cart)));
    const tookMs = performance.now() - started;
    const slowest = Math.max(...answers.map((answer) => answer.ms));

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ id: number }>('select id from orders where cart_id = $1', [
      cart.id,
    ]);
    await client.end();
    const statuses = tally(answers);
    console.info(
      `[faults] ${requests} concurrent create-orders of one cart, pool of 5: ${rows.length} order(s); answers ` +
        `by status ${JSON.stringify(statuses)}; all in ${tookMs.toFixed(0)} ms, the slowest ` +
        `${slowest.toFixed(0)} ms`,
    );

    const refused = answers.filter((answer) => answer.status >= 500);
    if (refused.length > 0)
      console.info('[faults] 5xx answers:', JSON.stringify(tally(refused)), refused[0]?.body);
    expect(rows).toHaveLength(1);
    expect(statuses['201']).toBe(1);
    expect(answers.filter((answer) => ![200, 201, 409].includes(answer.status))).toEqual([]);
    const ids = new Set(answers.map(orderIdOf).filter((id) => id !== null));
    expect([...ids]).toEqual([rows[0]?.id]);
    const pages = new Set(
      answers
        .filter((answer) => orderIdOf(answer) !== null)
        .map(
          (answer) =>
            (answer.body as { payment_data: { result: { payUrl: string } } }).payment_data.result.payUrl,
        ),
    );
    expect(pages.size).toBe(1);
    expect(api.exited()).toBe(false);
  });
});
