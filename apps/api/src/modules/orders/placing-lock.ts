import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * The first key of the lock that says "this cart is being placed"; the second is the cart's id. Any constant
 * will do: the two-key form of advisory locks never meets the one-key form (the seed's lock), and nothing else
 * uses this class.
 */
export const placingLockClass = 130_013;

/**
 * Takes the cart's placing lock for the rest of the transaction, or answers false at once when another
 * create-order holds it (docs/adr/0022). Never waits: a second attempt must not hold a pooled connection while
 * the first one finishes. Only create-order takes it, so a cart write in flight (an added line, new delivery
 * details) never makes a checkout look busy. On PGlite, one connection runs one transaction at a time: the
 * lock is always free there.
 */
export async function tryPlacingLock(tx: Tx, cartId: number): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${placingLockClass}::int, ${cartId}::int) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}
