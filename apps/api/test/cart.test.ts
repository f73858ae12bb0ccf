import { type Cart, cart, cartItem, createOrderResponse, type QuoteResponse } from '@vitrina/contract';
import { formMessages } from '@vitrina/forms';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderItems, orders, payments, products } from '../src/db/schema';
import { apiMessages } from '../src/i18n/messages';
import { tryPlacingLock } from '../src/modules/orders/placing-lock';
import { frontendKey, type TestApi, useApi } from './support/api';
import { engines } from './support/databases';

const windows = 1;
const base = '/calculator/cart';

interface Visitor {
  key: string;
  id: number;
}

function client(api: TestApi) {
  const request = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { key?: string | null; body?: unknown; locale?: string } = {},
  ) =>
    api.inject({
      method,
      url,
      headers: {
        'x-frontend-key': frontendKey,
        'accept-language': options.locale ?? 'ro',
        ...(options.key ? { 'x-anonymous-id': options.key } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });

  /** A visitor's fresh cart, as GET /calculator/cart/ makes it. */
  const visitor = async (): Promise<Visitor> => {
    const response = await request('GET', `${base}/`);
    const body = cart.strict().parse(response.json());
    return { key: body.anonymous_id as string, id: body.id };
  };

  const asCart = (response: { statusCode: number; json(): unknown; body: string }, status = 200): Cart => {
    expect(response.statusCode, response.body).toBe(status);
    return cart.strict().parse(response.json());
  };

  /** An accessory (a handle, a sill by the metre) with a fixed catalogue price. */
  const fixedProduct = async (unit: 'piece' | 'metre') => {
    const [row] = await api.database.db
      .select({ id: products.id, price: products.priceCents })
      .from(products)
      .where(
        and(
          eq(products.priceFrom, false),
          eq(products.unit, unit),
          sql`${products.slug} like ${unit === 'piece' ? 'maner%' : 'glaf%'}`,
        ),
      )
      .orderBy(products.id)
      .limit(1);
    if (!row) throw new Error(`the demo catalogue has a ${unit} product with a fixed price`);
    return row;
  };

  const fillCheckout = async (v: Visitor, paymentMethod: 1 | 2 | 3 | 4) => {
    asCart(
      await request('POST', `${base}/${v.id}/set-user-details/`, {
        key: v.key,
        body: { email: 'ion.popescu@mail.md', full_name: 'Ion Popescu', phone: '+373 (691) 234-56' },
      }),
    );
    asCart(
      await request('POST', `${base}/${v.id}/set-delivery/`, {
        key: v.key,
        body: {
          delivery_type: 'delivery',
          city: 'balti',
          street: 'Ștefan cel Mare',
          house: '12',
          apartment: '4',
        },
      }),
    );
    asCart(
      await request('POST', `${base}/${v.id}/set-payment-details/`, {
        key: v.key,
        body: { payment_method: paymentMethod, use_bonuses: false, bonus_quantity: 0 },
      }),
    );
  };

  return { request, visitor, asCart, fixedProduct, fillCheckout };
}

const windowItem = { calculator_type_id: windows, configuration: { width: 1200, height: 1400 }, quantity: 1 };
const fieldErrors = z.record(z.string(), z.array(z.string()));

describe.each(engines)('cart on $name', (engine) => {
  const api = useApi(engine);
  const c = client(api);

  it('documents every cart endpoint in the OpenAPI document, and lets browsers send the key', async () => {
    type Operation = { tags?: string[]; summary?: string };
    const document = (await api.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = [
      ['/calculator/cart/', 'get'],
      ['/calculator/cart/merge/', 'post'],
      ['/calculator/cart/{id}/', 'get'],
      ['/calculator/cart/{id}/items/', 'get'],
      ['/calculator/cart/{id}/items/', 'post'],
      ['/calculator/cart/{id}/items/add-product/', 'post'],
      ['/calculator/cart/{id}/items/{itemId}/', 'patch'],
      ['/calculator/cart/{id}/items/{itemId}/', 'delete'],
      ['/calculator/cart/{id}/coupon/', 'post'],
      ['/calculator/cart/{id}/coupon/', 'delete'],
      ['/calculator/cart/{id}/set-user-details/', 'post'],
      ['/calculator/cart/{id}/set-delivery/', 'post'],
      ['/calculator/cart/{id}/set-payment-details/', 'post'],
      ['/calculator/cart/{id}/create-order/', 'post'],
    ] as const;
    for (const [path, method] of operations) {
      const operation = document.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['cart']);
      expect(operation?.summary, `${method} ${path}`).toBeTruthy();
    }
    const preflight = await api.inject({
      method: 'OPTIONS',
      url: `${base}/`,
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-anonymous-id,x-frontend-key',
      },
    });
    expect(preflight.headers['access-control-allow-headers']).toMatch(/X-Anonymous-Id/);
  });

  describe('GET /calculator/cart/', () => {
    it('makes an empty anonymous cart with an unguessable key, never cached', async () => {
      const response = await c.request('GET', `${base}/`);
      const body = c.asCart(response);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(body.anonymous_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.items).toEqual([]);
      expect(body.items_quantity).toBe(0);
      expect(body.totals.grand_total).toBe(0);
      expect(body.bonuses_available).toBe(0);
    });

    it('answers the same cart to its key, and a fresh one (with a new key) to a key it does not know', async () => {
      const v = await c.visitor();
      const again = c.asCart(await c.request('GET', `${base}/`, { key: v.key }));
      expect(again.id).toBe(v.id);
      expect(again.anonymous_id).toBe(v.key);
      const stranger = 'A'.repeat(43);
      const fresh = c.asCart(await c.request('GET', `${base}/`, { key: stranger }));
      expect(fresh.id).not.toBe(v.id);
      expect(fresh.anonymous_id).not.toBe(stranger);
    });
  });

  describe('a cart is opened only by its key', () => {
    it("answers 404 to an id without its key or with another cart's key", async () => {
      const mine = await c.visitor();
      const theirs = await c.visitor();
      c.asCart(
        await c.request('POST', `${base}/${theirs.id}/items/`, { key: theirs.key, body: windowItem }),
        201,
      );
      expect((await c.request('GET', `${base}/${theirs.id}/`)).statusCode).toBe(404);
      expect((await c.request('GET', `${base}/${theirs.id}/`, { key: mine.key })).statusCode).toBe(404);
      const items = (await c.request('GET', `${base}/${theirs.id}/items/`, { key: theirs.key })).json();
      const [item] = z.array(cartItem).parse(items);
      for (const [method, url, body] of [
        ['POST', `${base}/${theirs.id}/items/`, windowItem],
        ['PATCH', `${base}/${theirs.id}/items/${item?.id}/`, { quantity: 5 }],
        ['DELETE', `${base}/${theirs.id}/items/${item?.id}/`, undefined],
        ['DELETE', `${base}/${mine.id}/items/${item?.id}/`, undefined],
        ['POST', `${base}/${theirs.id}/coupon/`, { code: 'VITRINA10' }],
        ['POST', `${base}/${theirs.id}/set-user-details/`, { email: 'a@b.md', full_name: 'X', phone: '' }],
        ['POST', `${base}/${theirs.id}/create-order/`, {}],
      ] as const) {
        const response = await c.request(method, url, { key: mine.key, body });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      const untouched = c.asCart(await c.request('GET', `${base}/${theirs.id}/`, { key: theirs.key }));
      expect(untouched.items).toHaveLength(1);
      expect(untouched.items[0]?.quantity).toBe(1);
      expect(untouched.coupon).toBeNull();
    });

    it('refuses an id that is not a number with a field error', async () => {
      const v = await c.visitor();
      const response = await c.request('GET', `${base}/abc/`, { key: v.key });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors.parse(response.json())).toHaveProperty('id');
    });
  });

  describe('configured items', () => {
    it('prices a configured window exactly as the calculator does, and refuses a price in the body', async () => {
      const v = await c.visitor();
      const quote = await c.request('POST', '/calculator/internal-modules-section/', { body: windowItem });
      const quoted = quote.json() as QuoteResponse;
      const claimed = await c.request('POST', `${base}/${v.id}/items/`, {
        key: v.key,
        body: { ...windowItem, unit_price: 1, total: 1, total_price: 1 },
      });
      expect(claimed.statusCode).toBe(400);
      expect(claimed.json()).toEqual({
        unit_price: ['Câmp necunoscut.'],
        total: ['Câmp necunoscut.'],
        total_price: ['Câmp necunoscut.'],
      });
      const body = c.asCart(
        await c.request('POST', `${base}/${v.id}/items/`, { key: v.key, body: windowItem }),
        201,
      );
      const [item] = body.items;
      expect(item?.kind).toBe('configured');
      expect(item?.unit_price).toBe(quoted.unit_price);
      expect(item?.total_price).toBe(quoted.total);
      expect(item?.version).toBe(quoted.version);
      expect(item?.link).toBe('/calculators/windows');
      expect(item?.configuration).toEqual(quoted.configuration);
      expect(item?.summary[0]).toMatch(/1200 × 1400 mm/);
      expect(item?.unit_price_per_m2).toBe(Math.round(((quoted.unit_price ?? 0) * 1000) / 1680));
      expect(body.characteristics).toMatchObject({ windows: 1, doors: 0, total_area: 1.68 });
      expect(body.items_quantity).toBe(1);
      // Under 1000 € of goods: the window class's 49.00 €, VAT taken of the whole.
      expect(body.totals.delivery).toBe(4900);
      expect(body.totals.grand_total).toBe((quoted.total ?? 0) + 4900);
      expect(body.totals.vat + body.totals.net_total).toBe(body.totals.grand_total);
    });

    it("answers the engine's reasons when it refuses a configuration, and adds nothing", async () => {
      const v = await c.visitor();
      const response = await c.request('POST', `${base}/${v.id}/items/`, {
        key: v.key,
        body: { ...windowItem, configuration: { width: 100, height: 1400 } },
      });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors.parse(response.json())['configuration.width']?.[0]).toMatch(/385/);
      const unknown = await c.request('POST', `${base}/${v.id}/items/`, {
        key: v.key,
        body: { ...windowItem, calculator_type_id: 999 },
      });
      expect(unknown.statusCode).toBe(400);
      const after = c.asCart(await c.request('GET', `${base}/${v.id}/`, { key: v.key }));
      expect(after.items).toEqual([]);
    });

    it('applies the quantity tier when the quantity changes, and prices a new configuration', async () => {
      const v = await c.visitor();
      const added = c.asCart(
        await c.request('POST', `${base}/${v.id}/items/`, { key: v.key, body: windowItem }),
        201,
      );
      const itemId = added.items[0]?.id;
      const five = c.asCart(
        await c.request('PATCH', `${base}/${v.id}/items/${itemId}/`, { key: v.key, body: { quantity: 5 } }),
      );
      const line = five.items[0];
      expect(line?.quantity).toBe(5);
      expect(line?.subtotal).toBe((line?.unit_price ?? 0) * 5);
      // The windows calculator gives 5 % from five windows.
      expect(line?.quantity_discount).toBe(-Math.round((line?.subtotal ?? 0) * 0.05));
      expect(five.totals.quantity_discount).toBe(line?.quantity_discount);
      expect(five.characteristics.windows).toBe(5);

      const wider = c.asCart(
        await c.request('PATCH', `${base}/${v.id}/items/${itemId}/`, {
          key: v.key,
          body: { configuration: { width: 1300, height: 1400 } },
        }),
      );
      expect(wider.items[0]?.configuration?.width).toBe(1300);
      expect(wider.items[0]?.quantity).toBe(5);
      expect(wider.items[0]?.unit_price).toBeGreaterThan(line?.unit_price ?? 0);

      const refused = await c.request('PATCH', `${base}/${v.id}/items/${itemId}/`, {
        key: v.key,
        body: { quantity: 2.5 },
      });
      expect(refused.statusCode).toBe(400);
      expect(fieldErrors.parse(refused.json())).toHaveProperty('quantity');
      const nothing = await c.request('PATCH', `${base}/${v.id}/items/${itemId}/`, { key: v.key, body: {} });
      expect(nothing.statusCode).toBe(400);

      const removed = c.asCart(await c.request('DELETE', `${base}/${v.id}/items/${itemId}/`, { key: v.key }));
      expect(removed.items).toEqual([]);
      expect(removed.totals.delivery).toBe(0);
      expect((await c.request('DELETE', `${base}/${v.id}/items/${itemId}/`, { key: v.key })).statusCode).toBe(
        404,
      );
    });
  });

  describe('catalogue products', () => {
    it('adds a product at its catalogue price, adding up on one line', async () => {
      const v = await c.visitor();
      const product = await c.fixedProduct('piece');
      c.asCart(
        await c.request('POST', `${base}/${v.id}/items/add-product/`, {
          key: v.key,
          body: { product_id: product.id, quantity: 2 },
        }),
        201,
      );
      const body = c.asCart(
        await c.request('POST', `${base}/${v.id}/items/add-product/`, {
          key: v.key,
          body: { product_id: product.id, quantity: 1 },
        }),
        201,
      );
      expect(body.items).toHaveLength(1);
      expect(body.items[0]).toMatchObject({ kind: 'product', quantity: 3, unit_price: product.price });
      expect(body.items[0]?.total_price).toBe(product.price * 3);
      expect(body.items[0]?.link).toMatch(/^\/product\//);
      expect(body.items_quantity).toBe(3);
    });

    it('sells by the metre to two decimals, pieces whole, and never a product priced "from"', async () => {
      const v = await c.visitor();
      const metre = await c.fixedProduct('metre');
      const piece = await c.fixedProduct('piece');
      const body = c.asCart(
        await c.request('POST', `${base}/${v.id}/items/add-product/`, {
          key: v.key,
          body: { product_id: metre.id, quantity: 2.5 },
        }),
        201,
      );
      expect(body.items[0]).toMatchObject({ unit: 'metre', quantity: 2.5, quantity_rule: { decimals: 2 } });
      expect(body.items[0]?.total_price).toBe(Math.round(metre.price * 2.5));
      expect(body.characteristics.linear_metres).toBe(2.5);
      expect(body.items_quantity).toBe(1);
      for (const [productId, quantity] of [
        [piece.id, 2.5],
        [metre.id, 2.555],
        [piece.id, 0],
        [piece.id, 1000],
      ] as const) {
        const refused = await c.request('POST', `${base}/${v.id}/items/add-product/`, {
          key: v.key,
          body: { product_id: productId, quantity },
        });
        expect(refused.statusCode, `${productId} × ${quantity}`).toBe(400);
      }
      const [from] = await api.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.priceFrom, true))
        .limit(1);
      const configureFirst = await c.request('POST', `${base}/${v.id}/items/add-product/`, {
        key: v.key,
        body: { product_id: from?.id, quantity: 1 },
      });
      expect(configureFirst.statusCode).toBe(400);
      expect(fieldErrors.parse(configureFirst.json()).product_id?.[0]).toMatch(/calculator/);
      expect(
        (
          await c.request('POST', `${base}/${v.id}/items/add-product/`, {
            key: v.key,
            body: { product_id: 2_000_000_000, quantity: 1 },
          })
        ).statusCode,
      ).toBe(400);
    });

    it('delivers free from exactly 1000.00 € of goods, and an accessory alone for 8.90 €', async () => {
      const v = await c.visitor();
      const piece = await c.fixedProduct('piece');
      const one = c.asCart(
        await c.request('POST', `${base}/${v.id}/items/add-product/`, {
          key: v.key,
          body: { product_id: piece.id, quantity: 1 },
        }),
        201,
      );
      expect(one.items[0]?.delivery_class).toBe('accessory');
      expect(one.totals.delivery).toBe(890);
      const needed = Math.ceil(100_000 / piece.price);
      const many = c.asCart(
        await c.request('PATCH', `${base}/${v.id}/items/${one.items[0]?.id}/`, {
          key: v.key,
          body: { quantity: needed },
        }),
      );
      expect(many.totals.new_total).toBeGreaterThanOrEqual(100_000);
      expect(many.totals.delivery).toBe(0);
    });
  });

  describe('coupons', () => {
    it('takes a valid code in any case, refuses unknown ones and those under their minimum', async () => {
      const v = await c.visitor();
      const piece = await c.fixedProduct('piece');
      c.asCart(
        await c.request('POST', `${base}/${v.id}/items/add-product/`, {
          key: v.key,
          body: { product_id: piece.id, quantity: 1 },
        }),
        201,
      );
      const unknown = await c.request('POST', `${base}/${v.id}/coupon/`, {
        key: v.key,
        body: { code: 'NOPE' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(fieldErrors.parse(unknown.json()).code?.[0]).toBeTruthy();
      if (piece.price < 20_000) {
        const under = await c.request('POST', `${base}/${v.id}/coupon/`, {
          key: v.key,
          body: { code: 'binevenit' },
          locale: 'ru',
        });
        expect(under.statusCode).toBe(400);
        expect(fieldErrors.parse(under.json()).code?.[0]).toMatch(/200,00/);
      }
      const applied = c.asCart(
        await c.request('POST', `${base}/${v.id}/coupon/`, { key: v.key, body: { code: ' vitrina10 ' } }),
      );
      expect(applied.coupon?.code).toBe('VITRINA10');
      expect(applied.totals.coupon_discount).toBe(-Math.round(piece.price / 10));
      expect(applied.totals.new_total).toBe(piece.price + applied.totals.coupon_discount);
      const removed = c.asCart(await c.request('DELETE', `${base}/${v.id}/coupon/`, { key: v.key }));
      expect(removed.coupon).toBeNull();
      expect(removed.totals.coupon_discount).toBe(0);
    });
  });

  describe('checkout details', () => {
    it("checks personal data with the rules and messages of docs/product.md §5, in the request's language", async () => {
      const v = await c.visitor();
      for (const locale of ['ro', 'ru'] as const) {
        const response = await c.request('POST', `${base}/${v.id}/set-user-details/`, {
          key: v.key,
          locale,
          body: { email: 'a@b.c', full_name: ' ', phone: '+373 (091) 234-56' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          email: [formMessages[locale].emailTooShort],
          full_name: [formMessages[locale].required],
          phone: [formMessages[locale].invalidPhone],
        });
      }
      const tooLong = await c.request('POST', `${base}/${v.id}/set-user-details/`, {
        key: v.key,
        body: { email: `${'a'.repeat(57)}@mail.md`, full_name: 'Ion', phone: '+373 (691) 234-56' },
      });
      expect(fieldErrors.parse(tooLong.json()).email).toEqual([formMessages.ro.emailTooLong]);
      const stored = c.asCart(
        await c.request('POST', `${base}/${v.id}/set-user-details/`, {
          key: v.key,
          body: { email: ' ion@mail.md ', full_name: 'Ion Popescu', phone: '+373 (691) 234-56' },
        }),
      );
      expect(stored.user_details).toEqual({
        email: 'ion@mail.md',
        full_name: 'Ion Popescu',
        phone: '+373 (691) 234-56',
      });
    });

    it("takes a delivery address in one of the five cities, named in the request's language", async () => {
      const v = await c.visitor();
      const wrong = await c.request('POST', `${base}/${v.id}/set-delivery/`, {
        key: v.key,
        body: { delivery_type: 'delivery', city: 'paris', street: '', house: '1', apartment: '2' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        city: [formMessages.ro.selectRequired],
        street: [formMessages.ro.required],
      });
      const saved = await c.request('POST', `${base}/${v.id}/set-delivery/`, {
        key: v.key,
        body: { delivery_type: 'delivery', address_id: 5 },
      });
      expect(saved.statusCode).toBe(400);
      const body = c.asCart(
        await c.request('POST', `${base}/${v.id}/set-delivery/`, {
          key: v.key,
          locale: 'ru',
          body: {
            delivery_type: 'delivery',
            city: 'anenii-noi',
            street: 'Ленина',
            house: '3',
            apartment: '1',
          },
        }),
      );
      expect(body.delivery).toEqual({ delivery_type: 'delivery', address_id: null });
      expect(body.delivery_details).toMatchObject({
        city: 'anenii-noi',
        city_name: 'Новые Анены',
        street: 'Ленина',
      });
    });

    it('refuses to spend more bonuses than the customer holds, and unknown payment methods', async () => {
      const v = await c.visitor();
      const greedy = await c.request('POST', `${base}/${v.id}/set-payment-details/`, {
        key: v.key,
        body: { payment_method: 1, use_bonuses: true, bonus_quantity: 200 },
      });
      expect(greedy.statusCode).toBe(400);
      // A visitor holds none: the message says so and how to go on, not "at most 0".
      expect(fieldErrors.parse(greedy.json()).bonus_quantity?.[0]).toBe(
        'Nu aveți bonusuri de folosit pentru această comandă: debifați „Folosește bonusurile”.',
      );
      const unknown = await c.request('POST', `${base}/${v.id}/set-payment-details/`, {
        key: v.key,
        body: { payment_method: 7 },
      });
      expect(unknown.statusCode).toBe(400);
      const cash = c.asCart(
        await c.request('POST', `${base}/${v.id}/set-payment-details/`, {
          key: v.key,
          body: { payment_method: 2 },
        }),
      );
      expect(cash.payment_details).toEqual({ payment_method: 2, use_bonuses: false, bonus_quantity: 0 });
    });
  });

  describe('POST .../create-order/', () => {
    it('names every missing step, and an empty cart', async () => {
      const v = await c.visitor();
      const empty = await c.request('POST', `${base}/${v.id}/create-order/`, { key: v.key, body: {} });
      expect(empty.statusCode).toBe(400);
      expect(fieldErrors.parse(empty.json())).toHaveProperty('items');
      c.asCart(await c.request('POST', `${base}/${v.id}/items/`, { key: v.key, body: windowItem }), 201);
      const missing = await c.request('POST', `${base}/${v.id}/create-order/`, { key: v.key });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(fieldErrors.parse(missing.json())).sort()).toEqual([
        'delivery',
        'payment_details',
        'user_details',
      ]);
    });

    it('places a cash order: a snapshot of the cart, the cart emptied, e-mails to the customer and the shop', async () => {
      const v = await c.visitor();
      const before = (await api.outbox()).length;
      c.asCart(
        await c.request('POST', `${base}/${v.id}/items/`, {
          key: v.key,
          body: { ...windowItem, quantity: 3 },
        }),
        201,
      );
      const piece = await c.fixedProduct('piece');
      const full = c.asCart(
        await c.request('POST', `${base}/${v.id}/items/add-product/`, {
          key: v.key,
          body: { product_id: piece.id, quantity: 2 },
        }),
        201,
      );
      await c.fillCheckout(v, 2);
      const response = await c.request('POST', `${base}/${v.id}/create-order/`, {
        key: v.key,
        body: { comment: 'Sunați înainte' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { order, payment_data } = createOrderResponse.parse(response.json());
      expect(payment_data).toBeNull();
      expect(order.number).toMatch(/^VT-\d{4}-\d{5}$/);
      expect(order.status).toBe('placed');
      expect(order.comment).toBe('Sunați înainte');
      expect(order.totals).toEqual(full.totals);
      expect(order.items.map((item) => [item.title, item.quantity, item.total_price])).toEqual(
        full.items.map((item) => [item.title, item.quantity, item.total_price]),
      );
      expect(order.items[0]?.configuration).toEqual(full.items[0]?.configuration);
      expect(order.delivery_details).toMatchObject({ city: 'balti', city_name: 'Bălți' });
      expect(order.user_details.full_name).toBe('Ion Popescu');

      const emptied = c.asCart(await c.request('GET', `${base}/${v.id}/`, { key: v.key }));
      expect(emptied.items).toEqual([]);
      expect(emptied.placed_order).toEqual({ id: order.id, number: order.number });
      expect(emptied.payment_details).toBeNull();

      const mail = (await api.outbox()).slice(before);
      expect(mail).toHaveLength(2);
      expect(mail.some((message) => /^To: ion\.popescu@mail\.md/m.test(message))).toBe(true);
      expect(mail.some((message) => /^To: info@vitrina\.md/m.test(message))).toBe(true);

      // The order keeps its prices when the catalogue's change.
      await api.database.db
        .update(products)
        .set({ priceCents: sql`${products.priceCents} * 2` })
        .where(eq(products.id, piece.id));
      const [kept] = await api.database.db
        .select({ total: orderItems.totalPrice })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, piece.id)));
      expect(kept?.total).toBe(piece.price * 2);
      await api.database.db
        .update(products)
        .set({ priceCents: piece.price })
        .where(eq(products.id, piece.id));
    });

    it('answers the same order to a repeated create, and makes one order of two concurrent ones', async () => {
      const v = await c.visitor();
      c.asCart(await c.request('POST', `${base}/${v.id}/items/`, { key: v.key, body: windowItem }), 201);
      await c.fillCheckout(v, 3);
      const answers = await Promise.all([
        c.request('POST', `${base}/${v.id}/create-order/`, { key: v.key, body: {} }),
        c.request('POST', `${base}/${v.id}/create-order/`, { key: v.key, body: {} }),
      ]);
      // One places the order; the other answers it, or 409 while it is being placed (PostgreSQL only).
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect([
        [200, 201],
        [201, 409],
      ]).toContainEqual(statuses);
      const ids = answers
        .filter((answer) => answer.statusCode !== 409)
        .map((answer) => createOrderResponse.parse(answer.json()).order.id);
      expect(new Set(ids).size).toBe(1);
      const a = { id: ids[0] };
      const again = await c.request('POST', `${base}/${v.id}/create-order/`, { key: v.key, body: {} });
      expect(again.statusCode).toBe(200);
      expect(createOrderResponse.parse(again.json()).order.id).toBe(a.id);
      const count = await api.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.cartId, v.id));
      expect(count).toHaveLength(1);

      // Lines added afterwards are a new round: the next create is a new order.
      c.asCart(await c.request('POST', `${base}/${v.id}/items/`, { key: v.key, body: windowItem }), 201);
      await c.fillCheckout(v, 2);
      const next = await c.request('POST', `${base}/${v.id}/create-order/`, { key: v.key, body: {} });
      expect(next.statusCode).toBe(201);
      expect(createOrderResponse.parse(next.json()).order.id).not.toBe(a.id);
    });

    // PGlite runs one transaction at a time: a create-order never meets another one in flight there.
    it.skipIf(engine.name === 'pglite')(
      'answers at once while another create-order holds the cart: 409 with Retry-After, then its order',
      async () => {
        const v = await c.visitor();
        c.asCart(await c.request('POST', `${base}/${v.id}/items/`, { key: v.key, body: windowItem }), 201);
        await c.fillCheckout(v, 2);
        const create = (locale = 'ro') =>
          c.request('POST', `${base}/${v.id}/create-order/`, { key: v.key, body: {}, locale });
        /** Runs `during` while a transaction of its own holds the cart's placing lock, as a create-order would. */
        const whileHeld = async (during: () => Promise<void>) => {
          await api.database.db.transaction(async (tx) => {
            expect(await tryPlacingLock(tx, v.id)).toBe(true);
            await during();
          });
        };

        // No clock is needed to tell "at once": the lock is let go only after these answers, so a create-order
        // that waited for it would never answer and the test would time out.
        await whileHeld(async () => {
          for (const locale of ['ro', 'ru'] as const) {
            const busy = await create(locale);
            expect(busy.statusCode, busy.body).toBe(409);
            expect(busy.headers['retry-after']).toBe('1');
            expect(busy.json()).toEqual({ detail: apiMessages[locale].cart.beingPlaced });
          }
        });
        const placed = await create();
        expect(placed.statusCode, placed.body).toBe(201);
        const { order } = createOrderResponse.parse(placed.json());
        // A repeat while another repeat holds the lock: the order is placed, so it is the answer.
        await whileHeld(async () => {
          const repeat = await create();
          expect(repeat.statusCode, repeat.body).toBe(200);
          expect(createOrderResponse.parse(repeat.json()).order.id).toBe(order.id);
        });
      },
    );

    it('starts a card payment and answers its page; a repeat answers the same page', async () => {
      const v = await c.visitor();
      c.asCart(await c.request('POST', `${base}/${v.id}/items/`, { key: v.key, body: windowItem }), 201);
      await c.fillCheckout(v, 1);
      const response = await c.request('POST', `${base}/${v.id}/create-order/`, { key: v.key, body: {} });
      expect(response.statusCode, response.body).toBe(201);
      const { order, payment_data } = createOrderResponse.parse(response.json());
      expect(payment_data?.result.payUrl).toMatch(/\/payments\/sandbox\//);
      const again = createOrderResponse.parse(
        (await c.request('POST', `${base}/${v.id}/create-order/`, { key: v.key, body: {} })).json(),
      );
      expect(again.order.id).toBe(order.id);
      expect(again.payment_data?.result.payUrl).toBe(payment_data?.result.payUrl);
    });

    it('gives two concurrent card checkouts of one cart one order and one page to pay', async () => {
      const v = await c.visitor();
      c.asCart(await c.request('POST', `${base}/${v.id}/items/`, { key: v.key, body: windowItem }), 201);
      await c.fillCheckout(v, 1);
      const answers = await Promise.all(
        [1, 2, 3].map(() => c.request('POST', `${base}/${v.id}/create-order/`, { key: v.key, body: {} })),
      );
      for (const answer of answers) expect([200, 201, 409], answer.body).toContain(answer.statusCode);
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      const bodies = answers
        .filter((answer) => answer.statusCode !== 409)
        .map((answer) => createOrderResponse.parse(answer.json()));
      expect(new Set(bodies.map((body) => body.order.id)).size).toBe(1);
      expect(new Set(bodies.map((body) => body.payment_data?.result.payUrl)).size).toBe(1);
      const open = await api.database.db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.orderId, bodies[0]?.order.id ?? 0));
      expect(open).toHaveLength(1);
    });
  });
});
