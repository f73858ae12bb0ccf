// Which windows of which days a visitor may book (docs/product.md §5 Measurement booking): pure, so the slots
// list, a booking and the back office's move agree on one answer. Days are Moldova's calendar days
// ('YYYY-MM-DD'), whatever the server's own time zone; a window is 'HH:MM-HH:MM' of that day.

/** The shop's clocks. */
export const MEASUREMENT_TIME_ZONE = 'Europe/Chisinau';
/** The first bookable day is this many days after today: a visit is arranged at least a day ahead. */
export const MEASUREMENT_LEAD_DAYS = 1;
/** How far ahead visits are booked: the days after today, up to three weeks. */
export const MEASUREMENT_HORIZON_DAYS = 21;

export interface CalendarRules {
  /** ISO weekdays that take visits: 1 Monday … 7 Sunday. */
  days: readonly number[];
  windows: readonly { start: string; end: string }[];
  capacity: number;
  /** Days nobody measures, whatever their weekday (holidays, leave): 'YYYY-MM-DD'. */
  daysOff: readonly { day: string }[];
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MEASUREMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Moldova, 'YYYY-MM-DD' (en-CA writes dates that way). */
export const moldovaToday = (now: Date): string => dayFormat.format(now);

const utcOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** `day` plus `count` calendar days. */
export function addDays(day: string, count: number): string {
  const at = utcOf(day);
  at.setUTCDate(at.getUTCDate() + count);
  return at.toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return utcOf(day).getUTCDay() || 7;
}

export const windowKey = (window: { start: string; end: string }) => `${window.start}-${window.end}`;

/** Whether `day` is one the staff marked off. */
export const isDayOff = (rules: Pick<CalendarRules, 'daysOff'>, day: string) =>
  rules.daysOff.some((off) => off.day === day);

/** The working days a visitor may book now, in order: the calendar's weekdays, less the days off. */
export function bookableDays(rules: Pick<CalendarRules, 'days' | 'daysOff'>, today: string): string[] {
  const days: string[] = [];
  for (let offset = MEASUREMENT_LEAD_DAYS; offset <= MEASUREMENT_HORIZON_DAYS; offset++) {
    const day = addDays(today, offset);
    if (rules.days.includes(isoWeekday(day)) && !isDayOff(rules, day)) days.push(day);
  }
  return days;
}

/** Whether the calendar offers `window` on `day` now (free or not). */
export function isOffered(rules: CalendarRules, today: string, day: string, window: string): boolean {
  return (
    bookableDays(rules, today).includes(day) && rules.windows.some((offered) => windowKey(offered) === window)
  );
}

/** Places taken, by 'day window'. */
export type Taken = ReadonlyMap<string, number>;
export const takenKey = (day: string, window: string) => `${day} ${window}`;

/** Every bookable day with its windows in order and the visits each still takes (0 when full). */
export function calendarSlots(rules: CalendarRules, today: string, taken: Taken) {
  const windows = [...rules.windows].sort((a, b) => a.start.localeCompare(b.start)).map(windowKey);
  return bookableDays(rules, today).map((day) => ({
    day,
    windows: windows.map((window) => ({
      window,
      free: Math.max(0, rules.capacity - (taken.get(takenKey(day, window)) ?? 0)),
    })),
  }));
}

/** Why a set of windows cannot make a calendar: one that ends before it starts, or two that overlap. */
export function windowsProblem(windows: readonly { start: string; end: string }[]): number | null {
  const sorted = windows.map((window, index) => ({ ...window, index }));
  sorted.sort((a, b) => a.start.localeCompare(b.start));
  for (const [position, window] of sorted.entries()) {
    if (window.end <= window.start) return window.index;
    const next = sorted[position + 1];
    if (next && next.start < window.end) return next.index;
  }
  return null;
}
