import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackRequests, carts, leads, orderCalls, outboxMessages, siteContacts } from '../src/db/schema';
import { freshAddress, frontendKey, type TestApi, useApi } from './support/api';
import { engines } from './support/databases';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';

// The API's e-mail through the outbox against a real SMTP server on loopback: a server that refuses for a while
// loses nothing and, once it accepts, gets every message exactly once; and what a request stores, its lead and
// its e-mail are committed together or not at all.

type Row = typeof outboxMessages.$inferSelect;

function send(api: TestApi, url: string, body: unknown, locale = 'ro') {
  return api.inject({
    method: 'POST',
    url,
    remoteAddress: freshAddress(),
    headers: { 'x-frontend-key': frontendKey, 'accept-language': locale, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** A vacancy application with a one-page PDF as its CV. */
function apply(api: TestApi, applicant: { name: string; phone: string; email: string }) {
  const boundary = `----vitrina${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const cv = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const payload = Buffer.concat([
    Buffer.from(
      Object.entries(applicant)
        .map(([name, value]) => field(name, value))
        .join(''),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    cv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return api.inject({
    method: 'POST',
    url: '/feedbacks/vacancy/',
    remoteAddress: freshAddress(),
    headers: { 'x-frontend-key': frontendKey, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** A visitor's cart with a window in it and the checkout filled: create-order places it. */
async function readyCart(api: TestApi, email: string) {
  const request = (url: string, key?: string, body?: unknown) =>
    api.inject({
      method: body === undefined ? 'GET' : 'POST',
      url: `/calculator/cart/${url}`,
      headers: {
        'x-frontend-key': frontendKey,
        ...(key ? { 'x-anonymous-id': key } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const opened = (await request('')).json() as { id: number; anonymous_id: string };
  const { id, anonymous_id: key } = opened;
  const steps: [string, unknown][] = [
    ['items/', { calculator_type_id: 1, configuration: { width: 1200, height: 1400 }, quantity: 1 }],
    ['set-user-details/', { email, full_name: 'Ion Popescu', phone: '+373 (691) 234-56' }],
    [
      'set-delivery/',
      { delivery_type: 'delivery', city: 'balti', street: 'Ștefan cel Mare', house: '12', apartment: '4' },
    ],
    ['set-payment-details/', { payment_method: 2, use_bonuses: false, bonus_quantity: 0 }],
  ];
  for (const [step, body] of steps) {
    const answer = await request(`${id}/${step}`, key, body);
    if (answer.statusCode >= 300) throw new Error(`${step}: ${answer.statusCode} ${answer.body}`);
  }
  return { id, placeOrder: () => request(`${id}/create-order/`, key, {}) };
}

describe.each(engines)('e-mail through the outbox on $name', (engine) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer({ refusing: true });
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const api = useApi(engine, { smtpUrl: () => smtp.url });

  const outboxRows = async (since: number): Promise<Row[]> =>
    api.database.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.id} > ${since}`)
      .orderBy(outboxMessages.id);
  const lastOutboxId = async () =>
    (
      await api.database.rows<{ id: number }>(
        sql`select coalesce(max(id), 0)::int as id from outbox_messages`,
      )
    )[0]?.id ?? 0;
  const count = async (table: 'callback_requests' | 'leads' | 'orders' | 'outbox_messages') =>
    (await api.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]
      ?.n;

  it('loses nothing while the mail server refuses, then delivers each message exactly once', async () => {
    smtp.refusing = true;
    const before = await lastOutboxId();
    const received = smtp.received.length;

    const cart = await readyCart(api, 'ion.popescu@mail.md');
    const placed = await cart.placeOrder();
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (placed.json() as { order: { id: number; number: string } }).order;
    const phone = '+373 (781) 000-12';
    expect((await send(api, '/feedbacks/callback/', { phone })).statusCode).toBe(201);
    const contact = { name: 'Ana Rusu', phone, email: 'ana.rusu@mail.md', message: 'Sunați-mă.' };
    expect((await send(api, '/feedbacks/contact_us/', contact, 'ru')).statusCode).toBe(201);
    const call = { client_name: 'Vasile Ciobanu', client_phone: phone, calculator_type_id: 1 };
    expect((await send(api, '/calculator/order-call/', call)).statusCode).toBe(201);
    const applied = await apply(api, { name: 'Maria Lungu', phone, email: 'maria@mail.md' });
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await send(api, '/feedbacks/subscribe/', { email: 'outbox@mail.md' })).statusCode).toBe(201);

    // Every request answered at once; each e-mail was tried (the worker was woken by the commit) and waits.
    await api.app.outbox.drain();
    const waiting = await outboxRows(before);
    expect(waiting.map((row) => row.kind).sort()).toEqual([
      'lead.shop',
      'lead.shop',
      'lead.shop',
      'lead.shop',
      'order.customer',
      'order.shop',
      'subscription.shop',
    ]);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null, lockedUntil: null });
      expect(row.lastError).toMatch(/451/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    expect(smtp.received.length).toBe(received);
    expect(
      waiting
        .filter((row) => row.ref === `order:${order.id}`)
        .map((row) => row.to)
        .sort(),
    ).toEqual(['info@vitrina.md', 'ion.popescu@mail.md']);

    // The server is back; the retries are due (the test moves them up rather than waiting 30 s).
    smtp.refusing = false;
    await api.database.db
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(sql`${outboxMessages.id} > ${before}`);
    await api.app.outbox.drain();

    const delivered = await outboxRows(before);
    expect(delivered.map((row) => [row.status, row.attempts])).toEqual(delivered.map(() => ['sent', 2]));
    const mails = await Promise.all(
      smtp.received.slice(received).map((message) => simpleParser(message.raw)),
    );
    expect(mails).toHaveLength(7);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(7);
    const subjects = mails.map((mail) => mail.subject ?? '');
    expect(subjects.filter((subject) => subject.includes(order.number))).toHaveLength(2);
    const vacancy = mails.find((mail) => mail.subject?.includes('Maria Lungu'));
    expect(vacancy?.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(vacancy?.attachments[0]?.content.toString('latin1')).toMatch(/^%PDF-/);
  });

  it('shows each request in the inbox as a new lead that the e-mail to the shop names', async () => {
    smtp.refusing = false;
    const before = await lastOutboxId();
    const call = { client_name: 'Petru Lead', client_phone: '+373 (691) 555-44' };
    const answer = await send(api, '/calculator/order-call/', call, 'ru');
    expect(answer.statusCode).toBe(201);
    const sourceId = (answer.json() as { id: number }).id;
    const [lead] = await api.database.db.select().from(leads).where(eq(leads.sourceId, sourceId));
    expect(lead).toMatchObject({
      kind: 'order_call',
      status: 'new',
      name: 'Petru Lead',
      phone: '+373 (691) 555-44',
      email: '',
      locale: 'ru',
    });
    const [mail] = await outboxRows(before);
    expect(mail).toMatchObject({ kind: 'lead.shop', ref: `lead:${lead?.id}` });
    expect(await api.database.db.select().from(orderCalls).where(eq(orderCalls.id, sourceId))).toHaveLength(
      1,
    );
  });

  it('stores nothing of a form or an order whose e-mail cannot be written', async () => {
    // Without SHOP_EMAIL and the site's contact address, the shop's e-mail has no recipient.
    const contacts = await api.database.db.delete(siteContacts).returning();
    const counts = async () => ({
      requests: await count('callback_requests'),
      leads: await count('leads'),
      orders: await count('orders'),
      outbox: await count('outbox_messages'),
    });
    const cart = await readyCart(api, 'ion.popescu@mail.md');
    const before = await counts();
    try {
      expect((await send(api, '/feedbacks/callback/', { phone: '+373 (781) 000-99' })).statusCode).toBe(500);
      expect((await cart.placeOrder()).statusCode).toBe(500);
      expect(await counts()).toEqual(before);
      const [kept] = await api.database.db.select().from(carts).where(eq(carts.id, cart.id));
      expect(kept?.placedOrderId).toBeNull();
    } finally {
      await api.database.db.insert(siteContacts).values(contacts);
    }
    // With the address back, the same cart is placed with both of its e-mails.
    expect((await cart.placeOrder()).statusCode).toBe(201);
    expect((await counts()).outbox).toBe((before.outbox ?? 0) + 2);
  });

  it("stores nothing of a request whose lead cannot be written, nor the request's e-mail", async () => {
    const phone = '+373 (699) 999-98';
    await api.database.db.execute(
      sql.raw(`alter table leads add constraint leads_test_refused check (phone <> '${phone}') not valid`),
    );
    const outbox = await count('outbox_messages');
    try {
      expect((await send(api, '/feedbacks/callback/', { phone })).statusCode).toBe(500);
    } finally {
      await api.database.db.execute(sql`alter table leads drop constraint leads_test_refused`);
    }
    expect(
      await api.database.db.select().from(callbackRequests).where(eq(callbackRequests.phone, phone)),
    ).toEqual([]);
    expect(await count('outbox_messages')).toBe(outbox);
  });
});
