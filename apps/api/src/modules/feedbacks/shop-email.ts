import type { Locale } from '@vitrina/locale';
import type { Queryable } from '../../db/client';
import type { OutboxAttachmentRow } from '../../db/schema';
import { messagesFor } from '../../i18n/messages';
import { html, lines } from '../../mail/html';
import { enqueueMail } from '../../mail/outbox';
import type { OutboxWorker } from '../../mail/outbox-worker';
import { shopAddress } from '../../mail/shop-address';

// What a form sends the shop (docs/architecture.md §2 e-mail): a plain-text and an HTML part built from the same rows, in the
// shop's language (Romanian, like the order notifications), with the visitor's language named so the shop
// answers in it. Every value a visitor typed is escaped in the HTML part.

/** The language the shop reads its mail in. */
const shopLocale: Locale = 'ro';

export type ShopEmailTexts = ReturnType<typeof messagesFor>['feedbacks']['email'];

export interface Row {
  label: string;
  value: string;
}

export interface FormEmail {
  /** With the visitor's values in it: the mailer puts it on one line. */
  subject: string;
  title: string;
  rows: Row[];
  /** The visitor's address: the shop answers by replying. */
  replyTo?: string;
  /** Files of the file store, by key (docs/adr/0023). */
  attachments?: OutboxAttachmentRow[];
}

/** The texts of the shop's e-mails. */
export const shopTexts = (): ShopEmailTexts => messagesFor(shopLocale).feedbacks.email;

/** The row naming the language the visitor wrote in. */
export function languageRow(locale: Locale): Row {
  const texts = shopTexts();
  return { label: texts.language, value: texts.languages[locale] };
}

export function composeShopEmail(email: FormEmail) {
  const texts = shopTexts();
  const footer = email.replyTo === undefined ? [] : [texts.reply];
  const text = [email.title, '', ...email.rows.map((row) => `${row.label}: ${row.value}`), '', ...footer]
    .join('\n')
    .trimEnd();
  const body = html`<!doctype html><html lang="${shopLocale}"><body style="font-family:Arial,sans-serif"><p>${email.title}</p><table>${email.rows.map(
    (row) =>
      html`<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${row.label}</th><td style="padding:4px 0">${lines(row.value)}</td></tr>`,
  )}</table>${footer.map((line) => html`<p>${line}</p>`)}</body></html>`;
  return {
    subject: email.subject,
    text,
    html: body.value,
    replyTo: email.replyTo,
    attachments: email.attachments,
  };
}

/** What an e-mail to the shop is about: a lead (`lead.shop`, 'lead:7') or a subscription. */
export interface ShopEmailSubject {
  kind: 'lead.shop' | 'subscription.shop';
  ref: string;
}

/** Writes the forms' e-mails to the shop into the outbox. */
export interface ShopMail {
  /**
   * Writes one submission's e-mail into the outbox inside `tx`, the transaction that stores the submission:
   * both are kept, or neither. A shop address that cannot be found fails the submission with the rest.
   */
  enqueue(tx: Queryable, email: FormEmail, about: ShopEmailSubject): Promise<void>;
  /** After the commit: the e-mail goes out now rather than at the outbox's next poll. */
  wake(): void;
}

export function shopMail(deps: {
  shopEmail: string | undefined;
  outbox: Pick<OutboxWorker, 'wake'>;
}): ShopMail {
  return {
    async enqueue(tx, email, about) {
      const to = await shopAddress(tx, deps.shopEmail);
      await enqueueMail(tx, { ...about, to, ...composeShopEmail(email) });
    },
    wake: () => deps.outbox.wake(),
  };
}
