import { beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/accounts';
import { freshAddress, frontendKey, useApi } from './support/api';
import { engines } from './support/databases';
import { type SignedInStaff, signedInStaff } from './support/staff';

type Parameter = { name: string; in: string };
type Operation = { parameters?: Parameter[]; requestBody?: unknown };
type Document = { paths: Record<string, Record<string, Operation>> };

const nul = '%00';

/** Every value of a path, `nul` in place of the parameter named `target` and '1' in every other. */
const pathWith = (path: string, target?: string) =>
  path.replace(/\{([^}]+)\}/g, (_whole, name: string) => (name === target ? nul : '1'));

// A NUL byte (or any control character) cannot be part of a PostgreSQL text value: a query given one fails,
// and the route answered 500. Every path and query parameter of the OpenAPI document, a route added later
// included, must refuse it with a 4xx before it reaches the database. Requests are signed in (a customer's
// token, a staff session under /admin/api) so that a route's validation is reached, not only its guard.
describe.each(engines)('control characters in paths and queries on $name', (engine) => {
  const api = useApi(engine);
  let access: string;
  let staff: SignedInStaff;
  beforeAll(async () => {
    access = (await signedInCustomer(api)).access;
    staff = await signedInStaff(api, 'admin');
  });

  const send = (method: string, url: string) => {
    const options = { method: method.toUpperCase() as 'GET', url, remoteAddress: freshAddress() };
    if (url.startsWith('/admin/api/')) return staff.request(options);
    return api.inject({
      ...options,
      headers: { 'x-frontend-key': frontendKey, 'accept-language': 'ro', authorization: `Bearer ${access}` },
    });
  };

  const operations = async () => {
    const document = (await api.inject({ method: 'GET', url: '/docs/json' })).json() as Document;
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
  };

  it('answers a NUL in any path parameter of any route with a 4xx, never a 500', async () => {
    const targets = (await operations()).flatMap(({ path, method, operation }) =>
      (operation.parameters ?? [])
        // A wildcard ('*') is a catch-all by design: the back office's pages and static files.
        .filter((parameter) => parameter.in === 'path' && parameter.name !== '*')
        // Writes with a JSON body would stop at the missing body; those without one reach their handler.
        .filter(() => method === 'get' || operation.requestBody === undefined)
        .map((parameter) => ({ method, url: pathWith(path, parameter.name) })),
    );
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.map((target) => `${target.method} ${target.url}`)).toEqual(
      expect.arrayContaining([
        'get /api/calculator/calculator-seo/%00/',
        'get /payments/sandbox/%00',
        'post /payments/sandbox/%00/pay',
        'post /payments/sandbox/%00/decline',
      ]),
    );
    const wrong: string[] = [];
    for (const target of targets) {
      const response = await send(target.method, target.url);
      if (response.statusCode < 400 || response.statusCode >= 500)
        wrong.push(`${target.method} ${target.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a NUL in any declared query parameter of a GET route with a 4xx, never a 500', async () => {
    const targets = (await operations())
      .filter(({ method }) => method === 'get')
      .flatMap(({ path, operation }) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => `${pathWith(path)}?${encodeURIComponent(parameter.name)}=${nul}`),
      );
    expect(targets).toEqual(expect.arrayContaining(['/branches?city=%00', '/search/?search=%00']));
    const wrong: string[] = [];
    for (const url of targets) {
      const response = await send('get', url);
      if (response.statusCode < 400 || response.statusCode >= 500)
        wrong.push(`GET ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names the parameter it refuses, in the visitor language', async () => {
    const response = await send('get', '/branches?city=%00');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['city']);
    for (const url of ['/payments/sandbox/%00', '/api/calculator/calculator-seo/%00/']) {
      expect((await send('get', url)).statusCode, url).toBe(400);
    }
    for (const button of ['pay', 'decline'])
      expect((await send('post', `/payments/sandbox/%00/${button}`)).statusCode, button).toBe(400);
  });
});
