import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { databaseUrl, onServer, testConnectTimeoutMs } from './global-setup';
import { keepSeededState, restoreSeededState } from './seeded-state';

/** A migrated and seeded database of one engine, with its own cleanup. */
export interface TestDatabase {
  database: Database;
  /**
   * Hands the database back. `failed`: a test of the file failed or timed out, and may still be running: its
   * database is closed, never handed to the next file.
   */
  drop(failed?: boolean): Promise<void>;
}

export interface Engine {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

async function prepared(database: Database): Promise<Database> {
  await migrate(database);
  await seed(database);
  return database;
}

/**
 * The worker's PGlite: loaded once from the global setup's seeded dump, then put back to that state for each
 * file that takes it (seeded-state.ts). A file that asks while another of its suites holds it gets one of its
 * own, loaded as before.
 */
let kept: { database: Database; taken: boolean; closed: boolean } | undefined;

async function loadSeeded(): Promise<Database> {
  // The global setup's seeded copy; migrating and seeding it again must change nothing.
  const dump = new Blob([await readFile(inject('pgliteDump'))]);
  return prepared(await openPglite(undefined, dump));
}

const pglite: Engine = {
  name: 'pglite',
  async open() {
    if (kept?.taken) {
      const database = await loadSeeded();
      return { database, drop: () => database.close() };
    }
    if (kept && !kept.closed) await restoreSeededState(kept.database);
    else {
      const database = await loadSeeded();
      // Taken from the loaded copy, not before the dump: loading moves every sequence on (by PostgreSQL's
      // 32 logged values), and a file must find them where a fresh load puts them.
      await keepSeededState(database);
      const entry = { database, taken: false, closed: false };
      // A suite that closes its database (a fault test) leaves the next file a fresh load.
      entry.database = {
        ...database,
        close() {
          entry.closed = true;
          return database.close();
        },
      };
      kept = entry;
    }
    const entry = kept;
    entry.taken = true;
    return {
      database: entry.database,
      async drop(failed = false) {
        entry.taken = false;
        if (failed) await entry.database.close();
      },
    };
  },
};

/**
 * A database of its own per test file on the server of TEST_DATABASE_URL, copied from the global setup's seeded
 * template, dropped afterwards.
 */
function postgres(serverUrl: string): Engine {
  return {
    name: 'postgres',
    async open() {
      const name = `vitrina_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
      const template = inject('postgresTemplate');
      await onServer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
      const database = await prepared(
        await openPostgres(databaseUrl(serverUrl, name), { connectTimeoutMs: testConnectTimeoutMs }),
      );
      return {
        database,
        async drop() {
          await database.close();
          await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];
