import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { engines } from './support/databases';
import { adminHeaders, signedInStaff } from './support/staff';

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** The routes that answer without a session: signing in, and signing out (which needs none). */
const open = new Set(['POST /admin/api/session', 'DELETE /admin/api/session']);

describe.each(engines)('back-office guard ($name)', (engine) => {
  const api = useApi(engine);

  /** Every /admin/api route of the OpenAPI document, its path parameters filled with 1. */
  const adminRoutes = () => {
    const document = api.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/admin/api/'))
      .flatMap(([path, operations]) =>
        methods
          .filter((method) => method in operations)
          .map((method) => ({
            method: method.toUpperCase() as Uppercase<(typeof methods)[number]>,
            path,
            url: path.replace(/\{[^}]+\}/g, '1'),
          })),
      )
      .filter((route) => !open.has(`${route.method} ${route.path}`));
  };

  /** Each route's status and body as `cookie` (none when undefined) sees them. */
  const walk = async (cookie?: string) => {
    const answers: { route: string; status: number; body: string }[] = [];
    for (const route of adminRoutes()) {
      const writes = route.method !== 'GET';
      const response = await api.inject({
        method: route.method,
        url: route.url,
        headers: { ...adminHeaders, ...(cookie ? { cookie: `vitrina_staff=${cookie}` } : {}) },
        ...(writes && route.method !== 'DELETE' ? { payload: {} } : {}),
      });
      answers.push({
        route: `${route.method} ${route.path}`,
        status: response.statusCode,
        body: response.body,
      });
    }
    return answers;
  };

  const refusedAll = (answers: Awaited<ReturnType<typeof walk>>) => {
    const notSignedIn = JSON.stringify({ detail: 'Autentificați-vă în biroul administrativ.' });
    expect(answers.filter((answer) => answer.status !== 401 || answer.body !== notSignedIn)).toEqual([]);
  };

  it('documents the whole back office', () => {
    const routes = adminRoutes().map((route) => `${route.method} ${route.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /admin/api/session',
        'GET /admin/api/orders',
        'PATCH /admin/api/orders/{id}',
        'GET /admin/api/leads/{id}/cv',
        'DELETE /admin/api/subscribers/{id}',
        'POST /admin/api/customers/{id}/bonuses',
        'POST /admin/api/staff/{id}/password',
        'GET /admin/api/audit',
        'GET /admin/api/dashboard',
        'GET /admin/api/calculators/{type}/versions/{version}',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(25);
  });

  it('answers 401 and no data on every route without a session', async () => {
    refusedAll(await walk());
  });

  it('answers 401 to a made-up cookie and to the cookie of a session signed out', async () => {
    refusedAll(await walk('x'.repeat(43)));
    const member = await signedInStaff(api, 'admin');
    expect((await member.request({ method: 'DELETE', url: '/admin/api/session' })).statusCode).toBe(204);
    refusedAll(await walk(member.cookie));
  });
});
