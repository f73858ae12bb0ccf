import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest Debian PostgreSQL with initdb and pg_ctl (/usr/lib/postgresql/<version>/bin); null when none. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** A PostgreSQL server of its own that a test may kill and start again. */
export interface ThrowawayPostgres {
  /** The `postgres` database of the server, as user postgres (trust). */
  url: string;
  port: number;
  start(): Promise<void>;
  /** kill -9 of the postmaster, as a crash would; resolves once the port refuses connections. */
  kill(): Promise<void>;
  /** A clean, fast stop (pg_ctl stop -m fast: sessions are ended), as for maintenance or a failover. */
  stop(): Promise<void>;
  /** Stops it (immediate) if it runs and removes its folder. */
  remove(): Promise<void>;
}

/** A TCP port nothing listens on now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether something accepts TCP connections on the port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `condition` every 25 ms until it holds, failing after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * initdb in a fresh temporary folder and start on a free port (loopback only, trust, fsync off). PostgreSQL
 * refuses to run as root: as root, its commands run as the `postgres` user.
 */
export async function throwawayPostgres(binaries: string): Promise<ThrowawayPostgres> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitrina-pg-'));
  const data = path.join(folder, 'data');
  const asRoot = userInfo().uid === 0;
  const as = async (command: string, args: string[]) => {
    const file = path.join(binaries, command);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
  };
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, uid, Number(group.trim()));
  }
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  let running = false;

  const server: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      // After a kill -9 the old backends may hold the shared memory a moment longer: start is retried.
      const deadline = Date.now() + 20_000;
      for (;;) {
        try {
          const log = path.join(folder, 'log');
          await as('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '10', 'start']);
          break;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      running = true;
    },
    async kill() {
      const pid = Number((await readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      running = false;
      await until(async () => !(await accepts(port)), 5000, 'the killed server to stop listening');
    },
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async remove() {
      if (running) await as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
      // A killed postmaster's backends exit on their own; their folder goes anyway.
      await rm(folder, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
