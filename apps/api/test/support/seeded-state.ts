import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/**
 * Keeps a copy of a freshly seeded database inside itself (schema `seeded`) and brings the database back to it.
 * Starting a PGlite database from the seeded dump costs its worker two to four seconds of CPU per test file;
 * putting seventy-odd tables back costs a few hundred milliseconds (docs/adr/0036). The copy holds every table of
 * `public` and every sequence's position, so a file sees exactly what a fresh load would show it.
 */
const takeStatements = [
  'create schema seeded',
  'create table seeded.restores (statement text not null, position serial)',
  'create table seeded.sequences (name text not null, last_value bigint not null, is_called boolean not null)',
  `do $$
  declare
    t record;
    columns text;
  begin
    -- Read from each sequence itself: pg_sequences shows no value for one set with is_called false (a seed that
    -- wrote its own ids moves its sequence past them that way), yet its next value is not 1.
    for t in select sequencename from pg_sequences where schemaname = 'public' loop
      execute format(
        'insert into seeded.sequences select %L, last_value, is_called from public.%I',
        format('public.%I', t.sequencename), t.sequencename);
    end loop;
    insert into seeded.restores (statement)
      select 'truncate table ' || string_agg(format('public.%I', tablename), ', ') from pg_tables
      where schemaname = 'public';
    for t in select tablename from pg_tables where schemaname = 'public' loop
      execute format('create table seeded.%I as table public.%I', t.tablename, t.tablename);
      -- Generated columns are computed again on insert: they cannot be written.
      select string_agg(format('%I', column_name), ', ' order by ordinal_position) into columns
        from information_schema.columns
        where table_schema = 'public' and table_name = t.tablename and is_generated = 'NEVER';
      insert into seeded.restores (statement) values (format(
        'insert into public.%I (%s) overriding system value select %s from seeded.%I',
        t.tablename, columns, columns, t.tablename));
    end loop;
  end $$`,
  `create function seeded.restore() returns void language plpgsql as $$
  declare
    s record;
  begin
    -- Foreign keys and triggers are not checked while the tables are put back: the rows were valid when copied.
    set local session_replication_role = replica;
    for s in select statement from seeded.restores order by position loop
      execute s.statement;
    end loop;
    perform setval(name, last_value, is_called) from seeded.sequences;
  end $$`,
];

/** Copies the database's current (seeded) state into its own `seeded` schema, once. */
export async function keepSeededState(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (const statement of takeStatements) await tx.execute(sql.raw(statement));
  });
}

/** Puts the database back as it was when keepSeededState ran: one statement, one round trip. */
export async function restoreSeededState(database: Database): Promise<void> {
  await database.db.execute(sql`select seeded.restore()`);
}
