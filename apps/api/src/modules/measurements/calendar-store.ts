import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { measurementCalendar, measurementDaysOff, measurementSlots } from '../../db/schema';
import { type CalendarRules, calendarSlots, moldovaToday, type Taken, takenKey } from './calendar-days';

// The calendar's row, its days off and the counters of places taken, read for the slots list, a booking, a move
// and the back office's settings.

/** A day nobody measures, with the staff's note of why. */
export interface DayOff {
  day: string;
  reason: string;
}

/**
 * The one calendar (migration 0013 writes it; it is changed, never deleted), with its days off from `today` on:
 * those before cannot be booked anyway.
 */
export async function readCalendar(
  q: Queryable,
  today: string,
): Promise<CalendarRules & { version: number; daysOff: DayOff[] }> {
  const [[row], daysOff] = await Promise.all([
    q.select().from(measurementCalendar).where(eq(measurementCalendar.id, 1)),
    readDaysOff(q, today),
  ]);
  if (!row) throw new Error('the measurement calendar row is missing');
  return { ...row, daysOff };
}

/** The days off from `today` on, in order. */
export const readDaysOff = (q: Queryable, today: string): Promise<DayOff[]> =>
  q
    .select({ day: measurementDaysOff.day, reason: measurementDaysOff.reason })
    .from(measurementDaysOff)
    .where(gte(measurementDaysOff.day, today))
    .orderBy(asc(measurementDaysOff.day));

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
  const [rules, taken] = await Promise.all([readCalendar(q, today), takenFrom(q, today)]);
  return { days: calendarSlots(rules, today, taken) };
}
