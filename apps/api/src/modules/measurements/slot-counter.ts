import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { measurementSlots } from '../../db/schema';

// How a window's places are taken and given back (docs/adr/0038). The counter row of a (day, window) is made by
// the first booking of it; taking a place is ONE guarded UPDATE (`booked < capacity`), so the database decides
// who gets the last place: on PostgreSQL a second transaction's UPDATE waits for the first's row lock and then
// re-reads the raised counter, which no longer passes the guard; PGlite runs one transaction at a time.

/** Takes a place in the window inside `tx`; false when the window is full (the caller rolls back). */
export async function takePlace(tx: Tx, day: string, window: string, capacity: number): Promise<boolean> {
  await tx.insert(measurementSlots).values({ day, window, booked: 0 }).onConflictDoNothing();
  const taken = await tx
    .update(measurementSlots)
    .set({ booked: sql`${measurementSlots.booked} + 1` })
    .where(
      and(
        eq(measurementSlots.day, day),
        eq(measurementSlots.window, window),
        lt(measurementSlots.booked, capacity),
      ),
    )
    .returning({ booked: measurementSlots.booked });
  return taken.length === 1;
}

/** Gives a place back (a cancellation, or the old window of a move). */
export async function givePlace(tx: Tx, day: string, window: string): Promise<void> {
  await tx
    .update(measurementSlots)
    .set({ booked: sql`greatest(${measurementSlots.booked} - 1, 0)` })
    .where(and(eq(measurementSlots.day, day), eq(measurementSlots.window, window)));
}

/** Thrown inside a booking's transaction when its window filled up meanwhile: the whole booking rolls back. */
export class WindowFull extends Error {
  constructor() {
    super('the measurement window is full');
  }
}
