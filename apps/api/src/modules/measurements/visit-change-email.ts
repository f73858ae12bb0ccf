import { format, type Locale, localizedPath, measurementPageSlugs } from '@vitrina/locale';
import { html, oneLine } from '../../mail/html';
import { orderEmailMessages } from '../orders/order-email-messages';
import { type OrderEmail, page, paragraph } from '../orders/order-emails';
import { visitDate, windowText } from './confirmation-email';
import { measurementMessages } from './measurement-messages';

// What a visitor is told when the staff move or cancel their visit (docs/product.md §5 Measurement booking), in
// the language they booked in. What the visitor typed (their name, address) goes through `html`, escaped.

/** The booking as it was before the change (a `measurement_bookings` row will do). */
export interface ChangedVisit {
  name: string;
  day: string;
  window: string;
  city: string;
  address: string;
}

export type VisitChange = { kind: 'moved'; day: string; window: string } | { kind: 'cancelled' };

const when = (day: string, window: string, locale: Locale) => ({
  date: visitDate(day, locale),
  window: windowText(window),
});

/** `publicOrigin`: the storefront's, where a cancelled visitor books again. */
export function composeVisitChangeEmail(
  visit: ChangedVisit,
  change: VisitChange,
  locale: Locale,
  publicOrigin: string,
): OrderEmail {
  const m = measurementMessages[locale];
  const common = orderEmailMessages[locale].customer;
  const greeting = format(common.greeting, { name: oneLine(visit.name) });
  const before = when(visit.day, visit.window, locale);
  let subject: string;
  let paragraphs: string[];
  if (change.kind === 'moved') {
    const after = when(change.day, change.window, locale);
    subject = format(m.moved.subject, after);
    paragraphs = [
      greeting,
      m.moved.body,
      format(m.moved.when, after),
      format(m.moved.before, before),
      format(m.email.where, { address: `${visit.address}, ${visit.city}` }),
      m.email.call,
    ];
  } else {
    const link = new URL(localizedPath(locale, 'dynamic', [measurementPageSlugs[locale]]), publicOrigin).href;
    subject = format(m.cancelled.subject, before);
    paragraphs = [greeting, format(m.cancelled.body, before), format(m.cancelled.again, { link })];
  }
  paragraphs.push(common.signature);
  const text = `${paragraphs.join('\n\n')}\n`;
  return { subject, text, html: page(locale, subject, html`${paragraphs.map((part) => paragraph(part))}`) };
}
