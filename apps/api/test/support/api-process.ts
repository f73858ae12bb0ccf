import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontendKey } from './api';
import { freePort, until } from './throwaway-postgres';

// The API as production runs it: `src/server.ts` in a process of its own, over HTTP, so that what a fault does to
// the process (an 'error' nobody listens to, an exit) is seen, not hidden by the test's own process.

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiProcess {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  process: ChildProcess;
  /** Whether the process has ended (for any reason). */
  exited(): boolean;
  /** Its log lines so far (JSON from pino, and anything else it printed). */
  output(): string[];
  /** SIGKILL, then its data folder removed. */
  remove(): Promise<void>;
}

/**
 * Starts the API over `databaseUrl` with `env` on top of the test's settings, and resolves once
 * /health/live answers. The first start migrates and seeds the database, which takes a few seconds.
 */
export async function startApi(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-api-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      FRONTEND_KEY: frontendKey,
      LOG_LEVEL: 'warn',
      // Many customers share the test's one address: the per-address limit would stop them, not a fault.
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let ended = false;
  const collect = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.once('exit', () => {
    ended = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    url,
    process: child,
    exited: () => ended,
    output: () => [...lines],
    async remove() {
      if (!ended) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await gone;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await until(
      async () => {
        if (ended) throw new Error(`the API ended on its start:\n${lines.join('\n')}`);
        return (await fetch(`${url}/health/live`).catch(() => null))?.status === 200;
      },
      60_000,
      'the API to start',
    );
  } catch (error) {
    await api.remove();
    throw error;
  }
  return api;
}
