import { createHash } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  createPayments,
  PaymentProviderError,
  type Payments,
  payAgainKey,
  paymentOptions,
} from '../src/modules/payments';
import type { MaibSettings } from '../src/modules/payments/maib';
import { maibProvider } from '../src/modules/payments/maib';
import type { StartPaymentInput } from '../src/modules/payments/provider';
import { isSignatureOf, signResult } from '../src/modules/payments/signature';
import { engines, type TestDatabase } from './support/databases';
import { type FakeMaib, maibSignature, startFakeMaib } from './support/fake-maib';
import { orderState, placeOrder, startInput } from './support/payment-orders';

const publicOrigin = 'http://localhost:3000';

const settingsOf = (fake: FakeMaib, overrides: Partial<MaibSettings> = {}): MaibSettings => ({
  provider: 'maib',
  apiUrl: fake.apiUrl,
  projectId: fake.projectId,
  projectSecret: fake.projectSecret,
  signatureKey: fake.signatureKey,
  ...overrides,
});

const paymentInput = (overrides: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
  orderId: '42',
  amount: 123_45,
  currency: 'EUR',
  description: 'Comanda T-42',
  language: 'ro',
  clientIp: '203.0.113.7',
  clientName: 'Ion Popescu',
  email: 'ion@example.md',
  phone: '+37369123456',
  okUrl: `${publicOrigin}/?success_order=True&orderId=42`,
  failUrl: `${publicOrigin}/?success_order=False&orderId=42`,
  callbackUrl: 'http://127.0.0.1:4000/calculator/payments/maib/callback/',
  ...overrides,
});

describe('maib callback signature', () => {
  it("is maib's documented sha256 over the values sorted by key name, then the key, base64", () => {
    const result = {
      payId: 'f16a9006-128a-46bc-8e2a-77a6ee99df75',
      orderId: '123',
      status: 'OK',
      statusCode: '000',
      statusMessage: 'Approved',
      threeDs: 'AUTHENTICATED',
      rrn: '331711380059',
      approval: '327593',
      cardNumber: '510218******1124',
      amount: 10.25,
      currency: 'EUR',
    };
    // amount, approval, cardNumber, currency, orderId, payId, rrn, status, statusCode, statusMessage, threeDs
    const text =
      '10.25:327593:510218******1124:EUR:123:f16a9006-128a-46bc-8e2a-77a6ee99df75:331711380059:OK:000:Approved:AUTHENTICATED:key';
    const expected = createHash('sha256').update(text).digest('base64');
    expect(signResult(result, 'key')).toBe(expected);
    expect(maibSignature(result, 'key')).toBe(expected);
    expect(isSignatureOf(result, expected, 'key')).toBe(true);
    expect(isSignatureOf(result, expected, 'other-key')).toBe(false);
    expect(isSignatureOf({ ...result, amount: 10.26 }, expected, 'key')).toBe(false);
    expect(isSignatureOf(result, expected.slice(1), 'key')).toBe(false);
    expect(isSignatureOf(result, undefined, 'key')).toBe(false);
  });
});

