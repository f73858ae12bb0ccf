import type { Order, OrderItem } from '@vitrina/contract';
import { deliveryCityName, isDeliveryCity } from '@vitrina/forms';
import { format, formatEuro, type Locale, localeRecord } from '@vitrina/locale';
import type { OutboxAttachmentRow } from '../../db/schema';
import { drawingKey } from '../../drawing/drawing-files';
import { type Fragment, html, lines, type Markup, oneLine, render } from '../../mail/html';
import type { OutboxMail } from '../../mail/outbox';
import { type OrderEmailMessages, orderEmailMessages } from './order-email-messages';

// The e-mails an order sends (docs/architecture.md §2 e-mail): a confirmation to the customer in the language they ordered
// in, and a notification to the shop in Romanian with everything needed to make the order. Each has a plain
// text and an HTML part built from the same rows. The order is a snapshot: titles and line summaries are in
// the language it was placed in. Everything that comes from the order goes through `html`, which escapes it.

export interface OrderEmail {
  subject: string;
  text: string;
  html: string;
  attachments?: OutboxAttachmentRow[];
}

/**
 * The drawings an e-mail shows inline: for each item its Content-ID (null: no picture) and the PNG attachments
 * they name. E-mail clients show neither SVG nor data: images (Gmail, Outlook), but they show an attached PNG
 * referenced by cid: (docs/adr/0039). Only drawings in `stored` (put in the file store before the order's
 * transaction) are named, so the worker never looks for a file that is not there.
 */
interface InlineDrawings {
  cids: (string | null)[];
  attachments: OutboxAttachmentRow[];
}

function inlineDrawings(order: Order, locale: Locale, stored: ReadonlySet<string>): InlineDrawings {
  const attachments: OutboxAttachmentRow[] = [];
  const cids = order.items.map((item, index) => {
    const key = drawingKey(item, locale);
    if (key === null || !stored.has(key)) return null;
    const cid = `drawing-${index + 1}@vitrina`;
    attachments.push({ filename: `drawing-${index + 1}.png`, contentType: 'image/png', key, cid });
    return cid;
  });
  return { cids, attachments };
}

const noDrawings = (order: Order): InlineDrawings => ({ cids: order.items.map(() => null), attachments: [] });

// ---- Values in words -------------------------------------------------------------------------------------

const paymentKeys = { 1: 'card', 2: 'cash', 3: 'invoice', 4: 'onDelivery' } as const;

function money(cents: number, locale: Locale): string {
  return formatEuro(cents, locale, 'always');
}

function quantity(item: OrderItem, locale: Locale, m: OrderEmailMessages): string {
  const number = new Intl.NumberFormat(localeRecord(locale).iso, { maximumFractionDigits: 2 });
  return `${number.format(item.quantity)} ${m.units[item.unit]}`;
}

function decimal(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeRecord(locale).iso, { maximumFractionDigits: 2 }).format(value);
}

function placedAt(order: Order, locale: Locale): string {
  const date = new Date(order.created_at);
  if (Number.isNaN(date.getTime())) return order.created_at;
  return new Intl.DateTimeFormat(localeRecord(locale).iso, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Chisinau',
  }).format(date);
}

function address(order: Order, locale: Locale, m: OrderEmailMessages): string {
  const details = order.delivery_details;
  const city = isDeliveryCity(details.city) ? deliveryCityName(details.city, locale) : details.city_name;
  return format(m.details.address, {
    street: oneLine(details.street),
    house: oneLine(details.house),
    apartment: oneLine(details.apartment),
    city,
  });
}

function paymentMethod(order: Order, m: OrderEmailMessages): string {
  return m.paymentMethods[paymentKeys[order.payment_method]];
}

interface Row {
  label: string;
  value: string;
  strong?: boolean;
}

