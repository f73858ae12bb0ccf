import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of either engine. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query can run: the database, or inside a transaction. */
export type Queryable = Db | Tx;

/** One handle over either engine: the rest of the API never asks which one it runs on. */
export interface Database {
  engine: 'pglite' | 'postgres';
  db: Db;
  /** Runs a raw query and returns its rows (both drivers answer `{ rows }`). */
  rows<T>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

function handle(engine: Database['engine'], db: Db, close: () => Promise<void>): Database {
  return {
    engine,
    db,
    async rows<T>(query: SQL) {
      const result = (await db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
    close,
  };
}

/** The contrib extensions search needs (migration 0006_search creates them): PGlite loads them on start. */
const extensions = { pg_trgm, unaccent };

/**
 * PGlite in a folder (persistent) or in memory when `dataDir` is undefined (tests); `from` starts the
 * in-memory one from a dump of another (`dumpDataDir`), which skips initdb.
 */
export async function openPglite(dataDir: string | undefined, from?: Blob): Promise<Database> {
  let client: PGlite;
  if (dataDir === undefined) client = new PGlite(from ? { loadDataDir: from, extensions } : { extensions });
  else {
    const folder = path.join(dataDir, 'pglite');
    await mkdir(folder, { recursive: true });
    client = new PGlite(folder, { extensions });
  }
  await client.waitReady;
  return handle('pglite', drizzlePglite(client, { schema }) as unknown as Db, () => client.close());
}

/** A PostgreSQL server; answers only once a first `select 1` went through, so a bad URL fails the start. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return handle('postgres', drizzleNodePg(pool, { schema }) as unknown as Db, () => pool.end());
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
