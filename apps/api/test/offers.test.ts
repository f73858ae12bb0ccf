import { priceOffer, quoteResponse } from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerItems, offers, outboxMessages } from '../src/db/schema';
import { freshAddress, frontendKey, type TestApi, useApi } from './support/api';
import { engines } from './support/databases';
import { until } from './support/outbox';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';

// Offers (quotes, issue 20; docs/product.md §3 Offer): priced by the API whatever the client says, numbered from
// the database's sequence, printed as a PDF whose text holds the items, totals, number and the letters of both
// languages, and e-mailed with that PDF through the outbox to a real SMTP server.

const windows = 1;
const configuration = { width: 1200, height: 1400 };

function send(
  api: TestApi,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  locale = 'ro',
  key?: string,
) {
  return api.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: {
      'x-frontend-key': frontendKey,
      'accept-language': locale,
      ...(key ? { 'x-anonymous-id': key } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** '1 234,56' in the PDF's text: the euro amount as the locale writes it, spaces of any kind as one. */
const euros = (cents: number, locale: 'ro' | 'ru') =>
  new Intl.NumberFormat(locale === 'ro' ? 'ro-RO' : 'ru-RU', { minimumFractionDigits: 2 })
    .format(cents / 100)
    .replace(/\s/g, ' ');
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe.each(engines)('offers on $name', (engine) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const api = useApi(engine, { smtpUrl: () => smtp.url });

  const make = async (
    locale = 'ro',
    body: unknown = { calculator_type_id: windows, configuration, quantity: 2 },
  ) => {
    const made = await send(api, 'POST', '/calculator/offers/', body, locale);
    expect(made.statusCode, made.body).toBe(201);
    return (made.json() as { number: string }).number;
  };

  it('prices a configuration itself, refuses a price the client sends and keeps the definition version', async () => {
    const priced = quoteResponse.parse(
      (
        await send(api, 'POST', '/calculator/internal-modules-section/', {
          calculator_type_id: windows,
          configuration,
          quantity: 2,
        })
      ).json(),
    );
    // A price from the client is not even read: the fields are refused as unknown.
    const priceSent = await send(api, 'POST', '/calculator/offers/', {
      calculator_type_id: windows,
      configuration,
      quantity: 2,
      total: 1,
      unit_price: 1,
    });
    expect(priceSent.statusCode, priceSent.body).toBe(400);
    expect(Object.keys(priceSent.json() as object).sort()).toEqual(['total', 'unit_price']);
    const number = await make();
    expect(number).toMatch(new RegExp(`^Q-${new Date().getUTCFullYear()}-\\d{6}$`));

    const read = await send(api, 'GET', `/calculator/offers/${number}/`);
    expect(read.statusCode, read.body).toBe(200);
    const body = priceOffer.strict().parse(read.json());
    expect(body.expired).toBe(false);
    expect(body.items).toHaveLength(1);
    const [item] = body.items;
    expect(item?.version).toBe(priced.version);
    expect(item?.unit_price).toBe(priced.unit_price);
    expect(item?.total_price).toBe(priced.total);
    expect(body.totals.common + body.totals.quantity_discount).toBe(priced.total);
    expect(body.totals.grand_total).toBe(
      body.totals.common + body.totals.quantity_discount + body.totals.delivery,
    );
    const days = (Date.parse(body.valid_until) - Date.parse(body.created_at)) / 86_400_000;
    expect(days).toBe(14);

    const [row] = await api.database.db
      .select({ version: offerItems.version })
      .from(offerItems)
      .innerJoin(offers, eq(offers.id, offerItems.offerId))
      .where(eq(offers.number, number));
    expect(row?.version).toBe(priced.version);
  });

  it('numbers offers made at once apart', async () => {
    const numbers = await Promise.all(Array.from({ length: 6 }, () => make()));
    expect(new Set(numbers).size).toBe(6);
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ calculator_type_id: windows, configuration: { width: 10, height: 1400 } }, 'configuration.width'],
      [{ calculator_type_id: 999_999, configuration }, 'calculator_type_id'],
      [{ calculator_type_id: 'one', configuration }, 'calculator_type_id'],
      [{ calculator_type_id: windows, configuration, quantity: 0 }, 'quantity'],
      [{ calculator_type_id: windows }, 'configuration'],
    ];
    for (const [body, field] of cases) {
      const answer = await send(api, 'POST', '/calculator/offers/', body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(Object.keys(answer.json() as object)).toContain(field);
    }
    expect((await send(api, 'GET', '/calculator/offers/Q-2026-999999/')).statusCode).toBe(404);
    expect((await send(api, 'GET', '/calculator/offers/nonsense/')).statusCode).toBe(400);
    expect((await send(api, 'GET', '/calculator/offers/Q-2026-999999/pdf/')).statusCode).toBe(404);
    const number = await make();
    const badEmail = await send(api, 'POST', `/calculator/offers/${number}/email/`, {
      email: 'not an address',
    });
    expect(badEmail.statusCode, badEmail.body).toBe(400);
    expect(Object.keys(badEmail.json() as object)).toEqual(['email']);
  });

  it("makes an offer of the cart's lines, and refuses an empty or another visitor's cart", async () => {
    const opened = (await send(api, 'GET', '/calculator/cart/')).json() as {
      id: number;
      anonymous_id: string;
    };
    const empty = await send(
      api,
      'POST',
      `/calculator/cart/${opened.id}/offer/`,
      {},
      'ro',
      opened.anonymous_id,
    );
    expect(empty.statusCode, empty.body).toBe(400);
    expect(Object.keys(empty.json() as object)).toEqual(['items']);
    const added = await send(
      api,
      'POST',
      `/calculator/cart/${opened.id}/items/`,
      { calculator_type_id: windows, configuration, quantity: 1 },
      'ro',
      opened.anonymous_id,
    );
    expect(added.statusCode, added.body).toBe(201);
    const cartTotal = (added.json() as { totals: { grand_total: number } }).totals.grand_total;
    const stranger = await send(api, 'POST', `/calculator/cart/${opened.id}/offer/`, {});
    expect(stranger.statusCode).toBe(404);
    const made = await send(
      api,
      'POST',
      `/calculator/cart/${opened.id}/offer/`,
      {},
      'ru',
      opened.anonymous_id,
    );
    expect(made.statusCode, made.body).toBe(201);
    const body = priceOffer.parse(
      (await send(api, 'GET', `/calculator/offers/${(made.json() as { number: string }).number}/`)).json(),
    );
    expect(body.source).toBe('cart');
    expect(body.locale).toBe('ru');
    expect(body.totals.grand_total).toBe(cartTotal);
  });

  it.each(['ro', 'ru'] as const)(
    'prints the offer in %s with its items, totals, number and letters',
    async (locale) => {
      const number = await make(locale);
      const offer = priceOffer.parse((await send(api, 'GET', `/calculator/offers/${number}/`)).json());
      const answer = await send(api, 'GET', `/calculator/offers/${number}/pdf/`, undefined, locale);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toContain(number);
      const text = spaced(await pdfText(answer.rawPayload));
      expect(text).toContain(number);
      expect(text).toContain(offer.items[0]?.title as string);
      for (const part of offer.items[0]?.summary ?? []) expect(text).toContain(spaced(part));
      expect(text).toContain(euros(offer.totals.grand_total, locale));
      expect(text).toContain(euros(offer.totals.vat, locale));
      if (locale === 'ro') {
        // Romanian letters with comma below and breve, from the embedded font.
        expect(text).toContain('Ofertă de preț');
        expect(text).toMatch(/ș/);
        expect(text).toMatch(/ț/);
      } else {
        expect(text).toContain('Коммерческое предложение');
        expect(text).toContain('НДС');
      }
    },
  );

  it('e-mails the offer with its PDF attached through the outbox', async () => {
    const number = await make('ru');
    const received = smtp.received.length;
    const answer = await send(
      api,
      'POST',
      `/calculator/offers/${number}/email/`,
      { email: 'client@mail.md' },
      'ru',
    );
    expect(answer.statusCode, answer.body).toBe(202);
    const [row] = await api.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.ref, `offer:${number}`));
    expect(row?.kind).toBe('offer.customer');
    await api.app.outbox.drain();
    await until(async () => smtp.received.length > received, 'the offer e-mail');
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['client@mail.md']);
    const parsed = await simpleParser(mail?.raw as Buffer);
    expect(parsed.subject).toContain(number);
    expect(parsed.text).toContain(`/ru/predlozhenie/${number}`);
    const [pdf] = parsed.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`predlozhenie-${number}.pdf`);
    expect(spaced(await pdfText(pdf?.content as Buffer))).toContain(number);
  });

  it("shows each configured line's drawing in the order e-mails, as an inline PNG", async () => {
    const opened = (await send(api, 'GET', '/calculator/cart/')).json() as {
      id: number;
      anonymous_id: string;
    };
    const step = async (path: string, body: unknown) => {
      const answer = await send(
        api,
        'POST',
        `/calculator/cart/${opened.id}/${path}`,
        body,
        'ru',
        opened.anonymous_id,
      );
      expect(answer.statusCode, answer.body).toBeLessThan(300);
    };
    await step('items/', { calculator_type_id: windows, configuration, quantity: 1 });
    await step('set-user-details/', {
      email: 'drawing@mail.md',
      full_name: 'Ion Popescu',
      phone: '+373 (691) 234-56',
    });
    await step('set-delivery/', {
      delivery_type: 'delivery',
      city: 'balti',
      street: 'Ștefan cel Mare',
      house: '1',
      apartment: '4',
    });
    await step('set-payment-details/', { payment_method: 2, use_bonuses: false, bonus_quantity: 0 });
    const received = smtp.received.length;
    await step('create-order/', {});
    await api.app.outbox.drain();
    await until(async () => smtp.received.length >= received + 2, 'both order e-mails');
    for (const mail of smtp.received.slice(received)) {
      // As sent: mailparser would otherwise turn cid: references into data: URLs.
      const parsed = await simpleParser(mail.raw, { skipImageLinks: true });
      const [png] = parsed.attachments.filter((attachment) => attachment.contentType === 'image/png');
      expect(png?.contentId, `${mail.to}`).toBe('<drawing-1@vitrina>');
      expect(png?.content.subarray(1, 4).toString()).toBe('PNG');
      expect(parsed.html).toContain('src="cid:drawing-1@vitrina"');
    }
  });
});
