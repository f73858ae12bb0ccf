import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, request } from '@playwright/test';

// The back office as a journey's stage hand: a manager added with `npm run staff` (which asks the running API,
// the embedded database being the API's alone) moves an order through /admin/api, as staff would.

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.E2E_API_PORT ?? '4100';
const password = 'Atelier-de-ferestre-2026';

export interface StageMove {
  status: string;
  measurement_at?: string;
  reason?: string;
}

async function signedInManager(): Promise<APIRequestContext> {
  const email = `manager.${Date.now()}.${Math.floor(Math.random() * 1e6)}@vitrina.md`;
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/staff.ts', 'add', '--email', email, '--role', 'manager'],
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
