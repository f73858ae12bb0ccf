import type { PriceOffer, PriceOfferItem } from '@vitrina/contract';
import { format, formatEuro, getMessages, type Locale, localeRecord } from '@vitrina/locale';
import PDFDocument from 'pdfkit';
import { boldFont, regularFont } from '../../drawing/fonts';
import { offerMessages } from './offer-messages';

// An offer as a PDF (docs/product.md §3 Offer, docs/adr/0039): pdfkit lays it out, with DejaVu Sans embedded
// (subset) so that ș ț ă â î and Cyrillic come out as letters, not boxes. The drawings arrive as PNGs made from
// the shared drawing; the layout is one column of A4: header, number and validity, the items with their drawing
// and words, the totals with VAT and delivery, how to order.

export interface OfferCompany {
  name: string;
  phone: string;
  email: string;
  address: string;
}

export interface OfferPdfInput {
  offer: PriceOffer;
  company: OfferCompany;
  /** One per item, in order: its drawing, or null (a catalogue product has none). */
  drawings: readonly (Buffer | null)[];
  /** Where the storefront reopens it. */
  link: string;
  locale: Locale;
}

const margin = 48;
const ink = '#1f2933';
const muted = '#52606d';
const rule = '#d9e2ec';
const accent = '#0b6bcb';

function dateText(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeRecord(locale).iso, {
    dateStyle: 'long',
    timeZone: 'Europe/Chisinau',
  }).format(new Date(iso));
}

function quantityText(item: PriceOfferItem, locale: Locale): string {
  const number = new Intl.NumberFormat(localeRecord(locale).iso, { maximumFractionDigits: 2 });
  return `${number.format(item.quantity)} ${offerMessages[locale].units[item.unit]}`;
}

/** The offer's PDF, whole, as bytes. */
export function offerPdf({ offer, company, drawings, link, locale }: OfferPdfInput): Promise<Buffer> {
  const m = offerMessages[locale];
  const money = (cents: number) => formatEuro(cents, locale, 'always');
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    info: { Title: format(m.number, { number: offer.number }), Author: company.name },
    lang: localeRecord(locale).iso,
  });
  doc.registerFont('regular', regularFont);
  doc.registerFont('bold', boldFont);
  const width = doc.page.width - margin * 2;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const line = () => {
    const y = doc.y + 4;
    doc
      .moveTo(margin, y)
      .lineTo(margin + width, y)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke();
    doc.y = y + 8;
  };
  const heading = (text: string) => {
    doc.moveDown(0.6).font('bold').fontSize(13).fillColor(ink).text(text, margin);
    line();
  };

  // Header: the company, then the offer's number, date and validity.
  doc.font('bold').fontSize(20).fillColor(accent).text(company.name, margin, margin);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(muted)
    .text(format(m.contacts, { phone: company.phone, email: company.email, address: company.address }));
  line();
  doc.font('bold').fontSize(16).fillColor(ink).text(m.title);
  doc
    .font('regular')
    .fontSize(11)
    .text(format(m.number, { number: offer.number }));
  doc.text(format(m.date, { date: dateText(offer.created_at, locale) }));
  doc
    .fillColor(offer.expired ? '#b42318' : ink)
    .text(format(offer.expired ? m.expired : m.validUntil, { date: dateText(offer.valid_until, locale) }));

  heading(getMessages(locale).offers.page.items);
  offer.items.forEach((item, index) => {
    const drawing = drawings[index] ?? null;
    const drawingWidth = drawing ? 170 : 0;
    const textWidth = width - (drawing ? drawingWidth + 16 : 0);
    // Keep an item on one page: a drawing is at most 170 pt tall.
    if (doc.y + 190 > doc.page.height - margin) doc.addPage();
    const top = doc.y;
    if (drawing) doc.image(drawing, margin, top, { fit: [drawingWidth, drawingWidth], align: 'center' });
    const x = margin + (drawing ? drawingWidth + 16 : 0);
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(ink)
      .text(`${index + 1}. ${item.title}`, x, top, { width: textWidth });
    doc.font('regular').fontSize(9.5).fillColor(muted);
    for (const part of item.summary) doc.text(part, x, doc.y, { width: textWidth });
    doc.moveDown(0.3).fontSize(10).fillColor(ink);
    doc.text(format(m.quantity, { quantity: quantityText(item, locale) }), x, doc.y, { width: textWidth });
    doc.text(format(m.unitPrice, { price: money(item.unit_price) }), x, doc.y, { width: textWidth });
    if (item.quantity_discount !== 0)
      doc.text(format(m.quantityDiscount, { amount: money(item.quantity_discount) }), x, doc.y, {
        width: textWidth,
      });
    doc
      .font('bold')
      .text(format(m.lineTotal, { amount: money(item.total_price) }), x, doc.y, { width: textWidth });
    doc.y = Math.max(doc.y, top + (drawing ? drawingWidth : 0)) + 6;
    line();
  });

  // The totals, in the order the cart counts them, kept together with their heading.
  if (doc.y + 200 > doc.page.height - margin) doc.addPage();
  heading(getMessages(locale).offers.page.totals);
  const t = offer.totals;
  const shown = getMessages(locale).offers.page;
  const rows: [string, string, boolean?][] = [[shown.common, money(t.common)]];
  if (t.quantity_discount !== 0) rows.push([shown.quantityDiscount, money(t.quantity_discount)]);
  if (t.coupon_discount !== 0) rows.push([shown.coupon, money(t.coupon_discount)]);
  rows.push([shown.delivery, t.delivery === 0 ? shown.deliveryFree : money(t.delivery)]);
  rows.push([shown.grandTotal, money(t.grand_total), true]);
  rows.push([m.totals.net, money(t.net_total)]);
  rows.push([m.totals.vat, money(t.vat)]);
  for (const [label, value, strong] of rows) {
    const y = doc.y;
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 12 : 10.5)
      .fillColor(ink);
    doc.text(label, margin, y, { width: width * 0.6 });
    doc.text(value, margin + width * 0.6, y, { width: width * 0.4, align: 'right' });
    doc.moveDown(0.2);
  }

  if (doc.y + 120 > doc.page.height - margin) doc.addPage();
  heading(m.howToOrderTitle);
  doc.font('regular').fontSize(10).fillColor(ink);
  const steps = [m.howToOrder.step1, m.howToOrder.step2, m.howToOrder.step3, m.howToOrder.step4];
  steps.forEach((step, index) => {
    doc.text(
      `${index + 1}. ${format(step, { link, number: offer.number, phone: company.phone })}`,
      margin,
      doc.y,
      {
        width,
      },
    );
    doc.moveDown(0.2);
  });

  // Page numbers, once every page is laid out.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    // The footer sits in the bottom margin; without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(muted)
      .text(
        `${offer.number} · ${format(m.page, { page: page + 1, pages: range.count })}`,
        margin,
        doc.page.height - margin + 12,
        { width, align: 'right', lineBreak: false },
      );
  }
  doc.end();
  return done;
}
