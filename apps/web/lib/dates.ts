import { type Locale, localeRecord } from '@vitrina/locale';

/**
 * A calendar date of the API ('2026-10-14') as people read it ('14 octombrie 2026', '14 октября 2026 г.').
 * Read and written in UTC: a date has no time zone, and the server's own zone must not shift it a day.
 */
export function formatDate(locale: Locale, isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(localeRecord(locale).iso, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A calendar day with its weekday, for choosing one ('luni, 30 noiembrie', 'понедельник, 30 ноября'). */
export function formatWeekday(locale: Locale, isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(localeRecord(locale).iso, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}