describe('maib provider against a fake maib', () => {
  let fake: FakeMaib;
  beforeAll(async () => {
    fake = await startFakeMaib();
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('pays with one token for two payments, amounts in decimal euros, pay-info without a body', async () => {
    const provider = maibProvider(settingsOf(fake));
    const before = fake.tokensIssued();
    const first = await provider.startPayment(paymentInput());
    const second = await provider.startPayment(paymentInput({ orderId: '43', amount: 100_00 }));
    expect(fake.tokensIssued() - before).toBe(1);
    expect(first.payId).not.toBe(second.payId);
    expect(first.payUrl).toMatch(/^https:\/\/maib\.ecommerce\.md\//);

    const pay = fake.requests.filter((request) => request.path === '/v1/pay').at(-2);
    expect(JSON.parse(pay?.body ?? '{}')).toMatchObject({
      amount: 123.45,
      currency: 'EUR',
      clientIp: '203.0.113.7',
      language: 'ro',
      orderId: '42',
      callbackUrl: 'http://127.0.0.1:4000/calculator/payments/maib/callback/',
    });
    expect(pay?.headers.authorization).toMatch(/^Bearer /);

    expect(await provider.payInfo(first.payId)).toEqual({
      payId: first.payId,
      orderId: '42',
      status: 'CREATED',
      amount: 123_45,
      currency: 'EUR',
    });
    const info = fake.requests.find((request) => request.path === `/v1/pay-info/${first.payId}`);
    expect(info?.headers['content-type']).toBeUndefined();
    expect(info?.body).toBe('');
  });

  it('asks for a new token once the old one is about to expire, and once more after a 401', async () => {
    let clock = 1_000_000;
    const provider = maibProvider(settingsOf(fake), { now: () => clock });
    const start = fake.tokensIssued();
    await provider.startPayment(paymentInput());
    clock += 260_000; // the token lives 300 s; within 30 s of the end it is renewed
    await provider.startPayment(paymentInput());
    expect(fake.tokensIssued() - start).toBe(1);
    clock += 20_000;
    await provider.startPayment(paymentInput());
    expect(fake.tokensIssued() - start).toBe(2);
    fake.revokeTokens();
    await provider.startPayment(paymentInput());
    expect(fake.tokensIssued() - start).toBe(3);
  });

  it("turns maib's error answers into clear errors that reveal no secret", async () => {
    const wrongSecret = maibProvider(settingsOf(fake, { projectSecret: 'not-the-secret' }));
    const refused = wrongSecret.startPayment(paymentInput());
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refused).rejects.toThrow(
      'maib POST /generate-token failed (HTTP 401): 11001 Invalid credentials. Please check projectId and projectSecret',
    );
    await expect(refused).rejects.not.toThrow(/not-the-secret/);

    const provider = maibProvider(settingsOf(fake));
    await expect(provider.startPayment(paymentInput({ currency: 'XYZ' as 'EUR' }))).rejects.toThrow(
      'maib POST /pay failed (HTTP 400): 12005 Parameter currency is invalid. Possible values: MDL, EUR, USD',
    );
    await expect(provider.payInfo('00000000-0000-0000-0000-000000000000')).rejects.toThrow(
      'maib GET /pay-info failed (HTTP 404): 13002 Payment ID 00000000-0000-0000-0000-000000000000 not found',
    );
    fake.failNext('pay', 502, '<html>Bad gateway</html>');
    await expect(provider.startPayment(paymentInput())).rejects.toThrow(
      'maib POST /pay failed (HTTP 502): the answer is not JSON',
    );
  });

  it('gives up on a bank that does not answer in time', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket)); // accepts connections, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const provider = maibProvider(settingsOf(fake, { apiUrl: `http://127.0.0.1:${port}/v1` }), {
        timeoutMs: 200,
      });
      await expect(provider.startPayment(paymentInput())).rejects.toThrow(
        'maib POST /generate-token timed out after 200 ms',
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('unwraps an IPv4-mapped client address and sends the loopback for an IPv6 one (maib takes IPv4 only)', async () => {
    const provider = maibProvider(settingsOf(fake));
    await provider.startPayment(paymentInput({ clientIp: '::ffff:198.51.100.4' }));
    expect(JSON.parse(fake.requests.at(-1)?.body ?? '{}').clientIp).toBe('198.51.100.4');
    await provider.startPayment(paymentInput({ clientIp: '2001:db8::1' }));
    expect(JSON.parse(fake.requests.at(-1)?.body ?? '{}').clientIp).toBe('127.0.0.1');
  });

  it('refunds once; a second refund is REVERSED', async () => {
    const provider = maibProvider(settingsOf(fake));
    const { payId } = await provider.startPayment(paymentInput());
    await expect(provider.refund(payId, 100)).rejects.toThrow(
      '13117 Refund is not allowed for payment in CREATED status',
    );
    const payment = fake.payments.get(payId);
    if (payment) payment.status = 'OK';
    expect(await provider.refund(payId, 100)).toEqual({ status: 'OK' });
    expect(JSON.parse(fake.requests.at(-1)?.body ?? '{}')).toEqual({ payId, refundAmount: 1 });
    expect(await provider.refund(payId, 100)).toEqual({ status: 'REVERSED' });
  });
});

