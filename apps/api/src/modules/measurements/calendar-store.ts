import { and, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { measurementCalendar, measurementSlots } from '../../db/schema';
import { type CalendarRules, calendarSlots, moldovaToday, type Taken, takenKey } from './calendar-days';

// The calendar's row and the counters of places taken, read for the slots list, a booking and a move.

/** The one calendar (migration 0013 writes it; it is changed, never deleted). */
export async function readCalendar(q: Queryable): Promise<CalendarRules & { version: number }> {
  const [row] = await q.select().from(measurementCalendar).where(eq(measurementCalendar.id, 1));
  if (!row) throw new Error('the measurement calendar row is missing');
  return row;
}

/** Places taken in the windows of `today` and after. */
export async function takenFrom(q: Queryable, today: string): Promise<Taken> {
  const rows = await q
    .select()
    .from(measurementSlots)
    .where(and(gte(measurementSlots.day, today), sql`${measurementSlots.booked} > 0`));
  return new Map(rows.map((row) => [takenKey(row.day, row.window), row.booked]));
}

/** GET /measurements/slots/: the bookable days of the coming weeks with the places their windows have left. */
export async function freeSlots(q: Queryable, now: Date) {
  const today = moldovaToday(now);
  const [rules, taken] = await Promise.all([readCalendar(q), takenFrom(q, today)]);
  return { days: calendarSlots(rules, today, taken) };
}
