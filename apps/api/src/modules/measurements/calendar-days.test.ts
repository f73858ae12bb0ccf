import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookableDays,
  calendarSlots,
  isDayOff,
  isOffered,
  isoWeekday,
  MEASUREMENT_HORIZON_DAYS,
  moldovaToday,
  takenKey,
  windowsProblem,
} from './calendar-days';

const rules = {
  days: [1, 2, 3, 4, 5, 6],
  windows: [
    { start: '12:00', end: '15:00' },
    { start: '09:00', end: '12:00' },
  ],
  capacity: 2,
  daysOff: [] as { day: string }[],
};

describe('the measurement calendar', () => {
  it("reads today on Moldova's clocks, not the server's", () => {
    // 22:30 UTC on 30 November is already 1 December in Chișinău (UTC+2 in winter).
    expect(moldovaToday(new Date('2026-11-30T22:30:00Z'))).toBe('2026-12-01');
    expect(moldovaToday(new Date('2026-11-30T21:30:00Z'))).toBe('2026-11-30');
  });

  it('counts days and weekdays across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-12-06')).toBe(7);
  });

  it('offers the working days from tomorrow through three weeks', () => {
    // Friday 27 November 2026.
    const days = bookableDays(rules, '2026-11-27');
    expect(days[0]).toBe('2026-11-28');
    expect(days).not.toContain('2026-11-29');
    expect(days.at(-1)).toBe(addDays('2026-11-27', MEASUREMENT_HORIZON_DAYS));
    expect(days).toHaveLength(18);
  });

  it('offers no window on a day off, whatever its weekday', () => {
    // Monday 30 November marked off (a team's leave): the Saturday before and the Tuesday after stay.
    const withLeave = { ...rules, daysOff: [{ day: '2026-11-30' }] };
    const days = bookableDays(withLeave, '2026-11-27');
    expect(days).not.toContain('2026-11-30');
    expect(days).toContain('2026-11-28');
    expect(days).toContain('2026-12-01');
    expect(isDayOff(withLeave, '2026-11-30')).toBe(true);
    expect(isOffered(withLeave, '2026-11-27', '2026-11-30', '09:00-12:00')).toBe(false);
    expect(calendarSlots(withLeave, '2026-11-27', new Map()).map((slot) => slot.day)).toEqual(days);
  });

  it('lists windows in order with the places left, never below nothing', () => {
    const taken = new Map([
      [takenKey('2026-11-28', '09:00-12:00'), 1],
      [takenKey('2026-11-28', '12:00-15:00'), 5],
    ]);
    const [first] = calendarSlots(rules, '2026-11-27', taken);
    expect(first).toEqual({
      day: '2026-11-28',
      windows: [
        { window: '09:00-12:00', free: 1 },
        { window: '12:00-15:00', free: 0 },
      ],
    });
  });

  it('offers only its own windows of bookable days', () => {
    expect(isOffered(rules, '2026-11-27', '2026-11-28', '09:00-12:00')).toBe(true);
    expect(isOffered(rules, '2026-11-27', '2026-11-27', '09:00-12:00')).toBe(false);
    expect(isOffered(rules, '2026-11-27', '2026-11-29', '09:00-12:00')).toBe(false);
    expect(isOffered(rules, '2026-11-27', '2026-11-28', '15:00-18:00')).toBe(false);
  });

  it('refuses windows that end before they start or overlap', () => {
    expect(windowsProblem(rules.windows)).toBeNull();
    expect(windowsProblem([{ start: '12:00', end: '09:00' }])).toBe(0);
    expect(
      windowsProblem([
        { start: '09:00', end: '13:00' },
        { start: '12:00', end: '15:00' },
      ]),
    ).toBe(1);
  });
});