/** The totals in the order they are computed; `every` keeps rows that are zero (the shop sees all of them). */
function totalRows(order: Order, locale: Locale, m: OrderEmailMessages, every: boolean): Row[] {
  const t = order.totals;
  const rows: Row[] = [{ label: m.totals.common, value: money(t.common, locale) }];
  if (every || t.quantity_discount !== 0)
    rows.push({ label: m.totals.quantityDiscount, value: money(t.quantity_discount, locale) });
  if (every || t.coupon_discount !== 0)
    rows.push({
      label:
        order.coupon_code === null
          ? m.totals.couponWithoutCode
          : format(m.totals.coupon, { code: order.coupon_code }),
      value: money(t.coupon_discount, locale),
    });
  if (every || t.new_total !== t.common)
    rows.push({ label: m.totals.newTotal, value: money(t.new_total, locale) });
  rows.push({
    label: m.totals.delivery,
    value: t.delivery === 0 ? m.totals.deliveryFree : money(t.delivery, locale),
  });
  if (every || t.bonus_discount !== 0)
    rows.push({ label: m.totals.bonus, value: money(t.bonus_discount, locale) });
  rows.push({ label: m.totals.grandTotal, value: money(t.grand_total, locale), strong: true });
  rows.push({ label: m.totals.net, value: money(t.net_total, locale) });
  rows.push({ label: m.totals.vat, value: money(t.vat, locale) });
  return rows;
}

// ---- Plain text ------------------------------------------------------------------------------------------

function heading(title: string, locale: Locale): string {
  return title.toLocaleUpperCase(localeRecord(locale).iso);
}

function itemsText(order: Order, locale: Locale, m: OrderEmailMessages): string {
  return order.items
    .map((item, index) => {
      const subtotal = item.total_price - item.quantity_discount;
      const out = [`${index + 1}. ${oneLine(item.title)}`, ...item.summary.map((part) => `   ${part}`)];
      out.push(
        `   ${format(m.item.line, {
          quantity: quantity(item, locale, m),
          unitPrice: money(item.unit_price, locale),
          total: money(subtotal, locale),
        })}`,
      );
      if (item.quantity_discount !== 0) {
        out.push(`   ${format(m.item.quantityDiscount, { amount: money(item.quantity_discount, locale) })}`);
        out.push(`   ${m.item.total}: ${money(item.total_price, locale)}`);
      }
      return out.join('\n');
    })
    .join('\n\n');
}

function rowsText(rows: Row[]): string {
  return rows.map((row) => `${row.label}: ${row.value}`).join('\n');
}

function section(title: string, body: string, locale: Locale): string {
  return `${heading(title, locale)}\n${body}`;
}

// ---- HTML ------------------------------------------------------------------------------------------------

const font = 'font-family:Arial,Helvetica,sans-serif;color:#1f2933;';
const cell = 'padding:8px;border-bottom:1px solid #e4e7eb;vertical-align:top;';

/** A whole HTML e-mail around `body`, as every e-mail to a customer about an order looks. */
export function page(lang: Locale, title: string, body: Markup): string {
  return render(html`<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;">
<div style="${font}max-width:680px;margin:0 auto;padding:24px;background:#ffffff;font-size:15px;line-height:1.5;">
${body}
</div>
</body>
</html>
`);
}

function h2(title: string): Markup {
  return html`<h2 style="font-size:17px;margin:24px 0 8px;">${title}</h2>`;
}

function itemsHtml(order: Order, locale: Locale, m: OrderEmailMessages, cids: (string | null)[]): Markup {
  const head = html`<tr>${[m.item.product, m.item.quantity, m.item.unitPrice, m.item.total].map(
    (label, index) =>
      html`<th style="${cell}text-align:${index === 0 ? 'left' : 'right'};font-size:13px;color:#52606d;">${label}</th>`,
  )}</tr>`;
  const rows = order.items.map(
    (item, index) => html`<tr>
<td style="${cell}">${
      cids[index]
        ? html`<img src="cid:${cids[index]}" width="160" alt="${item.title}" style="display:block;width:160px;max-width:100%;height:auto;margin:0 0 8px;border:0;">`
        : ''
    }${index + 1}. <strong>${item.title}</strong>${
      item.summary.length > 0
        ? html`<br><span style="font-size:13px;color:#52606d;">${item.summary.map(
            (part, at) => html`${at > 0 ? html`<br>` : ''}${part}`,
          )}</span>`
        : ''
    }</td>
<td style="${cell}text-align:right;white-space:nowrap;">${quantity(item, locale, m)}</td>
<td style="${cell}text-align:right;white-space:nowrap;">${money(item.unit_price, locale)}</td>
<td style="${cell}text-align:right;white-space:nowrap;">${money(item.total_price, locale)}${
      item.quantity_discount !== 0
        ? html`<br><span style="font-size:12px;color:#52606d;">${format(m.item.quantityDiscount, {
            amount: money(item.quantity_discount, locale),
          })}</span>`
        : ''
    }</td>
</tr>`,
  );
  return html`<table role="presentation" cellspacing="0" cellpadding="0" style="width:100%;border-collapse:collapse;">
${head}
${rows}
</table>`;
}

