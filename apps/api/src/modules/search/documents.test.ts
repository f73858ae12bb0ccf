import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate';
import { documentStatements } from './documents';

describe('search documents', () => {
  it('are the generated columns and indexes migration 0006_search creates', async () => {
    const migration = await readFile(path.join(migrationsFolder, '0006_search.sql'), 'utf8');
    for (const statement of documentStatements()) expect(migration).toContain(statement);
  });
});
