import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { freshAddress, frontendKey, type TestApi, useApi } from './support/api';
import { engines } from './support/databases';

// The per-address budget of docs/adr/0021, made small so that a test can spend it.
const budget = 5;
const storefront = '127.0.0.1';

const quote = { calculator_type_id: 1, configuration: { width: 1200, height: 1400 } };

/** A storefront request from `address` (the socket's peer), with extra headers. */
function ask(
  api: TestApi,
  address: string,
  options: Partial<InjectOptions> & { locale?: string; forwardedFor?: string } = {},
): Promise<LightMyRequestResponse> {
  const { locale = 'ro', forwardedFor, ...rest } = options;
  return api.inject({
    method: 'GET',
    url: '/menu/nav',
    ...rest,
    remoteAddress: address,
    headers: {
      'x-frontend-key': frontendKey,
      'accept-language': locale,
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
      ...(rest.headers as Record<string, string> | undefined),
    },
  });
}

/** Spends an address's whole budget on the calls a visitor makes: menus, search, quotes. */
async function spend(api: TestApi, address: string, forwardedFor?: string): Promise<void> {
  const calls: Partial<InjectOptions>[] = [
    { url: '/menu/nav' },
    { url: '/search/?search=fereastra' },
    { method: 'POST', url: '/calculator/internal-modules-section/', payload: quote },
  ];
  for (let index = 0; index < budget; index += 1) {
    const response = await ask(api, address, { ...calls[index % calls.length], forwardedFor });
    expect(response.statusCode, `request ${index + 1} of the budget`).toBeLessThan(400);
  }
}

function expectLimited(response: LightMyRequestResponse, locale: 'ro' | 'ru'): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const expected =
    locale === 'ro'
      ? `Prea multe cereri de la adresa dvs. Încercați din nou peste ${retryAfter} s.`
      : `Слишком много запросов с вашего адреса. Повторите через ${retryAfter} с.`;
  expect(response.json()).toEqual({ detail: expected });
}

describe.each(engines)('requests per client address on $name', (engine) => {
  const api = useApi(engine, { rateLimitPerMinute: budget, trustedProxies: [storefront] });

  it('answers 429 with Retry-After and the reason in the visitor language over the budget', async () => {
    const address = freshAddress();
    await spend(api, address);
    expectLimited(await ask(api, address), 'ro');
    // Every route counts against the same budget: a cart write and a quote are refused too.
    const add = { calculator_type_id: 1, configuration: quote.configuration, quantity: 1 };
    expectLimited(
      await ask(api, address, { method: 'POST', url: '/calculator/cart/1/items/', payload: add }),
      'ro',
    );
    expectLimited(
      await ask(api, address, {
        method: 'POST',
        url: '/calculator/internal-modules-section/',
        payload: quote,
        locale: 'ru',
      }),
      'ru',
    );
  });

  it('leaves another address its own budget', async () => {
    const spent = freshAddress();
    await spend(api, spent);
    expect((await ask(api, spent)).statusCode).toBe(429);
    const other = await ask(api, freshAddress());
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('never refuses health checks, images, the reference or the back office app', async () => {
    const address = freshAddress();
    await spend(api, address);
    expect((await ask(api, address)).statusCode).toBe(429);
    for (const url of [
      '/health/live',
      '/health/ready',
      '/health',
      '/static/flags/ro.svg',
      `/media/images/${'0'.repeat(32)}/w640.webp`,
      '/docs/json',
      '/admin/',
    ])
      expect((await ask(api, address, { url })).statusCode, url).not.toBe(429);
  });

  it('counts each visitor the storefront names apart, and the storefront own reads not at all', async () => {
    const [first, second] = [freshAddress(), freshAddress()];
    await spend(api, storefront, first);
    expect((await ask(api, storefront, { forwardedFor: first })).statusCode).toBe(429);
    // Another visitor behind the same storefront, and a visitor behind a proxy in front of the storefront.
    expect((await ask(api, storefront, { forwardedFor: second })).statusCode).toBe(200);
    expect((await ask(api, storefront, { forwardedFor: `${first}, ${second}` })).statusCode).toBe(200);
    // The storefront's own reads (no visitor named) fill its cache for everybody: never counted.
    for (let index = 0; index < budget * 2; index += 1)
      expect((await ask(api, storefront)).statusCode, `own read ${index + 1}`).toBe(200);
  });

  it('believes no X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const address = freshAddress();
    for (let index = 0; index < budget; index += 1)
      expect((await ask(api, address, { forwardedFor: freshAddress() })).statusCode).toBe(200);
    expect((await ask(api, address, { forwardedFor: freshAddress() })).statusCode).toBe(429);
  });
});

const pglite = engines[0];
if (pglite === undefined) throw new Error('no test database engine');

/** An address no earlier run used: Redis keeps its counts for a minute, across test runs. */
const unusedAddress = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

describe('requests per client address when Redis does not answer', () => {
  // Nothing listens on port 1: every count fails at once.
  const api = useApi(pglite, { rateLimitPerMinute: budget, redisUrl: () => 'redis://127.0.0.1:1/0' });

  it('lets every request through rather than take the shop down', async () => {
    const address = freshAddress();
    for (let index = 0; index < budget * 2; index += 1)
      expect((await ask(api, address)).statusCode, `request ${index + 1}`).toBe(200);
  });
});

// Two API processes behind a load balancer share one Redis: what one counted, the other sees.
describe.skipIf(!process.env.TEST_REDIS_URL)('requests per client address counted in Redis', () => {
  const redisUrl = () => process.env.TEST_REDIS_URL;
  const one = useApi(pglite, { rateLimitPerMinute: budget, redisUrl });
  const other = useApi(pglite, { rateLimitPerMinute: budget, redisUrl });

  it('holds one budget across two API processes', async () => {
    const address = unusedAddress();
    for (let index = 0; index < budget; index += 1)
      expect((await ask(index % 2 === 0 ? one : other, address)).statusCode, `request ${index + 1}`).toBe(
        200,
      );
    expectLimited(await ask(one, address), 'ro');
    expectLimited(await ask(other, address, { locale: 'ru' }), 'ru');
    expect((await ask(other, unusedAddress())).statusCode).toBe(200);
  });
});
