import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type APIRequestContext, type Browser, expect, type Page, request } from '@playwright/test';

// The back office as a journey's stage hand: a manager added with `npm run staff` (which asks the running API,
// the embedded database being the API's alone) moves an order through /admin/api, as staff would.

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.E2E_API_PORT ?? '4100';
const password = 'Atelier-de-ferestre-2026';
/** The back office's address in the journeys: the API's own port (it serves /admin/). */
export const backOffice = `http://127.0.0.1:${apiPort}/admin/`;

/** A member of the staff with `role`, added with `npm run staff` as the README says; answers the e-mail. */
export async function addStaff(role: 'admin' | 'manager' | 'editor'): Promise<string> {
  const email = `${role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@vitrina.md`;
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/staff.ts', 'add', '--email', email, '--role', role],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR,
        API_PORT: apiPort,
        STAFF_PASSWORD: password,
      },
    },
  );
  return email;
}

/** A page of its own (Chișinău time), signed in to the back office as `email`. */
export async function signInToBackOffice(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId: 'Europe/Chisinau' })).newPage();
  await page.goto(backOffice);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Parola' }).fill(password);
  await page.getByRole('button', { name: 'Intră' }).click();
  await expect(page.getByText(email)).toBeVisible({ timeout: 15_000 });
  return page;
}

export interface StageMove {
  status: string;
  measurement_at?: string;
  reason?: string;
}

async function signedInManager(): Promise<APIRequestContext> {
  const email = await addStaff('manager');
  const api = await request.newContext({
    baseURL: `http://127.0.0.1:${apiPort}`,
    extraHTTPHeaders: { 'X-Requested-With': 'vitrina-admin' },
  });
  const session = await api.post('/admin/api/session', { data: { email, password } });
  expect(session.status(), await session.text()).toBe(200);
  return api;
}

/** Moves order `id` through `moves` in turn, each on the version the previous one left. */
export async function moveOrder(id: number, moves: readonly StageMove[]): Promise<void> {
  const api = await signedInManager();
  try {
    let version = 1;
    for (const move of moves) {
      const moved = await api.patch(`/admin/api/orders/${id}`, { data: { ...move, version } });
      expect(moved.status(), await moved.text()).toBe(200);
      version = (await moved.json()).version;
    }
  } finally {
    await api.dispose();
  }
}

/** Gives the registered customer `email` bonus points, as a manager does on the customer's page. */
export async function grantBonuses(email: string, points: number): Promise<void> {
  const api = await signedInManager();
  try {
    const found = await api.get(`/admin/api/customers?q=${encodeURIComponent(email)}`);
    expect(found.status(), await found.text()).toBe(200);
    const [customer] = (await found.json()).results as { id: number }[];
    if (!customer) throw new Error(`no customer ${email}`);
    const granted = await api.post(`/admin/api/customers/${customer.id}/bonuses`, {
      data: { points, reason: 'e2e: a loyal customer' },
    });
    expect(granted.status(), await granted.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}
