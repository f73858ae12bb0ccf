import { cart, fieldErrors } from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../src/db/schema';
import { accountRequest, signedInCustomer } from './support/accounts';
import { useApi } from './support/api';
import { engines } from './support/databases';

// The drawing of a cart line and of an order line (issue 20, docs/adr/0047): the visitor's own line is an SVG
// image with a strong ETag; anybody else's, or a line that is not drawn, is a 404; a malformed id is a 400.

const windowItem = { calculator_type_id: 1, configuration: { width: 1300, height: 1400 }, quantity: 1 };

describe.each(engines)('line drawings on $name', (engine) => {
  const api = useApi(engine);

  /** A visitor's cart with one configured window: its key, id and the line. */
  const visitorWithWindow = async () => {
    const fresh = cart.parse((await accountRequest(api, 'GET', '/calculator/cart/')).json());
    const key = fresh.anonymous_id as string;
    const added = await accountRequest(api, 'POST', `/calculator/cart/${fresh.id}/items/`, {
      anonymousId: key,
      body: windowItem,
    });
    expect(added.statusCode, added.body).toBe(201);
    const [line] = cart.parse(added.json()).items;
    if (!line) throw new Error('no line');
    return { key, id: fresh.id, line };
  };

  it("answers a cart line's drawing to its visitor only, as a revalidated SVG", async () => {
    const mine = await visitorWithWindow();
    const url = `/calculator/cart/${mine.id}/items/${mine.line.id}/drawing/`;

    const drawn = await accountRequest(api, 'GET', url, { anonymousId: mine.key });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(drawn.headers['cache-control']).toBe('private, no-cache');
    expect(drawn.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The figures of the size the visitor chose are on the drawing.
    expect(drawn.body).toContain('1300');
    const etag = drawn.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);

    const again = await api.inject({
      method: 'GET',
      url,
      headers: {
        'x-frontend-key': 'test-frontend-key',
        'x-anonymous-id': mine.key,
        'if-none-match': etag,
      },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const russian = await accountRequest(api, 'GET', url, { anonymousId: mine.key, locale: 'ru' });
    expect(russian.statusCode).toBe(200);
    expect(russian.headers.etag).not.toBe(etag);

    const other = await visitorWithWindow();
    for (const anonymousId of [other.key, undefined]) {
      const refused = await accountRequest(api, 'GET', url, anonymousId ? { anonymousId } : {});
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 404 for a catalogue product, which has no drawing', async () => {
    const mine = await visitorWithWindow();
    const [fixed] = await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.priceFrom, false))
      .limit(1);
    const added = await accountRequest(api, 'POST', `/calculator/cart/${mine.id}/items/add-product/`, {
      anonymousId: mine.key,
      body: { product_id: fixed?.id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const product = cart.parse(added.json()).items.find((item) => item.kind === 'product');
    const response = await accountRequest(
      api,
      'GET',
      `/calculator/cart/${mine.id}/items/${product?.id}/drawing/`,
      { anonymousId: mine.key },
    );
    expect(response.statusCode, response.body).toBe(404);
  });

  it('refuses a malformed cart or line id with field errors', async () => {
    const mine = await visitorWithWindow();
    for (const [url, field] of [
      [`/calculator/cart/${mine.id}/items/abc/drawing/`, 'itemId'],
      [`/calculator/cart/0/items/${mine.line.id}/drawing/`, 'id'],
    ] as const) {
      const response = await accountRequest(api, 'GET', url, { anonymousId: mine.key });
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldErrors.parse(response.json())).toHaveProperty(field);
    }
  });

  /** An order of `userId` with the window `line` first and a catalogue product second, as create-order keeps them. */
  const orderOf = async (userId: number, line: Awaited<ReturnType<typeof visitorWithWindow>>['line']) => {
    const totals = {
      common: 10_000,
      quantity_discount: 0,
      coupon_discount: 0,
      new_total: 10_000,
      delivery: 0,
      bonus_discount: 0,
      net_total: 8333,
      vat: 1667,
      grand_total: 10_000,
    };
    const [order] = await api.database.db
      .insert(orders)
      .values({
        number: `VT-DRAW-${userId}`,
        userId,
        paymentMethod: 2,
        customer: { email: 'ana@mail.md', full_name: 'Ana Rusu', phone: '+373 (691) 234-56' },
        delivery: { city: 'balti', city_name: 'Bălți', street: 'Decebal', house: '1', apartment: '' },
        totals,
        characteristics: { total_area: 1.82, linear_metres: 0, windows: 1, doors: 0, quantity_discount: 0 },
        grandTotal: totals.grand_total,
        locale: 'ro',
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('no order');
    const shared = {
      orderId: order.id,
      summary: [],
      unit: 'piece' as const,
      quantityHundredths: 100,
      unitPrice: 5000,
      quantityDiscount: 0,
      totalPrice: 5000,
    };
    await api.database.db.insert(orderItems).values([
      {
        ...shared,
        position: 0,
        kind: 'configured',
        calculatorTypeId: line.calculator_type_id,
        version: line.version,
        configuration: line.configuration,
        title: line.title,
        link: line.link,
      },
      { ...shared, position: 1, kind: 'product', productId: 1, title: 'Mâner', link: '/product/maner' },
    ]);
    return order.id;
  };

  it("answers an order line's drawing to the customer who placed it, kept a year", async () => {
    const { line } = await visitorWithWindow();
    const me = await signedInCustomer(api);
    const orderId = await orderOf(me.id, line);
    const url = (position: number | string) => `/calculator/orders/${orderId}/items/${position}/drawing/`;

    const drawn = await accountRequest(api, 'GET', url(0), { access: me.access, locale: 'ru' });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(drawn.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(drawn.body).toMatch(/^<svg/);
    expect(drawn.body).toContain('1400');

    // The product line, a line past the last, and the same line for another customer or nobody.
    for (const position of [1, 2]) {
      const response = await accountRequest(api, 'GET', url(position), { access: me.access });
      expect(response.statusCode, response.body).toBe(404);
    }
    const stranger = await signedInCustomer(api);
    const refused = await accountRequest(api, 'GET', url(0), { access: stranger.access });
    expect(refused.statusCode, refused.body).toBe(404);
    expect((await accountRequest(api, 'GET', url(0))).statusCode).toBe(401);

    for (const [bad, field] of [
      ['x', 'position'],
      ['-1', 'position'],
    ] as const) {
      const response = await accountRequest(api, 'GET', url(bad), { access: me.access });
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldErrors.parse(response.json())).toHaveProperty(field);
    }
    const badOrder = await accountRequest(api, 'GET', '/calculator/orders/abc/items/0/drawing/', {
      access: me.access,
    });
    expect(badOrder.statusCode, badOrder.body).toBe(400);
    expect(fieldErrors.parse(badOrder.json())).toHaveProperty('id');
  });
});
