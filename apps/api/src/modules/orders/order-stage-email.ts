import type { OrderStage } from '@vitrina/contract';
import { format, type Locale, localeRecord } from '@vitrina/locale';
import { html, oneLine } from '../../mail/html';
import { orderEmailMessages } from './order-email-messages';
import { type OrderEmail, page, paragraph } from './order-emails';
import { orderStageEmailMessages } from './order-stage-email-messages';

// The e-mail a customer gets when the staff move their order to another stage (the workflow of
// @vitrina/contract's admin/workflow.ts): what happened, the measurement visit's day and hour, or why it was
// cancelled, in the language the order was placed in. The back office writes it to the outbox in the same
// transaction as the change. Everything that comes from the order or the staff goes through `html`, escaped.

/** What the e-mail needs of the order: its number and whom to greet (an `orders` row will do). */
export interface StagedOrder {
  number: string;
  customer: { full_name: string };
}

/** What the e-mail needs of the change (an `order_events` row will do). */
export interface StageChange {
  toStage: OrderStage;
  measurementAt: Date | null;
  reason: string;
}

/** The visit's day and hour as Moldova's clocks show them, wherever the API runs. */
function visit(at: Date, locale: Locale): string {
  const iso = localeRecord(locale).iso;
  const timeZone = 'Europe/Chisinau';
  const date = new Intl.DateTimeFormat(iso, { dateStyle: 'full', timeZone }).format(at);
  const time = new Intl.DateTimeFormat(iso, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
  return format(orderStageEmailMessages[locale].visit, { date, time });
}

export function composeOrderStageEmail(order: StagedOrder, event: StageChange, locale: Locale): OrderEmail {
  const m = orderStageEmailMessages[locale];
  const common = orderEmailMessages[locale].customer;
  const stage = m.stages[event.toStage];
  const number = order.number;
  let when = '';
  if (event.toStage === 'measurement_scheduled') {
    if (event.measurementAt === null)
      throw new Error(`order ${number}: a measurement visit without its date`);
    when = visit(event.measurementAt, locale);
  }
  const reason = event.toStage === 'cancelled' ? event.reason.trim() : '';
  const subject = format(stage.subject, { number });
  const paragraphs = [
    format(common.greeting, { name: oneLine(order.customer.full_name) }),
    format(stage.body, { number }),
    when === '' ? null : when,
    reason === '' ? null : format(m.reason, { reason }),
    when === '' ? null : m.reschedule,
    common.questions,
    common.signature,
  ].filter((part) => part !== null);

  const text = `${paragraphs.join('\n\n')}\n`;
  const body = html`${paragraphs.map((part) => paragraph(part))}`;
  return { subject, text, html: page(locale, subject, body) };
}