/** Label and value rows: amounts right-aligned on one line, details (a name, an address) left-aligned, wrapping. */
function rowsHtml(rows: Row[], values: 'amounts' | 'details'): Markup {
  const valueStyle = values === 'amounts' ? 'text-align:right;white-space:nowrap;' : '';
  return html`<table role="presentation" cellspacing="0" cellpadding="0" style="width:100%;border-collapse:collapse;">
${rows.map((row) => {
  const style = `padding:4px 8px;vertical-align:top;${row.strong === true ? 'font-weight:bold;font-size:17px;' : ''}`;
  return html`<tr><td style="${style}${values === 'details' ? 'width:35%;color:#52606d;' : ''}">${row.label}</td><td style="${style}${valueStyle}">${row.value}</td></tr>
`;
})}</table>`;
}

export function paragraph(content: Fragment): Markup {
  return html`<p style="margin:0 0 12px;">${content}</p>`;
}

// ---- The e-mails -----------------------------------------------------------------------------------------

function nextSteps(order: Order, m: OrderEmailMessages): string[] {
  const next = m.customer.next;
  const payment =
    order.payment_method === 1
      ? order.status === 'paid'
        ? next.cardPaid
        : next.card
      : next[paymentKeys[order.payment_method]];
  return [payment, format(next.call, { phone: oneLine(order.user_details.phone) })];
}

/** The customer's confirmation, in the language they ordered in. */
export function orderConfirmationEmail(
  order: Order,
  locale: Locale,
  drawings: InlineDrawings = noDrawings(order),
): OrderEmail {
  const m = orderEmailMessages[locale];
  const name = oneLine(order.user_details.full_name);
  const date = placedAt(order, locale);
  const totals = totalRows(order, locale, m, false);
  const deliveryAddress = address(order, locale, m);
  const payment = paymentMethod(order, m);
  const comment = order.comment.trim();
  const next = nextSteps(order, m);
  const subject = format(m.customer.subject, { number: order.number });

  const text = [
    format(m.customer.greeting, { name }),
    format(m.customer.intro, { number: order.number, date }),
    section(m.customer.itemsTitle, itemsText(order, locale, m), locale),
    section(m.details.totalsTitle, rowsText(totals), locale),
    section(m.details.deliveryTitle, deliveryAddress, locale),
    section(m.details.paymentTitle, payment, locale),
    comment === '' ? null : section(m.customer.commentTitle, comment, locale),
    section(m.customer.nextTitle, next.join('\n'), locale),
    m.customer.questions,
    m.customer.signature,
  ]
    .filter((part) => part !== null)
    .join('\n\n');

  const body = html`${paragraph(format(m.customer.greeting, { name }))}
${paragraph(format(m.customer.intro, { number: order.number, date }))}
${h2(m.customer.itemsTitle)}
${itemsHtml(order, locale, m, drawings.cids)}
${h2(m.details.totalsTitle)}
${rowsHtml(totals, 'amounts')}
${h2(m.details.deliveryTitle)}
${paragraph(deliveryAddress)}
${h2(m.details.paymentTitle)}
${paragraph(payment)}
${comment === '' ? '' : html`${h2(m.customer.commentTitle)}${paragraph(lines(comment))}`}
${h2(m.customer.nextTitle)}
${next.map((step) => paragraph(step))}
${paragraph(m.customer.questions)}
${paragraph(m.customer.signature)}`;

  return { subject, text: `${text}\n`, html: page(locale, subject, body), attachments: drawings.attachments };
}

