import { format } from '@vitrina/locale';
import type { SiteContacts } from './api/types';

type WorkingHours = SiteContacts['working_hours'];

// The API sends 24-hour 'HH:MM'; both languages write the hour without a leading zero (8:30, not 08:30).
const clock = (time: string): string => time.trim().replace(/^0(?=\d)/, '');

/** Fills a message's {from} and {to} with the site's working hours. */
export function formatWorkingHours(template: string, hours: WorkingHours): string {
  return format(template, { from: clock(hours.from), to: clock(hours.to) });
}
