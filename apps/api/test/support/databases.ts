import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { databaseUrl, onServer } from './global-setup';

/** A migrated and seeded database of one engine, with its own cleanup. */
export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
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

const pglite: Engine = {
  name: 'pglite',
  async open() {
    // The global setup's seeded copy; migrating and seeding it again must change nothing.
    const dump = new Blob([await readFile(inject('pgliteDump'))]);
    const database = await prepared(await openPglite(undefined, dump));
    return { database, drop: () => database.close() };
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
      const database = await prepared(await openPostgres(databaseUrl(serverUrl, name)));
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
