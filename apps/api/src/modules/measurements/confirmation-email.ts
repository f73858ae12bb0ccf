import { format, type Locale, localeRecord } from '@vitrina/locale';
import { html, oneLine } from '../../mail/html';
import { orderEmailMessages } from '../orders/order-email-messages';
import { type OrderEmail, page, paragraph } from '../orders/order-emails';
import { MEASUREMENT_TIME_ZONE } from './calendar-days';
import { measurementMessages } from './measurement-messages';

// The visitor's confirmation of a booked visit, in the language they booked in; the shop's e-mail of the same
// booking is the forms' (feedbacks/shop-email.ts). What the visitor typed goes through `html`, escaped.

export interface BookedVisit {
  name: string;
  day: string;
  window: string;
  city: string;
  address: string;
  items: number;
}

/** A calendar day in words, 'luni, 30 noiembrie 2026' (the day is Moldova's: noon of it names it safely). */
export function visitDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeRecord(locale).iso, {
    dateStyle: 'full',
    timeZone: MEASUREMENT_TIME_ZONE,
  }).format(new Date(`${day}T12:00:00Z`));
}

/** '09:00–12:00'. */
export const windowText = (window: string) => window.replace('-', '–');

export function composeMeasurementEmail(visit: BookedVisit, locale: Locale): OrderEmail {
  const m = measurementMessages[locale].email;
  const common = orderEmailMessages[locale].customer;
  const values = { date: visitDate(visit.day, locale), window: windowText(visit.window) };
  const subject = format(m.subject, values);
  const paragraphs = [
    format(common.greeting, { name: oneLine(visit.name) }),
    m.booked,
    format(m.when, values),
    format(m.where, { address: `${visit.address}, ${visit.city}` }),
    visit.items > 0 ? format(m.items, { count: String(visit.items) }) : null,
    m.call,
    common.signature,
  ].filter((part) => part !== null);
  const text = `${paragraphs.join('\n\n')}\n`;
  return { subject, text, html: page(locale, subject, html`${paragraphs.map((part) => paragraph(part))}`) };
}
