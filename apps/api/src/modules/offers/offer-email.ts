import type { PriceOffer } from '@vitrina/contract';
import { format, formatEuro, type Locale, localeRecord } from '@vitrina/locale';
import { html } from '../../mail/html';
import type { OutboxMail } from '../../mail/outbox';
import { page, paragraph } from '../orders/order-emails';
import { offerMessages } from './offer-messages';

// "E-mail me the offer": a short letter in the visitor's language with the PDF attached (by its key in the file
// store, read by whichever process sends it) and the link that reopens the offer.

function dateText(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeRecord(locale).iso, {
    dateStyle: 'long',
    timeZone: 'Europe/Chisinau',
  }).format(new Date(iso));
}

export function offerFileName(number: string, locale: Locale): string {
  return format(offerMessages[locale].fileName, { number });
}

export function offerEmail(
  offer: PriceOffer,
  locale: Locale,
  to: string,
  replyTo: string,
  link: string,
  pdfKey: string,
): OutboxMail {
  const m = offerMessages[locale].email;
  const intro = format(m.intro, {
    number: offer.number,
    date: dateText(offer.created_at, locale),
    validUntil: dateText(offer.valid_until, locale),
  });
  const total = format(m.total, { total: formatEuro(offer.totals.grand_total, locale, 'always') });
  const reopen = format(m.reopen, { link });
  const subject = format(m.subject, { number: offer.number });
  const text = [m.greeting, intro, total, reopen, m.questions, m.signature].join('\n\n');
  const body = html`${paragraph(m.greeting)}
${paragraph(intro)}
${paragraph(html`<strong>${total}</strong>`)}
${paragraph(html`<a href="${link}">${link}</a>`)}
${paragraph(m.questions)}
${paragraph(m.signature)}`;
  return {
    kind: 'offer.customer',
    ref: `offer:${offer.number}`,
    to,
    replyTo,
    subject,
    text: `${text}\n`,
    html: page(locale, subject, body),
    attachments: [
      { filename: offerFileName(offer.number, locale), contentType: 'application/pdf', key: pdfKey },
    ],
  };
}
