import { format, formatEuro, type Locale } from '@vitrina/locale';
import { html, type Markup, oneLine } from '../../mail/html';
import { orderEmailMessages } from '../orders/order-email-messages';
import { type OrderEmail, page, paragraph } from '../orders/order-emails';
import { paymentEmailMessages } from './payment-email-messages';

// The e-mails of a card payment's outcome (issue 20): "payment received" once the bank's word pays the order,
// and, when the bank declines, a message with a link that opens a new payment for the same order. Written to
// the outbox in the callback's transaction (payment-notices.ts). Everything from the order is escaped by `html`.

/** What the e-mails need of the order (an `orders` row will do). */
export interface PaidOrder {
  number: string;
  grandTotal: number;
  customer: { full_name: string };
}

/** One paragraph of the e-mail: its plain text, and its HTML when that is more than the text. */
interface Part {
  text: string;
  html?: Markup;
}

function compose(subject: string, parts: Part[], locale: Locale): OrderEmail {
  const common = orderEmailMessages[locale].customer;
  const all: Part[] = [...parts, { text: common.questions }, { text: common.signature }];
  const text = `${all.map((part) => part.text).join('\n\n')}\n`;
  const body = html`${all.map((part) => part.html ?? paragraph(part.text))}`;
  return { subject, text, html: page(locale, subject, body) };
}

function greeting(order: PaidOrder, locale: Locale): Part {
  return {
    text: format(orderEmailMessages[locale].customer.greeting, { name: oneLine(order.customer.full_name) }),
  };
}

export function paymentReceivedEmail(order: PaidOrder, locale: Locale): OrderEmail {
  const m = paymentEmailMessages[locale].received;
  const values = { number: order.number, amount: formatEuro(order.grandTotal, locale, 'always') };
  return compose(
    format(m.subject, values),
    [greeting(order, locale), { text: format(m.body, values) }, { text: m.next }],
    locale,
  );
}

/** `payAgainUrl` opens a new payment of the order's grand total (routes.ts, GET /payments/pay-again/…). */
export function paymentDeclinedEmail(order: PaidOrder, locale: Locale, payAgainUrl: string): OrderEmail {
  const m = paymentEmailMessages[locale].declined;
  const values = { number: order.number, amount: formatEuro(order.grandTotal, locale, 'always') };
  const button = html`<p style="margin:0 0 16px;"><a href="${payAgainUrl}" style="display:inline-block;padding:12px 20px;background:#0b5d1e;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none;">${m.button}</a></p>`;
  return compose(
    format(m.subject, values),
    [
      greeting(order, locale),
      { text: format(m.body, values) },
      { text: `${m.again}\n${payAgainUrl}`, html: html`${paragraph(m.again)}${button}` },
      { text: m.other },
    ],
    locale,
  );
}
