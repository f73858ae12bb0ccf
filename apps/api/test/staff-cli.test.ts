import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { engines } from './support/databases';
import { signInStaff } from './support/staff';

// `npm run staff` as the owner runs it: a real child process, with the password from STAFF_PASSWORD.

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const password = 'Owner-Password-2026';

function staff(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: '', STAFF_PASSWORD: password, LOG_LEVEL: 'silent', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );
}

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('npm run staff, with the API stopped', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-staff-cli-'));
    env = { DATA_DIR: dataDir, API_PORT: String(await closedPort()) };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('opens the embedded database itself, adds the first admin, and never prints the password', async () => {
    const added = await staff(['add', '--email', 'owner@example.md', '--role', 'admin'], env);
    expect(added).toMatchObject({ code: 0 });
    expect(added.output).toContain('owner@example.md');
    expect(added.output).not.toContain(password);
    const listed = await staff(['list'], env);
    expect(listed.output).toContain('owner@example.md\tadmin');
    const again = await staff(['add', '--email', 'OWNER@example.md', '--role', 'manager'], env);
    expect(again.code).not.toBe(0);
    expect(again.output).toContain('already exists');
    // Three processes, the first creating the database: 15 s on a quiet machine, over 60 s beside CI's builds.
  }, 180_000);

  it('refuses a short password and an unknown role with the usage', async () => {
    const weak = await staff(['add', '--email', 'a@example.md', '--role', 'boss'], {
      DATA_DIR: dataDir,
      API_PORT: '1',
    });
    expect(weak.code).not.toBe(0);
    expect(weak.output).toContain('Usage:');
  }, 60_000);
});

describe.each(engines.slice(0, 1))('npm run staff, with the API running ($name)', (engine) => {
  // The secret the running API keeps in its data folder, which the command reads from there.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-staff-cli-'));
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path.join(dataDir, 'staff-cli-secret'), secret, { mode: 0o600 });
  const api = useApi(engine, { staffCliSecret: secret });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('asks the running API over loopback, and the new member signs in', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as { port: number };
    const added = await staff(['add', '--email', 'maria@example.md', '--role', 'manager'], {
      DATA_DIR: dataDir,
      API_PORT: String(port),
    });
    expect(added).toMatchObject({ code: 0 });
    expect((await signInStaff(api, 'maria@example.md', password)).statusCode).toBe(200);
  }, 60_000);

  it('refuses a caller without the secret', async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/admin/internal/staff',
      remoteAddress: '127.0.0.1',
      headers: { 'x-staff-cli-secret': 'guess' },
      payload: { action: 'list' },
    });
    expect(response.statusCode).toBe(403);
    const fromElsewhere = await api.inject({
      method: 'POST',
      url: '/admin/internal/staff',
      remoteAddress: '203.0.113.9',
      headers: { 'x-staff-cli-secret': secret },
      payload: { action: 'list' },
    });
    expect(fromElsewhere.statusCode).toBe(403);
  });
});
