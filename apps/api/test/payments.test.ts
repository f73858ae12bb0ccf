import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatEuro } from '@vitrina/locale';
import { bonusEarned } from '@vitrina/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, outboxMessages, sandboxBankPayments } from '../src/db/schema';
import {
  createPayments,
  PaymentError,
  type Payments,
  payAgainKey,
  paymentOptions,
  sandboxKeyFile,
  signPayAgain,
  withSandboxKey,
} from '../src/modules/payments';
import { signResult } from '../src/modules/payments/signature';
import { isExemptFromFrontendKey } from '../src/plugins/frontend-key';
import { frontendKey, type TestApi, testAuthSecret, useApi } from './support/api';
import { engines } from './support/databases';
import { placeOrder, startInput, orderState as stateOf, totals } from './support/payment-orders';

const publicOrigin = 'http://localhost:3000';
const callbackUrl = '/calculator/payments/sandbox/callback/';
const earned = bonusEarned(totals, 300);

/** The sandbox's key in these tests, given to the app and to the tests' own service alike. */
const sandboxSignatureKey = 'payments-test-sandbox-signature-key-0123456789';
const sandbox = { provider: 'sandbox', signatureKey: sandboxSignatureKey } as const;

describe.each(engines)('payments (sandbox bank) on $name', (engine) => {
  const api = useApi(engine, { payments: sandbox });
  // The same service buildApp creates from the same settings: state lives in the database.
  const service = (): Payments =>
    createPayments({
      database: api.database,
      ...paymentOptions({ publicOrigin, payments: sandbox }),
      mail: { shopEmail: 'comenzi@vitrina.md', outbox: api.app.outbox, payAgainKey: payAgainKey('test') },
    });

  const orderState = (orderId: number) => stateOf(api.database, orderId);
  const pathOf = (payUrl: string) => new URL(payUrl).pathname;
  const payIdOf = (payUrl: string) => pathOf(payUrl).split('/').pop() as string;
  const press = (api: TestApi, payUrl: string, button: 'pay' | 'decline') =>
    api.inject({
      method: 'POST',
      url: `${pathOf(payUrl)}/${button}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  const postCallback = (payload: unknown, url = callbackUrl) =>
    api.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  const signedCallback = (result: Record<string, unknown>, key = sandboxSignatureKey) => ({
    result,
    signature: signResult(result, key),
  });
  const callbackResult = (payId: string, orderId: number, overrides: Record<string, unknown> = {}) => ({
    payId,
    orderId: String(orderId),
    status: 'OK',
    statusCode: '000',
    statusMessage: 'Approved',
    threeDs: 'AUTHENTICATED',
    rrn: '123456789012',
    approval: 'ABC123',
    cardNumber: '411111******1111',
    amount: totals.grandTotal / 100,
    currency: 'EUR',
    ...overrides,
  });

  describe('start', () => {
    it('opens one payment per order at the sandbox bank, with the storefront return URLs', async () => {
      const order = await placeOrder(api.database);
      const { payUrl } = await service().start(startInput(order));
      expect(payUrl).toMatch(/^http:\/\/localhost:4000\/payments\/sandbox\/[0-9a-f-]{36}$/);
      // Idempotent: a repeated create-order gets the same page, not a second payment.
      expect((await service().start(startInput(order))).payUrl).toBe(payUrl);
      const state = await orderState(order.id);
      expect(state.payments).toHaveLength(1);
      expect(state.payments[0]).toMatchObject({
        provider: 'sandbox',
        payId: payIdOf(payUrl),
        amount: order.grandTotal,
        currency: 'EUR',
        status: 'created',
      });
      const [bank] = await api.database.db
        .select()
        .from(sandboxBankPayments)
        .where(eq(sandboxBankPayments.payId, payIdOf(payUrl)));
      expect(bank).toMatchObject({
        orderId: String(order.id),
        amount: order.grandTotal,
        status: 'CREATED',
        okUrl: `${publicOrigin}/?success_order=True&orderId=${order.id}`,
        failUrl: `${publicOrigin}/?success_order=False&orderId=${order.id}`,
        callbackUrl: `http://localhost:4000${callbackUrl}`,
      });
    });

    it('sends a Russian customer back to /ru', async () => {
      const order = await placeOrder(api.database, { locale: 'ru' });
      const { payUrl } = await service().start(startInput(order, 'ru'));
      const [bank] = await api.database.db
        .select()
        .from(sandboxBankPayments)
        .where(eq(sandboxBankPayments.payId, payIdOf(payUrl)));
      expect(bank?.okUrl).toBe(`${publicOrigin}/ru/?success_order=True&orderId=${order.id}`);
      expect(bank?.failUrl).toBe(`${publicOrigin}/ru/?success_order=False&orderId=${order.id}`);
    });

    it('refuses an unknown order and an amount that is not the grand total', async () => {
      const order = await placeOrder(api.database);
      await expect(service().start({ ...startInput(order), orderId: 2_000_000 })).rejects.toMatchObject({
        code: 'order_not_found',
      });
      await expect(service().start({ ...startInput(order), amount: 100 })).rejects.toMatchObject({
        code: 'amount_mismatch',
      });
      expect((await orderState(order.id)).payments).toHaveLength(0);
    });
  });

  describe('hosted page', () => {
    it('shows the order and the amount in Romanian, with its own policy, without the frontend key', async () => {
      const order = await placeOrder(api.database);
      const { payUrl } = await service().start(startInput(order));
      const page = await api.inject({ method: 'GET', url: pathOf(payUrl) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<html lang="ro">');
      expect(page.body).toContain(`Comanda ${order.number}`);
      expect(page.body).toContain(formatEuro(order.grandTotal, 'ro', 'always'));
      expect(page.body).toContain(`action="${pathOf(payUrl)}/pay"`);
      expect(page.body).toContain(`action="${pathOf(payUrl)}/decline"`);
      expect(page.body).toMatch(/<button type="submit" class="pay">Plătește [^<]+<\/button>/);
      expect(page.body).toContain('Refuză plata');
      const policy = String(page.headers['content-security-policy']);
      const nonce = /style-src 'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(page.body).toContain(`<style nonce="${nonce}">`);
      expect(policy).toContain(`form-action 'self' ${publicOrigin}`);
      expect(policy).toContain("default-src 'none'");
      expect(policy).not.toContain('script-src');
    });

    it('speaks Russian for a Russian payment, whatever the browser asks', async () => {
      const order = await placeOrder(api.database, { locale: 'ru' });
      const { payUrl } = await service().start(startInput(order, 'ru'));
      const page = await api.inject({
        method: 'GET',
        url: pathOf(payUrl),
        headers: { 'accept-language': 'ro' },
      });
      expect(page.body).toContain('<html lang="ru">');
      expect(page.body).toContain(formatEuro(order.grandTotal, 'ru', 'always'));
      expect(page.body).toContain('Оплатить');
      expect(page.body).toContain('Отказаться от оплаты');
      expect(page.body).not.toMatch(/Plătește|Refuză/);
    });

    it('answers an unknown payment with a 404 page', async () => {
      for (const url of ['/payments/sandbox/no-such-payment', '/payments/sandbox/no-such-payment/pay']) {
        const method = url.endsWith('/pay') ? 'POST' : 'GET';
        const page = await api.inject({ method, url, headers: { 'accept-language': 'ru' } });
        expect(page.statusCode, url).toBe(404);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).toContain('Оплаты с таким идентификатором нет.');
      }
    });
  });

  describe('pay and decline', () => {
    it('pays: the bank calls back, the order is paid, the bonus credited once; a second press changes nothing', async () => {
      const order = await placeOrder(api.database);
      const { payUrl } = await service().start(startInput(order));
      const paid = await press(api, payUrl, 'pay');
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`${publicOrigin}/?success_order=True&orderId=${order.id}`);

      const after = await orderState(order.id);
      expect(after.order?.status).toBe('paid');
      expect(after.order?.paidAt).toBeInstanceOf(Date);
      expect(after.payments[0]).toMatchObject({
        status: 'ok',
        result: expect.objectContaining({ status: 'OK' }),
      });
      expect(after.bonus).toEqual([
        expect.objectContaining({ userId: order.userId, points: earned, reason: 'earned' }),
      ]);
      expect(earned).toBe(3000);

      for (const button of ['pay', 'decline'] as const) {
        const again = await press(api, payUrl, button);
        expect(again.statusCode).toBe(303);
        expect(again.headers.location).toBe(`${publicOrigin}/?success_order=True&orderId=${order.id}`);
      }
      const later = await orderState(order.id);
      expect(later.order?.status).toBe('paid');
      expect(later.order?.paidAt).toEqual(after.order?.paidAt);
      expect(later.bonus).toHaveLength(1);

      // The page now shows the outcome instead of buttons, and paying again is refused.
      const page = await api.inject({ method: 'GET', url: pathOf(payUrl) });
      expect(page.body).toContain('Plata a fost efectuată.');
      expect(page.body).not.toContain('<form');
      await expect(service().start(startInput(order))).rejects.toBeInstanceOf(PaymentError);
      await expect(service().start(startInput(order))).rejects.toMatchObject({ code: 'order_paid' });
    });

    it('credits no bonus to a guest and none when nothing was paid for goods', async () => {
      const guest = await placeOrder(api.database, { registered: false });
      await press(api, (await service().start(startInput(guest))).payUrl, 'pay');
      expect((await orderState(guest.id)).order?.status).toBe('paid');
      expect((await orderState(guest.id)).bonus).toHaveLength(0);

      const deliveryOnly = await placeOrder(api.database, { grandTotal: totals.delivery });
      await press(api, (await service().start(startInput(deliveryOnly))).payUrl, 'pay');
      expect((await orderState(deliveryOnly.id)).order?.status).toBe('paid');
      expect((await orderState(deliveryOnly.id)).bonus).toHaveLength(0);
    });

    it('declines: payment_failed, no bonus; a new payment can then pay the order', async () => {
      const order = await placeOrder(api.database, { locale: 'ru' });
      const first = await service().start(startInput(order, 'ru'));
      const declined = await press(api, first.payUrl, 'decline');
      expect(declined.statusCode).toBe(303);
      expect(declined.headers.location).toBe(`${publicOrigin}/ru/?success_order=False&orderId=${order.id}`);
      let state = await orderState(order.id);
      expect(state.order?.status).toBe('payment_failed');
      expect(state.order?.paidAt).toBeNull();
      expect(state.payments[0]?.status).toBe('failed');
      expect(state.bonus).toHaveLength(0);

      // Pay pressed on the declined page: the bank's decision stands.
      expect((await press(api, first.payUrl, 'pay')).headers.location).toContain('success_order=False');
      expect((await orderState(order.id)).order?.status).toBe('payment_failed');

      const second = await service().start(startInput(order, 'ru'));
      expect(second.payUrl).not.toBe(first.payUrl);
      expect((await press(api, second.payUrl, 'pay')).headers.location).toContain('success_order=True');
      state = await orderState(order.id);
      expect(state.order?.status).toBe('paid');
      expect(state.bonus).toHaveLength(1);
    });
  });

  describe('e-mails and pay again', () => {
    const mailsOf = (orderId: number) =>
      api.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.ref, `order:${orderId}`))
        .orderBy(outboxMessages.id);
    const linkIn = (text: string) => {
      const match = /http:\/\/localhost:4000(\/payments\/pay-again\/[^\s]+)/.exec(text);
      if (!match?.[1]) throw new Error(`no pay-again link in ${text}`);
      return match[1];
    };

    it('tells a paying customer once that the payment was received, replays and a second press included', async () => {
      const order = await placeOrder(api.database);
      const { payUrl } = await service().start(startInput(order));
      await press(api, payUrl, 'pay');
      await press(api, payUrl, 'pay');
      const mails = await mailsOf(order.id);
      expect(mails.map((mail) => mail.kind)).toEqual(['order.paid']);
      expect(mails[0]).toMatchObject({
        to: 'ion@example.md',
        // The site's contact address: this app has no SHOP_EMAIL.
        replyTo: 'info@vitrina.md',
        subject: `Plata comenzii nr. ${order.number} a fost primită — Vitrina`,
      });
      expect(mails[0]?.text).toContain(
        `Am primit plata cu cardul de ${formatEuro(order.grandTotal, 'ro', 'always')}`,
      );
      expect(mails[0]?.html).toContain('lang="ro"');
    });

    it("sends a declined customer a link in their language that opens a new payment of the API's amount", async () => {
      const order = await placeOrder(api.database, { locale: 'ru' });
      const first = await service().start(startInput(order, 'ru'));
      await press(api, first.payUrl, 'decline');
      await press(api, first.payUrl, 'decline');
      const [declined, ...rest] = await mailsOf(order.id);
      expect(rest).toEqual([]);
      expect(declined).toMatchObject({
        kind: 'order.payment_failed',
        to: 'ion@example.md',
        subject: `Оплата заказа № ${order.number} не прошла — Vitrina`,
      });
      const link = linkIn(declined?.text ?? '');
      expect(declined?.html).toContain(`href="http://localhost:4000${link}"`);
      expect(declined?.html).toContain('Оплатить снова');

      // Opened without the storefront's key, as a mail client opens it.
      const opened = await api.app.inject({ method: 'GET', url: link });
      expect(opened.statusCode).toBe(303);
      const second = opened.headers.location as string;
      expect(second).not.toBe(first.payUrl);
      const [bank] = await api.database.db
        .select()
        .from(sandboxBankPayments)
        .where(eq(sandboxBankPayments.payId, payIdOf(second)));
      expect(bank).toMatchObject({ amount: order.grandTotal, language: 'ru', orderId: String(order.id) });
      // Opened twice, the link gives the same open payment.
      expect((await api.app.inject({ method: 'GET', url: link })).headers.location).toBe(second);

      await press(api, second, 'pay');
      expect((await orderState(order.id)).order?.status).toBe('paid');
      expect((await mailsOf(order.id)).map((mail) => mail.kind)).toEqual([
        'order.payment_failed',
        'order.paid',
      ]);
      const paidMail = (await mailsOf(order.id))[1];
      expect(paidMail?.subject).toBe(`Оплата заказа № ${order.number} получена — Vitrina`);

      // Paid now: the link leads to the storefront's thanks, and opens no payment.
      const afterPaid = await api.app.inject({ method: 'GET', url: link });
      expect(afterPaid.statusCode).toBe(303);
      expect(afterPaid.headers.location).toBe(`${publicOrigin}/ru/?success_order=True&orderId=${order.id}`);
      expect((await orderState(order.id)).payments).toHaveLength(2);
    });

    it('opens nothing for a forged link or an order that no longer awaits payment', async () => {
      const order = await placeOrder(api.database);
      const other = await placeOrder(api.database);
      const forged = `/payments/pay-again/${signPayAgain(payAgainKey('not the shop secret'), order.id)}`;
      const wrongOrder = `/payments/pay-again/${order.id}.${signPayAgain(payAgainKey(testAuthSecret), other.id).split('.')[1]}`;
      for (const url of [forged, wrongOrder, '/payments/pay-again/abc', `/payments/pay-again/${order.id}`]) {
        const answer = await api.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.headers['content-type']).toContain('text/html');
      }
      expect((await orderState(order.id)).payments).toHaveLength(0);

      await api.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
      const closed = await api.app.inject({
        method: 'GET',
        url: `/payments/pay-again/${signPayAgain(payAgainKey(testAuthSecret), order.id)}`,
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.body).toContain('Comanda nu mai poate fi achitată');
      expect((await orderState(order.id)).payments).toHaveLength(0);
    });
  });

  describe('forged callbacks change nothing', () => {
    const unchanged = async (orderId: number) => {
      const state = await orderState(orderId);
      expect(state.order?.status).toBe('placed');
      expect(state.order?.paidAt).toBeNull();
      expect(state.payments.map((payment) => payment.status)).toEqual(['created']);
      expect(state.bonus).toHaveLength(0);
    };
    const opened = async () => {
      const order = await placeOrder(api.database);
      const { payUrl } = await service().start(startInput(order));
      return { order, payId: payIdOf(payUrl) };
    };

    it('refuses a wrong, missing or foreign-key signature with 400', async () => {
      const { order, payId } = await opened();
      const result = callbackResult(payId, order.id);
      const real = signResult(result, sandboxSignatureKey);
      const forgeries = [
        { result, signature: createHash('sha256').update('guess').digest('base64') },
        // One character changed (a fixed replacement could equal the real one).
        { result, signature: `${real.startsWith('A') ? 'B' : 'A'}${real.slice(1)}` },
        { result, signature: real.slice(0, 20) },
        { result, signature: '' },
        { result },
        signedCallback(result, 'someone-elses-key'),
        { result: { ...result, nested: { a: { b: { c: { d: { e: 'deep' } } } } } }, signature: real },
      ];
      for (const forgery of forgeries) {
        const response = await postCallback(forgery);
        expect(response.statusCode, JSON.stringify(forgery)).toBe(400);
      }
      expect((await postCallback(forgeries[0])).json()).toEqual({
        detail: 'Semnătura notificării de plată lipsește sau este greșită.',
      });
      await unchanged(order.id);
    });

    it('refuses a signed callback whose amount or status was altered afterwards', async () => {
      const { order, payId } = await opened();
      const declined = signedCallback(callbackResult(payId, order.id, { status: 'DECLINED' }));
      const altered = [
        { ...declined, result: { ...declined.result, status: 'OK' } },
        { ...declined, result: { ...declined.result, amount: 0.01 } },
        { ...declined, result: { ...declined.result, extra: 'field' } },
      ];
      for (const forgery of altered) expect((await postCallback(forgery)).statusCode).toBe(400);
      await unchanged(order.id);
    });

    it("pays nothing on a correctly signed OK while the bank's pay-info says CREATED", async () => {
      const { order, payId } = await opened();
      const response = await postCallback(signedCallback(callbackResult(payId, order.id)));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      await unchanged(order.id);
    });

    it('pays nothing when the bank confirms OK for another amount, currency or order', async () => {
      const { order, payId } = await opened();
      const bank = (values: Partial<typeof sandboxBankPayments.$inferInsert>) =>
        api.database.db.update(sandboxBankPayments).set(values).where(eq(sandboxBankPayments.payId, payId));
      for (const disagreement of [{ amount: 100 }, { currency: 'MDL' }, { orderId: '999999' }]) {
        await bank({
          status: 'OK',
          amount: order.grandTotal,
          currency: 'EUR',
          orderId: String(order.id),
          ...disagreement,
        });
        const response = await postCallback(signedCallback(callbackResult(payId, order.id)));
        expect(response.statusCode).toBe(200);
        await unchanged(order.id);
      }
    });

    it('answers 404 to an authentic callback for an unknown payment, and to a provider not in use', async () => {
      const { order, payId } = await opened();
      const stranger = signedCallback(callbackResult('00000000-0000-0000-0000-000000000000', order.id));
      expect((await postCallback(stranger)).statusCode).toBe(404);
      const maib = await postCallback(
        signedCallback(callbackResult(payId, order.id)),
        '/calculator/payments/maib/callback/',
      );
      expect(maib.statusCode).toBe(404);
      // Not a provider of ours: not even exempt from the storefront's key.
      expect((await postCallback({}, '/calculator/payments/paypal/callback/')).statusCode).toBe(403);
      await unchanged(order.id);
    });

    it('credits once for a replayed callback and for two callbacks at the same time', async () => {
      const { order, payId } = await opened();
      // The bank has the payment OK, its callback not delivered yet: two deliveries race.
      await api.database.db
        .update(sandboxBankPayments)
        .set({ status: 'OK' })
        .where(eq(sandboxBankPayments.payId, payId));
      const callback = signedCallback(callbackResult(payId, order.id));
      const answers = await Promise.all([
        postCallback(callback),
        postCallback(callback),
        postCallback(callback),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const first = await orderState(order.id);
      expect(first.order?.status).toBe('paid');
      expect(first.bonus).toHaveLength(1);

      const replay = await postCallback(callback);
      expect(replay.statusCode).toBe(200);
      const later = await orderState(order.id);
      expect(later.bonus).toHaveLength(1);
      expect(later.order?.paidAt).toEqual(first.order?.paidAt);
    });

    it('never takes a paid order back, even if a signed FAILED follows', async () => {
      const { order, payId } = await opened();
      await press(api, `http://localhost:4000/payments/sandbox/${payId}`, 'pay');
      await api.database.db
        .update(sandboxBankPayments)
        .set({ status: 'FAILED' })
        .where(eq(sandboxBankPayments.payId, payId));
      const response = await postCallback(
        signedCallback(callbackResult(payId, order.id, { status: 'FAILED' })),
      );
      expect(response.statusCode).toBe(200);
      const state = await orderState(order.id);
      expect(state.order?.status).toBe('paid');
      expect(state.payments[0]?.status).toBe('ok');
      expect(state.bonus).toHaveLength(1);
    });
  });

  describe('refund', () => {
    it('refunds a paid order in full once; the bank refuses a second refund', async () => {
      const order = await placeOrder(api.database);
      await press(api, (await service().start(startInput(order))).payUrl, 'pay');
      expect(await service().refund(order.id)).toEqual({ status: 'OK', refunded: order.grandTotal });
      const state = await orderState(order.id);
      expect(state.order?.status).toBe('refunded');
      expect(state.payments[0]).toMatchObject({ status: 'reversed', refundedAmount: order.grandTotal });
      // The bonus the payment earned is taken back with the money.
      const ledger = [...state.bonus].sort((a, b) => a.id - b.id);
      expect(ledger.map((entry) => [entry.reason, entry.points])).toEqual([
        ['earned', earned],
        ['refunded', -earned],
      ]);
      await expect(service().refund(order.id)).rejects.toMatchObject({ code: 'not_refundable' });
    });

    it('refunds part of a payment, then the bank answers REVERSED', async () => {
      const order = await placeOrder(api.database);
      await press(api, (await service().start(startInput(order))).payUrl, 'pay');
      await expect(service().refund(order.id, order.grandTotal + 1)).rejects.toMatchObject({
        code: 'not_refundable',
      });
      expect(await service().refund(order.id, 1000)).toEqual({ status: 'OK', refunded: 1000 });
      expect((await orderState(order.id)).order?.status).toBe('paid');
      expect(await service().refund(order.id, 1000)).toEqual({ status: 'REVERSED', refunded: 0 });
      expect((await orderState(order.id)).payments[0]).toMatchObject({
        status: 'reversed',
        refundedAmount: 1000,
      });
    });

    it('refuses an order that was not paid by card', async () => {
      const order = await placeOrder(api.database);
      await service().start(startInput(order));
      await expect(service().refund(order.id)).rejects.toMatchObject({ code: 'not_refundable' });
    });
  });

  describe('HTTP', () => {
    it('needs no frontend key exactly on the callback and the sandbox page paths', () => {
      for (const [method, url] of [
        ['POST', '/calculator/payments/sandbox/callback/'],
        ['POST', '/calculator/payments/maib/callback'],
        ['GET', '/payments/sandbox/0b1c9c1e-3d7a-4d55-9d7e-0d5e2f1a2b3c'],
        ['HEAD', '/payments/sandbox/abc/'],
        ['POST', '/payments/sandbox/abc/pay'],
        ['POST', '/payments/sandbox/abc/decline/'],
      ])
        expect(isExemptFromFrontendKey(method as string, url as string), `${method} ${url}`).toBe(true);
      for (const [method, url] of [
        ['GET', '/calculator/payments/sandbox/callback/'],
        ['POST', '/calculator/payments/paypal/callback/'],
        ['POST', '/calculator/payments/sandbox/callback/extra'],
        ['POST', '/payments/sandbox/abc'],
        ['GET', '/payments/sandbox/abc/pay'],
        ['POST', '/payments/sandbox/abc/refund'],
        ['POST', '/payments/sandbox/a/b/pay'],
        ['GET', '/payments/maib/abc'],
      ])
        expect(isExemptFromFrontendKey(method as string, url as string), `${method} ${url}`).toBe(false);
    });

    it('documents the callback and the sandbox page in the OpenAPI document', async () => {
      const document = (await api.inject({ method: 'GET', url: '/docs/json' })).json() as {
        paths: Record<string, Record<string, { tags?: string[]; summary?: string; security?: unknown[] }>>;
      };
      for (const [path, method] of [
        ['/calculator/payments/{provider}/callback/', 'post'],
        ['/payments/sandbox/{payId}', 'get'],
        ['/payments/sandbox/{payId}/pay', 'post'],
        ['/payments/sandbox/{payId}/decline', 'post'],
      ] as const) {
        const operation = document.paths[path]?.[method];
        expect(operation?.tags, path).toEqual(['payments']);
        expect(operation?.summary, path).toBeTruthy();
        expect(operation?.security, path).toEqual([]);
      }
      expect(document.paths['/calculator/payments/{provider}/callback/']?.post?.summary).toContain(
        'signature',
      );
    });

    it('still needs the frontend key everywhere else', async () => {
      expect((await api.inject({ method: 'GET', url: '/menu/nav' })).statusCode).toBe(403);
      expect(
        (await api.inject({ method: 'GET', url: '/menu/nav', headers: { 'x-frontend-key': frontendKey } }))
          .statusCode,
      ).toBe(200);
    });
  });
});

