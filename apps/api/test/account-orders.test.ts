import { createOrderResponse, customerOrder, ORDERS_PAGE_SIZE, orderList } from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusEntries, orderEvents, orderNotes, orders, staff } from '../src/db/schema';
import { apiMessages } from '../src/i18n/messages';
import { accountRequest, asCart, signedInCustomer } from './support/accounts';
import { useApi } from './support/api';
import { engines } from './support/databases';

// The customer's order history: GET /calculator/orders/ (paged, newest first) and /calculator/orders/{id}/.
// One order goes through the real signed-in cart flow; the long history is inserted directly.

const windowItem = { calculator_type_id: 1, configuration: { width: 1200, height: 1400 }, quantity: 2 };

const totals = {
  common: 10_000,
  quantity_discount: 0,
  coupon_discount: 0,
  new_total: 10_000,
  delivery: 4900,
  bonus_discount: 0,
  net_total: 12_417,
  vat: 2483,
  grand_total: 14_900,
};

describe.each(engines)('the order history on $name', (engine) => {
  const api = useApi(engine);

  const customer = (overrides = {}) => signedInCustomer(api, overrides);

  /** `count` orders of `userId` inserted as create-order would leave them, a minute apart (oldest first). */
  const insertOrders = async (userId: number, count: number) => {
    const start = Date.UTC(2026, 0, 1);
    const rows = await api.database.db
      .insert(orders)
      .values(
        Array.from({ length: count }, (_, i) => ({
          number: `VT-TEST-${userId}-${i + 1}`,
          userId,
          paymentMethod: 2 as const,
          customer: { email: 'ana@mail.md', full_name: 'Ana Rusu', phone: '+373 (691) 234-56' },
          delivery: {
            city: 'balti' as const,
            city_name: 'Bălți',
            street: 'Decebal',
            house: '1',
            apartment: '2',
          },
          totals: { ...totals, grand_total: 10_000 + i },
          characteristics: { total_area: 0, linear_metres: 0, windows: 0, doors: 0, quantity_discount: 0 },
          grandTotal: 10_000 + i,
          locale: 'ro',
          createdAt: new Date(start + i * 60_000),
        })),
      )
      .returning({ id: orders.id, number: orders.number });
    return rows;
  };

  it('lists an order placed through the signed-in cart, and shows it whole with the bonuses it earned', async () => {
    const me = await customer();
    await api.database.db.insert(bonusEntries).values({ userId: me.id, points: 500, reason: 'granted' });
    const auth = { access: me.access };
    const mine = asCart(await accountRequest(api, 'GET', '/calculator/cart/', auth));
    const base = `/calculator/cart/${mine.id}`;
    asCart(await accountRequest(api, 'POST', `${base}/items/`, { ...auth, body: windowItem }), 201);
    asCart(
      await accountRequest(api, 'POST', `${base}/set-user-details/`, {
        ...auth,
        body: { email: me.email, full_name: 'Ana Rusu', phone: '+373 (691) 234-56' },
      }),
    );
    const saved = await accountRequest(api, 'POST', '/api/auth/me/addresses/', {
      ...auth,
      body: {
        first_name: 'Ana',
        last_name: 'Rusu',
        city: 'briceni',
        street: 'Independenței',
        house: '7',
        apartment: '1',
        zip_code: 'MD-4701',
        phone: '+373 (691) 234-56',
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    asCart(
      await accountRequest(api, 'POST', `${base}/set-delivery/`, {
        ...auth,
        body: { delivery_type: 'delivery', address_id: saved.json().id },
      }),
    );
    asCart(
      await accountRequest(api, 'POST', `${base}/set-payment-details/`, {
        ...auth,
        body: { payment_method: 2, use_bonuses: true, bonus_quantity: 300 },
      }),
    );
    const created = await accountRequest(api, 'POST', `${base}/create-order/`, {
      ...auth,
      body: { comment: 'Sunați' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const placed = createOrderResponse.parse(created.json()).order;
    expect(placed.delivery_details).toMatchObject({ city: 'briceni', street: 'Independenței', house: '7' });

    const list = await accountRequest(api, 'GET', '/calculator/orders/', auth);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const page = orderList.strict().parse(list.json());
    expect(page.total_count).toBe(1);
    expect(page.pages).toBe(1);
    expect(page.results).toEqual([
      {
        id: placed.id,
        number: placed.number,
        status: 'placed',
        stage: 'new',
        measurement_at: null,
        created_at: placed.created_at,
        summary: placed.items.map((item) => item.title),
        items_count: 1,
        total_price: placed.totals.grand_total,
        bonuses_spent: 300,
        bonuses_earned: 0,
      },
    ]);

    // The bank confirmed the payment (points earned), then the money went back (points taken back).
    await api.database.db
      .insert(bonusEntries)
      .values({ userId: me.id, orderId: placed.id, points: 420, reason: 'earned' });
    const detail = await accountRequest(api, 'GET', `/calculator/orders/${placed.id}/`, {
      ...auth,
      locale: 'ru',
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    const whole = customerOrder.strict().parse(detail.json());
    expect(whole).toEqual({
      ...placed,
      delivery_details: { ...placed.delivery_details, city_name: 'Бричаны' },
      bonuses_earned: 420,
      stage: 'new',
      measurement_at: null,
      stage_history: [],
    });
    const earned = orderList.parse((await accountRequest(api, 'GET', '/calculator/orders/', auth)).json());
    expect(earned.results[0]?.bonuses_earned).toBe(420);

    await api.database.db
      .insert(bonusEntries)
      .values({ userId: me.id, orderId: placed.id, points: -420, reason: 'refunded' });
    const refunded = await accountRequest(api, 'GET', `/calculator/orders/${placed.id}/`, auth);
    expect(refunded.json().bonuses_earned).toBe(0);
  });

  it('pages the history newest first, and answers 404 past the last page', async () => {
    const me = await customer();
    const inserted = await insertOrders(me.id, 23);
    const newestFirst = [...inserted].reverse();
    const pageOf = (n: number | string) => accountRequest(api, 'GET', `/calculator/orders/?page=${n}`, me);

    const first = orderList
      .strict()
      .parse((await accountRequest(api, 'GET', '/calculator/orders/', me)).json());
    expect(first.total_count).toBe(23);
    expect(first.pages).toBe(3);
    expect(first.results.map((order) => order.number)).toEqual(
      newestFirst.slice(0, ORDERS_PAGE_SIZE).map((order) => order.number),
    );
    expect(first.results[0]).toMatchObject({
      summary: [],
      items_count: 0,
      total_price: 10_022,
      bonuses_spent: 0,
      bonuses_earned: 0,
      created_at: new Date(Date.UTC(2026, 0, 1) + 22 * 60_000).toISOString(),
    });
    const third = orderList.parse((await pageOf(3)).json());
    expect(third.results.map((order) => order.number)).toEqual(
      newestFirst.slice(20).map((order) => order.number),
    );
    expect(third.total_count).toBe(23);

    const past = await pageOf(4);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: apiMessages.ro.notFound });
    for (const bad of ['0', '-1', 'abc', '1.5', '100001']) {
      const response = await pageOf(bad);
      expect(response.statusCode, `${bad}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json())).toEqual(['page']);
    }
  });

  it('shows where each order is in the workshop, its changes oldest first, and why it was cancelled', async () => {
    const me = await customer();
    const [measured, cancelled, fresh] = await insertOrders(me.id, 3);
    if (!measured || !cancelled || !fresh) throw new Error('orders not inserted');
    const detailOf = async (id: number) => {
      const response = await accountRequest(api, 'GET', `/calculator/orders/${id}/`, me);
      expect(response.statusCode, response.body).toBe(200);
      return { body: response.body, order: customerOrder.strict().parse(response.json()) };
    };

    const before = await detailOf(measured.id);
    expect(before.order).toMatchObject({ stage: 'new', measurement_at: null, stage_history: [] });

    // The back office moves two of them, as it would: an event per change, the order's stage (and visit) set.
    const db = api.database.db;
    const [manager] = await db
      .insert(staff)
      .values({
        email: `manager.${me.id}@vitrina.md`,
        name: 'Mihai Ceban',
        role: 'manager',
        passwordHash: 'not-a-hash',
      })
      .returning({ id: staff.id });
    const visit = '2026-01-05T08:30:00.000Z';
    const rescheduled = '2026-01-06T13:00:00.000Z';
    const at = (day: number, hour: number) => new Date(Date.UTC(2026, 0, day, hour));
    await db.insert(orderEvents).values([
      { orderId: measured.id, staffId: manager?.id, fromStage: 'new', toStage: 'confirmed', at: at(2, 9) },
      {
        orderId: measured.id,
        staffId: manager?.id,
        fromStage: 'confirmed',
        toStage: 'measurement_scheduled',
        measurementAt: new Date(visit),
        at: at(2, 10),
      },
      {
        orderId: measured.id,
        staffId: null,
        fromStage: 'measurement_scheduled',
        toStage: 'measurement_scheduled',
        measurementAt: new Date(rescheduled),
        at: at(3, 11),
      },
      {
        orderId: cancelled.id,
        staffId: manager?.id,
        fromStage: 'new',
        toStage: 'cancelled',
        reason: 'Clientul a renunțat la comandă',
        at: at(2, 12),
      },
    ]);
    await db
      .insert(orderNotes)
      .values({ orderId: measured.id, staffId: manager?.id, text: 'Nota internă 7731' });
    await db
      .update(orders)
      .set({ stage: 'measurement_scheduled', measurementAt: new Date(rescheduled) })
      .where(eq(orders.id, measured.id));
    await db.update(orders).set({ stage: 'cancelled' }).where(eq(orders.id, cancelled.id));

    const list = orderList
      .strict()
      .parse((await accountRequest(api, 'GET', '/calculator/orders/', me)).json());
    expect(
      list.results.map(({ number, status, stage, measurement_at }) => ({
        number,
        status,
        stage,
        measurement_at,
      })),
    ).toEqual([
      { number: fresh.number, status: 'placed', stage: 'new', measurement_at: null },
      { number: cancelled.number, status: 'placed', stage: 'cancelled', measurement_at: null },
      {
        number: measured.number,
        status: 'placed',
        stage: 'measurement_scheduled',
        measurement_at: rescheduled,
      },
    ]);

    const after = await detailOf(measured.id);
    expect(after.order).toMatchObject({ stage: 'measurement_scheduled', measurement_at: rescheduled });
    expect(after.order.stage_history).toEqual([
      { stage: 'confirmed', at: at(2, 9).toISOString(), measurement_at: null, reason: '' },
      { stage: 'measurement_scheduled', at: at(2, 10).toISOString(), measurement_at: visit, reason: '' },
      {
        stage: 'measurement_scheduled',
        at: at(3, 11).toISOString(),
        measurement_at: rescheduled,
        reason: '',
      },
    ]);
    // Who on the staff made a change, and their notes, stay in the back office.
    expect(after.body).not.toContain('Mihai Ceban');
    expect(after.body).not.toContain('vitrina.md');
    expect(after.body).not.toContain('Nota internă 7731');

    const gone = await detailOf(cancelled.id);
    expect(gone.order).toMatchObject({ stage: 'cancelled', measurement_at: null });
    expect(gone.order.stage_history).toEqual([
      {
        stage: 'cancelled',
        at: at(2, 12).toISOString(),
        measurement_at: null,
        reason: 'Clientul a renunțat la comandă',
      },
    ]);
    expect((await detailOf(fresh.id)).order).toMatchObject({ stage: 'new', stage_history: [] });
  });

  it("answers an empty first page to a customer without orders, and never another customer's orders", async () => {
    const owner = await customer();
    const [theirs] = await insertOrders(owner.id, 2);
    const other = await customer();

    const empty = await accountRequest(api, 'GET', '/calculator/orders/', other);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ results: [], pages: 0, total_count: 0 });
    expect((await accountRequest(api, 'GET', '/calculator/orders/?page=2', other)).statusCode).toBe(404);

    const foreign = await accountRequest(api, 'GET', `/calculator/orders/${theirs?.id}/`, {
      ...other,
      locale: 'ru',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: apiMessages.ru.notFound });
    const missing = await accountRequest(api, 'GET', '/calculator/orders/2147483647/', {
      ...other,
      locale: 'ru',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(foreign.json());
    expect((await accountRequest(api, 'GET', '/calculator/orders/abc/', other)).statusCode).toBe(400);

    const own = await accountRequest(api, 'GET', `/calculator/orders/${theirs?.id}/`, owner);
    expect(own.statusCode, own.body).toBe(200);
    expect(customerOrder.strict().parse(own.json())).toMatchObject({
      id: theirs?.id,
      items: [],
      bonuses_earned: 0,
    });
  });
});
