import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    /** The migrated, seeded PostgreSQL database each file copies (CREATE DATABASE … TEMPLATE); '' without one. */
    postgresTemplate: string;
  }
}

/**
 * The API gives up on a connection after 900 ms so that a client learns at once that the database is gone
 * (connectTimeoutMs). A test's database is not gone, only slow to answer while lint, knip, typecheck and the
 * test files share two cores: a first connection to a database just created once took longer and failed CI.
 */
export const testConnectTimeoutMs = 15_000;

/** Runs one statement on the server of TEST_DATABASE_URL (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same database, by name, on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates and seeds a template once; the files copy it, which takes a fraction of seeding each their own. */
async function postgresTemplate(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `vitrina_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const database = await openPostgres(databaseUrl(serverUrl, name), {
    connectTimeoutMs: testConnectTimeoutMs,
  });
  await migrate(database);
  await seed(database);
  await database.close();
  return { name, drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`) };
}

/** Migrates and seeds a PGlite database once and writes its data folder to `folder`; answers the file. */
async function pgliteDump(folder: string): Promise<string> {
  const database = await openPglite(undefined);
  await migrate(database);
  if ((await seed(database)).length === 0) throw new Error('seeding an empty database did nothing');
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = path.join(folder, 'seeded.tar');
  await writeFile(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  return dump;
}

/**
 * Creating a PGlite database (initdb in WebAssembly) takes seconds; the files start theirs from one migrated,
 * seeded copy made here, which also proves migrate + seed on an empty database. With TEST_DATABASE_URL, the
 * same holds for PostgreSQL through a template database.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitrina-api-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  // PGlite seeds in this process while PostgreSQL seeds in its server: both at once, so that neither waits.
  const [dumped, made] = await Promise.allSettled([
    pgliteDump(folder),
    serverUrl ? postgresTemplate(serverUrl) : undefined,
  ]);
  const template = made.status === 'fulfilled' ? made.value : undefined;
  if (dumped.status === 'rejected' || made.status === 'rejected') {
    await template?.drop();
    await rm(folder, { recursive: true, force: true });
    throw dumped.status === 'rejected' ? dumped.reason : (made as PromiseRejectedResult).reason;
  }
  project.provide('pgliteDump', dumped.value);
  project.provide('postgresTemplate', template?.name ?? '');
  return async () => {
    await template?.drop();
    await rm(folder, { recursive: true, force: true });
  };
}
