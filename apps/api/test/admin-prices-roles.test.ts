import { describe, expect, it } from 'vitest';
import { mayReach } from '../src/modules/admin/roles';
import { useApi } from './support/api';
import { engines } from './support/databases';
import { adminHeaders, newStaff, signedInStaff, signInStaff, staffCookieOf } from './support/staff';

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const forbidden = JSON.stringify({ detail: 'Rolul dumneavoastră nu permite această acțiune.' });

// The editor role (docs/adr/0024): catalogue and content, never orders, leads, customers, staff or prices.
describe.each(engines)('back-office roles: the editor ($name)', (engine) => {
  const api = useApi(engine);

  /**
   * Every /admin/api route outside the editor's areas (the session, the catalogue, the content), as the OpenAPI
   * document lists them, parameters filled with 1.
   */
  const closedRoutes = () => {
    const document = api.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/admin/api/') && !mayReach('editor', path))
      .flatMap(([path, operations]) =>
        methods
          .filter((method) => method in operations)
          .map((method) => ({ method: method.toUpperCase() as Uppercase<(typeof methods)[number]>, path })),
      );
  };

  it('refuses an editor every order, lead, customer, staff and price route: 403 and no data', async () => {
    const editor = await signedInStaff(api, 'editor', 'Elena Editor');
    const routes = closedRoutes();
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /admin/api/orders',
        'GET /admin/api/leads',
        'GET /admin/api/customers',
        'GET /admin/api/dashboard',
        'GET /admin/api/calculators',
        'PUT /admin/api/calculators/{type}/draft',
        'POST /admin/api/calculators/{type}/publish',
      ]),
    );
    const answers = [];
    for (const route of routes) {
      const response = await editor.request({
        method: route.method,
        url: route.path.replace(/\{[^}]+\}/g, '1'),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      answers.push({
        route: `${route.method} ${route.path}`,
        status: response.statusCode,
        body: response.body,
      });
    }
    expect(answers.filter((answer) => answer.status !== 403 || answer.body !== forbidden)).toEqual([]);
  });

  it('lets an editor sign in and read their own session', async () => {
    const member = await newStaff(api, 'editor');
    const cookie = staffCookieOf(await signInStaff(api, member.email));
    const response = await api.inject({
      method: 'GET',
      url: '/admin/api/session',
      headers: { ...adminHeaders, cookie: `vitrina_staff=${cookie}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ staff: { role: 'editor' } });
  });

  it('lets an admin make a manager an editor, and an admin may not make themselves one', async () => {
    const admin = await signedInStaff(api, 'admin');
    const manager = await newStaff(api, 'manager');
    const changed = await admin.request({
      method: 'PATCH',
      url: `/admin/api/staff/${manager.id}`,
      payload: { version: 1, role: 'editor' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'editor', version: 2 });
    const self = await admin.request({
      method: 'PATCH',
      url: `/admin/api/staff/${admin.id}`,
      payload: { version: 1, role: 'editor' },
    });
    expect(self.statusCode, self.body).toBe(409);
  });
});