describe('the sandbox signature key', () => {
  it('is random per install, kept in DATA_DIR for its owner only, unless SANDBOX_SIGNATURE_KEY names one', async () => {
    const folders = [
      await mkdtemp(path.join(tmpdir(), 'vitrina-sandbox-key-')),
      await mkdtemp(path.join(tmpdir(), 'vitrina-sandbox-key-')),
    ];
    try {
      const unset = { provider: 'sandbox', signatureKey: undefined } as const;
      const first = await withSandboxKey(unset, folders[0] as string);
      if (first.provider !== 'sandbox') throw new Error('expected the sandbox');
      expect(first.signatureKey.length).toBeGreaterThanOrEqual(32);
      expect(first.signatureKey).not.toBe('vitrina-sandbox-signature-key');
      // A restart keeps it; another install makes its own.
      expect(await withSandboxKey(unset, folders[0] as string)).toEqual(first);
      expect(await withSandboxKey(unset, folders[1] as string)).not.toEqual(first);
      const file = path.join(folders[0] as string, sandboxKeyFile);
      expect((await readFile(file, 'utf8')).trim()).toBe(first.signatureKey);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await withSandboxKey(sandbox, folders[0] as string)).toEqual(sandbox);
    } finally {
      for (const folder of folders) await rm(folder, { recursive: true, force: true });
    }
  });

  describe.each(engines)('of an app given no payment settings, on $name', (engine) => {
    const api = useApi(engine);

    it('is not the value once published in the source', async () => {
      const result = { payId: '0b1c9c1e-3d7a-4d55-9d7e-0d5e2f1a2b3c', orderId: '1', status: 'OK' };
      const response = await api.inject({
        method: 'POST',
        url: callbackUrl,
        payload: { result, signature: signResult(result, 'vitrina-sandbox-signature-key') },
      });
      // 400: the signature is refused (a 404 would mean it was accepted and the payment looked up).
      expect(response.statusCode).toBe(400);
    });
  });
});