/** A port nobody listens on now, so the API's public URL is known before the app is built. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.each(engines)('maib end to end over HTTP on $name', (engine) => {
  let fake: FakeMaib;
  let opened: TestDatabase;
  let app: FastifyInstance;
  let payments: Payments;

  beforeAll(async () => {
    fake = await startFakeMaib();
    opened = await engine.open();
    const apiPublicUrl = `http://127.0.0.1:${await freePort()}`;
    const config = {
      frontendKey: 'test-frontend-key',
      publicOrigin,
      logLevel: 'silent' as const,
      apiPublicUrl,
      payments: settingsOf(fake),
      bonusRateBasisPoints: 500,
    };
    app = await buildApp({ config, database: opened.database, cache: null, logger: false });
    await app.listen({ port: Number(new URL(apiPublicUrl).port), host: '127.0.0.1' });
    payments = createPayments({
      database: opened.database,
      ...paymentOptions(config),
      mail: { shopEmail: 'comenzi@vitrina.md', outbox: app.outbox, payAgainKey: payAgainKey('maib-test') },
    });
  });
  afterAll(async () => {
    await app?.close();
    await opened?.drop();
    await fake?.close();
  });

  const started = async (locale: 'ro' | 'ru' = 'ro') => {
    const order = await placeOrder(opened.database, { locale });
    const { payUrl } = await payments.start(startInput(order, locale));
    const payId = [...fake.payments.values()].find((payment) => payment.orderId === String(order.id))?.payId;
    if (!payId) throw new Error('the fake bank has no payment for the order');
    return { order, payUrl, payId };
  };

  it("pays on the bank's signed callback, credits the bonus once, and ignores the bank's retries", async () => {
    const { order, payUrl, payId } = await started('ru');
    expect(payUrl).toContain(payId);
    expect(fake.payments.get(payId)).toMatchObject({
      amount: order.grandTotal / 100,
      language: 'ru',
      okUrl: `${publicOrigin}/ru/?success_order=True&orderId=${order.id}`,
      callbackUrl: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/calculator\/payments\/maib\/callback\/$/,
      ),
    });
    expect(await payments.start(startInput(order, 'ru'))).toEqual({ payUrl });

    const answer = await fake.complete(payId, 'OK');
    expect(answer).toEqual({ statusCode: 200, body: '{"ok":true}' });
    const paid = await orderState(opened.database, order.id);
    expect(paid.order?.status).toBe('paid');
    expect(paid.payments[0]).toMatchObject({
      status: 'ok',
      result: expect.objectContaining({ rrn: '331711380059' }),
    });
    // 5 % of the 1000.00 € paid for goods.
    expect(paid.bonus).toEqual([expect.objectContaining({ points: 5000, reason: 'earned' })]);

    for (let retry = 0; retry < 3; retry += 1)
      expect((await fake.deliver(payId, fake.callbackFor(payId))).statusCode).toBe(200);
    const later = await orderState(opened.database, order.id);
    expect(later.bonus).toHaveLength(1);
    expect(later.order?.paidAt).toEqual(paid.order?.paidAt);

    expect(await payments.refund(order.id)).toEqual({ status: 'OK', refunded: order.grandTotal });
    expect(fake.payments.get(payId)?.refundAmount).toBe(order.grandTotal / 100);
  });

  it('marks a declined or timed-out payment as failed', async () => {
    const declined = await started();
    expect((await fake.complete(declined.payId, 'DECLINED')).statusCode).toBe(200);
    let state = await orderState(opened.database, declined.order.id);
    expect(state.order?.status).toBe('payment_failed');
    expect(state.payments[0]?.status).toBe('declined');
    expect(state.bonus).toHaveLength(0);

    const timedOut = await started();
    expect((await fake.complete(timedOut.payId, 'TIMEOUT')).statusCode).toBe(200);
    state = await orderState(opened.database, timedOut.order.id);
    expect(state.order?.status).toBe('payment_failed');
    expect(state.payments[0]?.status).toBe('failed');
  });

  it('changes nothing for forged, altered or unconfirmed callbacks', async () => {
    const { order, payId } = await started();
    const untouched = async () => {
      const state = await orderState(opened.database, order.id);
      expect(state.order?.status).toBe('placed');
      expect(state.payments.map((payment) => payment.status)).toEqual(['created']);
      expect(state.bonus).toHaveLength(0);
    };

    // Signed with another key; altered after signing.
    expect(
      (await fake.deliver(payId, fake.callbackFor(payId, { status: 'OK' }, 'guessed-key'))).statusCode,
    ).toBe(400);
    const signedDecline = fake.callbackFor(payId, { status: 'DECLINED' });
    const altered = { ...signedDecline, result: { ...signedDecline.result, status: 'OK' } };
    expect((await fake.deliver(payId, altered)).statusCode).toBe(400);
    const cheaper = fake.callbackFor(payId, { status: 'OK' });
    expect(
      (await fake.deliver(payId, { ...cheaper, result: { ...cheaper.result, amount: 1 } })).statusCode,
    ).toBe(400);
    await untouched();

    // Correctly signed "OK", but the bank's pay-info still says CREATED.
    expect((await fake.deliver(payId, fake.callbackFor(payId, { status: 'OK' }))).statusCode).toBe(200);
    await untouched();

    // pay-info says OK, but for another amount than the order's.
    const payment = fake.payments.get(payId);
    if (!payment) throw new Error('no payment');
    payment.status = 'OK';
    payment.payInfoOverride = { amount: 10.49 };
    expect((await fake.deliver(payId, fake.callbackFor(payId))).statusCode).toBe(200);
    await untouched();
    payment.payInfoOverride = { amount: '1049.001' };
    expect((await fake.deliver(payId, fake.callbackFor(payId))).statusCode).toBe(200);
    await untouched();

    // The bank cannot be asked: 502 so that it calls again; nothing changes meanwhile.
    payment.payInfoOverride = {};
    fake.failNext('pay-info', 500, {
      ok: false,
      errors: [{ errorCode: '10000', errorMessage: 'Internal error' }],
    });
    const unconfirmed = await fake.deliver(payId, fake.callbackFor(payId));
    expect(unconfirmed.statusCode).toBe(502);
    await untouched();

    // The retry, once the bank answers, pays.
    expect((await fake.deliver(payId, fake.callbackFor(payId))).statusCode).toBe(200);
    expect((await orderState(opened.database, order.id)).order?.status).toBe('paid');
  });

  it('accepts the amount as maib writes it, 1049 for 1049.00', async () => {
    const { order, payId } = await started();
    const payment = fake.payments.get(payId);
    if (!payment) throw new Error('no payment');
    expect(payment.amount).toBe(1049);
    payment.payInfoOverride = { amount: '1049.00' };
    expect((await fake.complete(payId, 'OK')).statusCode).toBe(200);
    expect((await orderState(opened.database, order.id)).order?.status).toBe('paid');
  });

  it('answers 404 to the sandbox callback path and has no sandbox page when maib is the provider', async () => {
    const { payId } = await started();
    const sandbox = await app.inject({
      method: 'POST',
      url: '/calculator/payments/sandbox/callback/',
      payload: fake.callbackFor(payId),
    });
    expect(sandbox.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/payments/sandbox/${payId}` })).statusCode).toBe(404);
  });
});