/** The shop's notification: in Romanian, with everything needed to make and deliver the order. */
export function shopOrderEmail(order: Order, drawings: InlineDrawings = noDrawings(order)): OrderEmail {
  const locale: Locale = 'ro';
  const m = orderEmailMessages[locale];
  const s = m.shop;
  const customer = order.user_details;
  const name = oneLine(customer.full_name);
  const totals = totalRows(order, locale, m, true);
  const deliveryAddress = address(order, locale, m);
  const payment = paymentMethod(order, m);
  const comment = order.comment.trim();
  const c = order.characteristics;
  const customerRows: Row[] = [
    { label: s.name, value: name },
    { label: s.phone, value: oneLine(customer.phone) },
    { label: s.email, value: customer.email },
    { label: m.details.deliveryTitle, value: deliveryAddress },
  ];
  const orderRows: Row[] = [
    {
      label: s.status,
      value:
        order.payment_method === 1 && order.status === 'placed'
          ? `${m.statuses.placed}, ${s.awaitingCardPayment}`
          : m.statuses[order.status],
    },
    { label: m.details.paymentTitle, value: payment },
    ...(order.coupon_code === null ? [] : [{ label: s.coupon, value: order.coupon_code }]),
    ...(order.bonuses_spent === 0 ? [] : [{ label: s.bonusesSpent, value: String(order.bonuses_spent) }]),
  ];
  const characteristicRows: Row[] = [
    { label: s.totalArea, value: `${decimal(c.total_area, locale)} ${m.units.m2}` },
    { label: s.linearMetres, value: `${decimal(c.linear_metres, locale)} ${m.units.metre}` },
    { label: s.windows, value: String(c.windows) },
    { label: s.doors, value: String(c.doors) },
  ];
  const intro = format(s.intro, { number: order.number, date: placedAt(order, locale) });
  const subject = format(s.subject, {
    number: order.number,
    name,
    total: money(order.totals.grand_total, locale),
  });

  const text = [
    intro,
    rowsText(orderRows),
    section(s.customerTitle, rowsText(customerRows), locale),
    section(s.itemsTitle, itemsText(order, locale, m), locale),
    section(m.details.totalsTitle, rowsText(totals), locale),
    section(s.characteristicsTitle, rowsText(characteristicRows), locale),
    section(s.commentTitle, comment === '' ? s.noComment : comment, locale),
    s.replyHint,
  ].join('\n\n');

  const body = html`${paragraph(html`<strong>${intro}</strong>`)}
${rowsHtml(orderRows, 'details')}
${h2(s.customerTitle)}
${rowsHtml(customerRows, 'details')}
${h2(s.itemsTitle)}
${itemsHtml(order, locale, m, drawings.cids)}
${h2(m.details.totalsTitle)}
${rowsHtml(totals, 'amounts')}
${h2(s.characteristicsTitle)}
${rowsHtml(characteristicRows, 'details')}
${h2(s.commentTitle)}
${paragraph(comment === '' ? s.noComment : lines(comment))}
${paragraph(html`<span style="font-size:13px;color:#52606d;">${s.replyHint}</span>`)}`;

  return { subject, text: `${text}\n`, html: page(locale, subject, body), attachments: drawings.attachments };
}

/**
 * Both e-mails of a new order, addressed for the outbox: the confirmation to the customer (replies go to the
 * shop) and the notification to the shop (replies go to the customer). Each is a row of its own, so one refused
 * address never holds back the other.
 */
export function newOrderEmails(
  order: Order,
  locale: Locale,
  shopAddress: string,
  storedDrawings: ReadonlySet<string> = new Set(),
): OutboxMail[] {
  const ref = `order:${order.id}`;
  // Drawn in the order's language for both: the same files, and a drawing says little more than its sizes.
  const drawings = inlineDrawings(order, locale, storedDrawings);
  return [
    {
      kind: 'order.customer',
      ref,
      to: order.user_details.email,
      replyTo: shopAddress,
      ...orderConfirmationEmail(order, locale, drawings),
    },
    {
      kind: 'order.shop',
      ref,
      to: shopAddress,
      replyTo: order.user_details.email,
      ...shopOrderEmail(order, drawings),
    },
  ];
}
