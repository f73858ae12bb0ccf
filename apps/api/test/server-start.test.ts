import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultFrontendKey } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRefused, openConnection, parseAnswer, partialPost } from './support/raw-http';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: '/nonexistent-vitrina-test', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr.trim(), stdout: result.stdout.trim() };
}

describe('starting with a setting that makes no sense', () => {
  it('stops on a port that is not a number with one line and exit code 1', () => {
    const { status, stderr } = start({ API_PORT: 'abc' });
    expect(status).toBe(1);
    expect(stderr).toBe('Configuration error: API_PORT must be a port number (1-65535), got "abc"');
  });

  it('stops on a public PUBLIC_ORIGIN that would take payments in the sandbox unasked', () => {
    const { status, stderr } = start({ PUBLIC_ORIGIN: 'https://ferestre.md' });
    expect(status).toBe(1);
    expect(stderr).toBe(
      'Configuration error: PAYMENT_PROVIDER must be set when PUBLIC_ORIGIN (https://ferestre.md) is not a ' +
        "local address: maib (with the bank's keys), or sandbox to take test payments that move no money",
    );
  });

  it('stops on an unreachable DATABASE_URL with one line naming it', () => {
    const { status, stderr } = start({ DATABASE_URL: 'postgres://nobody:pw@127.0.0.1:1/nothing' });
    expect(status).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^Configuration error: DATABASE_URL is unreachable \(postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/nothing\)/,
    );
  });
});

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once `check` holds, trying every 50 ms; fails after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// docs/adr/0021: the real process, stopped as an orchestrator stops it.
describe('stopping with SIGTERM', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-stop-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses new connections, finishes the request in flight with 200, and exits 0', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, API_PORT: String(port), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      server.once('exit', (code, signal) => resolve({ code, signal })),
    );
    try {
      // A first start migrates and seeds the embedded database.
      await until(() => output.includes('API ready on'), 90_000, `the API's start\n${output}`);

      // A visitor's quote whose body is still on its way when the stop comes.
      const quote = JSON.stringify({ calculator_type_id: 1, configuration: { width: 1200, height: 1400 } });
      const slow = await openConnection(port);
      slow.socket.write(partialPost('/calculator/internal-modules-section/', quote, defaultFrontendKey, 10));
      await until(
        () => output.includes('"url":"/calculator/internal-modules-section/"'),
        10_000,
        'the quote arriving',
      );

      const stopped = performance.now();
      server.kill('SIGTERM');
      await until(() => connectionRefused(port), 5000, 'new connections refused');
      expect(server.exitCode).toBeNull();

      slow.socket.write(quote.slice(10));
      await slow.ended;
      const answer = parseAnswer(slow.received());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ calculator_type_id: 1 });

      expect(await exited).toEqual({ code: 0, signal: null });
      expect(performance.now() - stopped).toBeLessThan(10_000);
      expect(output).toContain('SIGTERM: stopping, finishing the requests in flight');
      expect(output).toMatch(/stopped in \d+ ms/);
    } finally {
      server.kill('SIGKILL');
    }
  }, 120_000);
});
