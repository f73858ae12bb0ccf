import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

/**
 * Creating a PGlite database (initdb in WebAssembly) takes seconds; the files start theirs from one migrated,
 * seeded copy made here, which also proves migrate + seed on an empty database.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitrina-api-test-'));
  const database = await openPglite(undefined);
  await migrate(database);
  if ((await seed(database)).length === 0) throw new Error('seeding an empty database did nothing');
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = path.join(folder, 'seeded.tar');
  await writeFile(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', dump);
  return () => rm(folder, { recursive: true, force: true });
}
