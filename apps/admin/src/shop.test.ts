import { describe, expect, it } from 'vitest';
import { shopToday, shopWeekStart } from './shop';

describe("the shop's days", () => {
  it('counts the day in Moldova, not in UTC', () => {
    // 23:30 UTC on 30 November is already 1 December in Chișinău (UTC+2 in winter).
    expect(shopToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(shopToday(new Date('2026-11-30T21:59:00Z'))).toBe('2026-11-30');
  });

  it('starts the week on Monday', () => {
    expect(shopWeekStart(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-23'); // a Wednesday
    expect(shopWeekStart(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23'); // the Monday itself
    expect(shopWeekStart(new Date('2026-11-29T21:00:00Z'))).toBe('2026-11-23'); // Sunday, 23:00 there
    expect(shopWeekStart(new Date('2026-11-29T22:30:00Z'))).toBe('2026-11-30'); // Monday, 00:30 there
  });
});
