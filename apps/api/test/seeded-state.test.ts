import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { engines } from './support/databases';

/** Every table's rows and every sequence's position, as a file would find them. */
async function contents(database: Database): Promise<Record<string, unknown>> {
  const tables = await database.rows<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const state: Record<string, unknown> = {};
  for (const { name } of tables) {
    const [row] = await database.rows<{ rows: unknown }>(
      sql`select coalesce(json_agg(t order by t::text), '[]') as rows from ${sql.identifier(name)} t`,
    );
    state[name] = row?.rows;
  }
  const sequences = await database.rows<{ name: string }>(
    sql`select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  for (const { name } of sequences) {
    // The sequence itself: pg_sequences shows nothing for one set with is_called false.
    state[`sequence ${name}`] = await database.rows(
      sql`select last_value, is_called from ${sql.identifier(name)}`,
    );
  }
  return state;
}

describe.each(engines)('a test file’s database ($name)', (engine) => {
  it('holds the seed again after the file before it emptied every table and moved every sequence', {
    timeout: 60_000,
  }, async () => {
    const first = await engine.open();
    const seeded = await contents(first.database);
    expect(Object.keys(seeded).length).toBeGreaterThan(50);
    const tables = Object.keys(seeded).filter((name) => !name.startsWith('sequence '));
    await first.database.db.execute(
      sql.raw(`truncate table ${tables.map((name) => `public."${name}"`).join(', ')}`),
    );
    await first.database.db.execute(
      sql`select nextval(format('public.%I', sequencename)) from pg_sequences where schemaname = 'public'`,
    );
    expect(await contents(first.database)).not.toEqual(seeded);
    await first.drop();

    const next = await engine.open();
    try {
      expect(await contents(next.database)).toEqual(seeded);
    } finally {
      await next.drop();
    }
  });
});
