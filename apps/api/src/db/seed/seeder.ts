import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';

export type { Tx };

/**
 * One domain's demo content. `isSeeded` looks at the domain's own main table, so a database made by an
 * earlier version gets the domains it lacks on its next start, and a domain already there is never touched
 * again (edits made later are not overwritten).
 */
export interface Seeder {
  name: string;
  isSeeded(tx: Tx): Promise<boolean>;
  run(tx: Tx): Promise<void>;
}

/** `isSeeded` for a domain whose main table has rows once it is seeded. */
export const hasRows = (table: PgTable) => async (tx: Tx) =>
  (await tx.select({ one: sql`1` }).from(table).limit(1)).length > 0;
