import { cart, createOrderResponse, fieldErrors, payAgainResponse } from '@vitrina/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments } from '../src/db/schema';
import { paymentMessages } from '../src/modules/payments/messages';
import { accountRequest } from './support/accounts';
import { useApi } from './support/api';
import { engines } from './support/databases';

// "Pay again" from the failed-payment modal (issue 20): POST /calculator/cart/{id}/pay-again/ starts a new card
// payment of the order that cart placed, for the grand total the API holds, and for nobody else.

const sandbox = { provider: 'sandbox', signatureKey: 'cart-pay-again-sandbox-key-0123456789abcdef' } as const;
const windowItem = { calculator_type_id: 1, configuration: { width: 1200, height: 1400 }, quantity: 1 };

describe.each(engines)('pay again from the cart on $name', (engine) => {
  const api = useApi(engine, { payments: sandbox });

  /** A visitor's order placed through the cart with `paymentMethod`: the cart's key and id, the order, its page. */
  const placed = async (paymentMethod: 1 | 2) => {
    const fresh = cart.parse((await accountRequest(api, 'GET', '/calculator/cart/')).json());
    const key = fresh.anonymous_id as string;
    const base = `/calculator/cart/${fresh.id}`;
    const steps: [string, unknown][] = [
      ['items/', windowItem],
      ['set-user-details/', { email: 'ion@mail.md', full_name: 'Ion Popescu', phone: '+373 (691) 234-56' }],
      [
        'set-delivery/',
        { delivery_type: 'delivery', city: 'balti', street: 'Decebal', house: '1', apartment: '4' },
      ],
      ['set-payment-details/', { payment_method: paymentMethod, use_bonuses: false, bonus_quantity: 0 }],
    ];
    for (const [step, body] of steps) {
      const response = await accountRequest(api, 'POST', `${base}/${step}`, { anonymousId: key, body });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const created = await accountRequest(api, 'POST', `${base}/create-order/`, {
      anonymousId: key,
      body: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const { order, payment_data } = createOrderResponse.parse(created.json());
    return { key, base, order, payUrl: payment_data?.result.payUrl ?? null };
  };

  const press = (payUrl: string, button: 'pay' | 'decline') =>
    api.inject({
      method: 'POST',
      url: `${new URL(payUrl).pathname}/${button}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  const payAgain = (visitor: { key?: string; base: string }, body?: unknown, locale = 'ro') =>
    accountRequest(api, 'POST', `${visitor.base}/pay-again/`, {
      ...(visitor.key ? { anonymousId: visitor.key } : {}),
      ...(body !== undefined ? { body } : {}),
      locale,
    });

  it("starts a new payment of a declined order at the API's grand total, for the cart that placed it", async () => {
    const mine = await placed(1);
    expect((await press(mine.payUrl as string, 'decline')).statusCode).toBe(303);
    const [declined] = await api.database.db.select().from(orders).where(eq(orders.id, mine.order.id));
    expect(declined?.status).toBe('payment_failed');

    const again = await payAgain(mine);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    const { pay_url } = payAgainResponse.strict().parse(again.json());
    expect(pay_url).not.toBe(mine.payUrl);
    const [started] = await api.database.db
      .select({ amount: payments.amount, payUrl: payments.payUrl })
      .from(payments)
      .where(eq(payments.orderId, mine.order.id))
      .orderBy(desc(payments.id))
      .limit(1);
    expect(started).toEqual({ amount: mine.order.totals.grand_total, payUrl: pay_url });
    // Asked twice, the open payment is the one to pay.
    expect(payAgainResponse.parse((await payAgain(mine)).json()).pay_url).toBe(pay_url);

    // Paid on the new page: nothing more to pay, said in the visitor's language.
    expect((await press(pay_url, 'pay')).statusCode).toBe(303);
    const paid = await payAgain(mine, undefined, 'ru');
    expect(paid.statusCode, paid.body).toBe(409);
    expect(paid.json()).toEqual({ detail: paymentMessages.ru.payAgain.paid });
  });

  it("refuses an amount or any other field, another visitor's cart and a cart that placed nothing", async () => {
    const mine = await placed(1);
    await press(mine.payUrl as string, 'decline');

    const priced = await payAgain(mine, { amount: 1 });
    expect(priced.statusCode, priced.body).toBe(400);
    expect(fieldErrors.parse(priced.json())).toHaveProperty('amount');

    const stranger = cart.parse((await accountRequest(api, 'GET', '/calculator/cart/')).json());
    for (const visitor of [
      { key: stranger.anonymous_id as string, base: mine.base },
      { base: mine.base },
      { key: stranger.anonymous_id as string, base: `/calculator/cart/${stranger.id}` },
    ]) {
      const refused = await payAgain(visitor);
      expect(refused.statusCode, refused.body).toBe(404);
    }

    const malformed = await payAgain({ key: mine.key, base: '/calculator/cart/abc' });
    expect(malformed.statusCode).toBe(400);
    expect(fieldErrors.parse(malformed.json())).toHaveProperty('id');
  });

  it('does not take a cash order to the bank', async () => {
    const cash = await placed(2);
    expect(cash.payUrl).toBeNull();
    const refused = await payAgain(cash);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ detail: paymentMessages.ro.payAgain.closed });
    expect(await api.database.db.select().from(payments).where(eq(payments.orderId, cash.order.id))).toEqual(
      [],
    );
  });
});
