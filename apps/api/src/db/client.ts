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

/**
 * How long a query waits for a connection (a free one of the pool, or a new one) before it fails and its
 * request is answered 503: under 1 s, so that a client learns at once that the database is gone or the pool
 * is exhausted instead of waiting for its own timeout.
 */
export const connectTimeoutMs = 900;

export interface PoolOptions {
  /** Connections kept at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** How long a query waits for a connection; `connectTimeoutMs` unless a caller (a test's setup) can wait. */
  connectTimeoutMs?: number;
}

/** A PostgreSQL server; answers only once a first `select 1` went through, so a bad URL fails the start. */
export async function openPostgres(url: string, options: PoolOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? connectTimeoutMs,
    // A server that vanished without closing the socket (a machine or network gone) is noticed, not waited on.
    keepAlive: true,
  });
  // A connection the server drops (a restart, kill -9, the network) must never end the process. Its client
  // emits 'error', and an 'error' without a listener is thrown: the pool listens only while the client is
  // idle, not while a request holds it (inside a transaction above all). So every client gets a listener of
  // its own when it connects. The client is then marked unusable, the query it was running fails (its request
  // answers 503), the pool discards it on release, and the next query connects anew: once the server is
  // back, the API is too, without a restart.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
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
  databasePoolSize?: number;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { poolSize: options.databasePoolSize })
    : openPglite(options.dataDir);
}
