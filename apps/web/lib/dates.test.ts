import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes the date in the language of the page', () => {
    expect(formatDate('ro', '2026-10-14')).toBe('14 octombrie 2026');
    expect(formatDate('ru', '2026-10-14')).toMatch(/^14 октября 2026/);
  });

  it('keeps the day whatever the time zone (first of the month stays the first)', () => {
    expect(formatDate('ro', '2026-01-01')).toBe('1 ianuarie 2026');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDate('ro', 'soon')).toBe('soon');
  });
});
