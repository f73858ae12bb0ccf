import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, bonusEntries, carts } from '../src/db/schema';
import { apiMessages } from '../src/i18n/messages';
import { accountRequest, asCart, signedIn, signedInCustomer } from './support/accounts';
import { useApi } from './support/api';
import { engines } from './support/databases';

// A signed-in customer's cart over HTTP: the access token names the owner; a token that is not live is 401
// (never a quiet fall back to an anonymous cart); merging on sign-in takes the token and the anonymous key.

const windowItem = { calculator_type_id: 1, configuration: { width: 1200, height: 1400 }, quantity: 1 };
const address = {
  first_name: 'Ana',
  last_name: 'Rusu',
  city: 'basarabeasca',
  street: 'Mihai Eminescu',
  house: '3',
  apartment: '9',
  zip_code: 'MD-6701',
  phone: '+373 (691) 234-56',
};

describe.each(engines)('a signed-in cart over HTTP on $name', (engine) => {
  const api = useApi(engine);

  const customer = (overrides = {}) => signedInCustomer(api, overrides);

  const anonymousCart = async () => {
    const body = asCart(await accountRequest(api, 'GET', '/calculator/cart/'));
    return { id: body.id, key: body.anonymous_id as string };
  };

  it("answers the customer's own cart by the access token, made once, with their bonuses", async () => {
    const me = await customer();
    await api.database.db.insert(bonusEntries).values({ userId: me.id, points: 2150, reason: 'granted' });
    const first = asCart(await accountRequest(api, 'GET', '/calculator/cart/', me));
    expect(first.anonymous_id).toBeNull();
    expect(first.bonuses_available).toBe(2150);
    const [row] = await api.database.db.select().from(carts).where(eq(carts.id, first.id));
    expect(row?.userId).toBe(me.id);
    expect(row?.anonymousKeyHash).toBeNull();

    // The same cart on every device the customer signs in on.
    const { access: elsewhere } = await signedIn(api, me.id);
    const again = asCart(await accountRequest(api, 'GET', '/calculator/cart/', { access: elsewhere }));
    expect(again.id).toBe(first.id);

    asCart(
      await accountRequest(api, 'POST', `/calculator/cart/${first.id}/items/`, { ...me, body: windowItem }),
      201,
    );
    const byId = asCart(await accountRequest(api, 'GET', `/calculator/cart/${first.id}/`, me));
    expect(byId.items).toHaveLength(1);
    const lines = await accountRequest(api, 'GET', `/calculator/cart/${first.id}/items/`, me);
    expect(lines.statusCode).toBe(200);
    expect(lines.json()).toHaveLength(1);
  });

  it("keeps a customer's cart from anyone else: another customer and anonymous keys get 404", async () => {
    const me = await customer();
    const mine = asCart(await accountRequest(api, 'GET', '/calculator/cart/', me));
    const other = await customer();
    const visitor = await anonymousCart();
    for (const options of [other, { anonymousId: visitor.key }, {}]) {
      const read = await accountRequest(api, 'GET', `/calculator/cart/${mine.id}/`, options);
      expect(read.statusCode).toBe(404);
      const add = await accountRequest(api, 'POST', `/calculator/cart/${mine.id}/items/`, {
        ...options,
        body: windowItem,
      });
      expect(add.statusCode).toBe(404);
    }
    // And a signed-in customer opens no anonymous cart by its key: the token names the owner.
    const withBoth = await accountRequest(api, 'GET', `/calculator/cart/${visitor.id}/`, {
      ...me,
      anonymousId: visitor.key,
    });
    expect(withBoth.statusCode).toBe(404);
  });

  it('answers 401 to an Authorization header that is not a live access token, on every cart route', async () => {
    const me = await customer();
    const mine = asCart(await accountRequest(api, 'GET', '/calculator/cart/', me));
    const visitor = await anonymousCart();
    const { refresh } = await signedIn(api, me.id);
    const routes: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/calculator/cart/'],
      ['GET', `/calculator/cart/${mine.id}/`],
      ['GET', `/calculator/cart/${mine.id}/items/`],
      ['POST', `/calculator/cart/${mine.id}/items/`, windowItem],
      ['POST', `/calculator/cart/${mine.id}/items/`, { nonsense: 1 }],
      ['PATCH', `/calculator/cart/${mine.id}/items/1/`, { quantity: 2 }],
      ['DELETE', `/calculator/cart/${mine.id}/items/1/`],
      ['POST', `/calculator/cart/${mine.id}/set-delivery/`, { address_id: 1 }],
      ['POST', `/calculator/cart/${mine.id}/create-order/`, {}],
      ['POST', '/calculator/cart/merge/', { target_cart: mine.id, source_cart: visitor.id }],
    ];
    for (const [method, url, body] of routes)
      for (const authorization of [
        `Bearer ${refresh}`,
        `Bearer ${me.access}x`,
        'Bearer x.y.z',
        'Basic abc',
      ]) {
        const response = await accountRequest(api, method, url, {
          authorization,
          body,
          anonymousId: visitor.key,
        });
        expect(response.statusCode, `${method} ${url} ${authorization}: ${response.body}`).toBe(401);
        expect(response.json()).toEqual({
          detail: apiMessages.ro.auth.tokenNotValid,
          code: 'token_not_valid',
        });
        expect(response.headers['cache-control']).toBe('no-store');
      }

    // Signed out (the sign-in revoked): the token it had no longer opens the cart.
    await api.database.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.userId, me.id));
    const revoked = await accountRequest(api, 'GET', '/calculator/cart/', { ...me, locale: 'ru' });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().detail).toBe(apiMessages.ru.auth.tokenNotValid);
    // Anonymous visitors are untouched.
    asCart(await accountRequest(api, 'GET', `/calculator/cart/${visitor.id}/`, { anonymousId: visitor.key }));
  });

  it("merges the anonymous cart into the customer's on sign-in, with the token and the anonymous key", async () => {
    const me = await customer();
    const visitor = await anonymousCart();
    asCart(
      await accountRequest(api, 'POST', `/calculator/cart/${visitor.id}/items/`, {
        anonymousId: visitor.key,
        body: { ...windowItem, quantity: 3 },
      }),
      201,
    );
    const mine = asCart(await accountRequest(api, 'GET', '/calculator/cart/', me));
    asCart(
      await accountRequest(api, 'POST', `/calculator/cart/${mine.id}/items/`, { ...me, body: windowItem }),
      201,
    );
    const body = { target_cart: mine.id, source_cart: visitor.id };
    const other = await customer();
    const otherCart = asCart(await accountRequest(api, 'GET', '/calculator/cart/', other));

    // Neither id alone moves anything: no key, no token, another customer's target, or a stranger's key.
    const refusals = [
      { ...me, body },
      { anonymousId: visitor.key, body },
      { ...other, anonymousId: visitor.key, body },
      { ...other, anonymousId: visitor.key, body: { target_cart: otherCart.id, source_cart: mine.id } },
      { ...me, anonymousId: 'B'.repeat(43), body },
    ];
    for (const options of refusals) {
      const response = await accountRequest(api, 'POST', '/calculator/cart/merge/', options);
      expect(response.statusCode, response.body).toBe(404);
    }
    const same = await accountRequest(api, 'POST', '/calculator/cart/merge/', {
      ...me,
      anonymousId: visitor.key,
      body: { target_cart: mine.id, source_cart: mine.id },
    });
    expect(same.statusCode).toBe(400);

    const merged = asCart(
      await accountRequest(api, 'POST', '/calculator/cart/merge/', { ...me, anonymousId: visitor.key, body }),
    );
    expect(merged.id).toBe(mine.id);
    expect(merged.anonymous_id).toBeNull();
    expect(merged.items.map((item) => item.quantity).sort()).toEqual([1, 3]);
    // The anonymous cart is gone: its key opens a fresh one, and the customer's cart holds the lines.
    const after = asCart(await accountRequest(api, 'GET', '/calculator/cart/', { anonymousId: visitor.key }));
    expect(after.id).not.toBe(visitor.id);
    expect(asCart(await accountRequest(api, 'GET', '/calculator/cart/', me)).items).toHaveLength(2);
    // Malformed merge bodies are 400 JSON.
    for (const bad of [{}, { target_cart: 'x', source_cart: 1 }, '[', 'null']) {
      const response = await accountRequest(api, 'POST', '/calculator/cart/merge/', {
        ...me,
        anonymousId: visitor.key,
        body: bad,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('takes a saved address of the customer as the delivery, and refuses any other address id', async () => {
    const me = await customer();
    const saved = await accountRequest(api, 'POST', '/api/auth/me/addresses/', { ...me, body: address });
    expect(saved.statusCode, saved.body).toBe(201);
    const addressId = saved.json().id as number;
    const mine = asCart(await accountRequest(api, 'GET', '/calculator/cart/', me));
    const setDelivery = (options: Parameters<typeof accountRequest>[3], cartId = mine.id) =>
      accountRequest(api, 'POST', `/calculator/cart/${cartId}/set-delivery/`, options);

    const chosen = asCart(
      await setDelivery({ ...me, locale: 'ru', body: { delivery_type: 'delivery', address_id: addressId } }),
    );
    expect(chosen.delivery).toEqual({ delivery_type: 'delivery', address_id: addressId });
    expect(chosen.delivery_details).toEqual({
      city: 'basarabeasca',
      city_name: 'Бессарабка',
      street: 'Mihai Eminescu',
      house: '3',
      apartment: '9',
    });
    // A copy: changing the address book afterwards leaves the cart's delivery as it was.
    await accountRequest(api, 'PATCH', `/api/auth/me/addresses/${addressId}/`, {
      ...me,
      body: { ...address, street: 'Altă stradă' },
    });
    expect(asCart(await accountRequest(api, 'GET', '/calculator/cart/', me)).delivery_details?.street).toBe(
      'Mihai Eminescu',
    );

    const other = await customer();
    const theirs = await accountRequest(api, 'POST', '/api/auth/me/addresses/', {
      ...other,
      body: { ...address, street: 'Secret' },
    });
    const unknown = { address_id: [apiMessages.ro.cart.unknownAddress] };
    for (const id of [theirs.json().id, 2_147_483_647]) {
      const refused = await setDelivery({ ...me, body: { delivery_type: 'delivery', address_id: id } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(unknown);
    }
    expect(asCart(await accountRequest(api, 'GET', '/calculator/cart/', me)).delivery).toEqual({
      delivery_type: 'delivery',
      address_id: addressId,
    });

    // An anonymous cart has no address book: even a real address id is refused.
    const visitor = await anonymousCart();
    const anonymous = await setDelivery(
      { anonymousId: visitor.key, body: { address_id: addressId } },
      visitor.id,
    );
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toEqual(unknown);

    // Typing the address instead clears the saved one.
    const typed = asCart(
      await setDelivery({ ...me, body: { city: 'chisinau', street: 'Columna', house: '1', apartment: '2' } }),
    );
    expect(typed.delivery).toEqual({ delivery_type: 'delivery', address_id: null });
    for (const bad of [{ address_id: 0 }, { address_id: 'x' }, { address_id: 1.5 }]) {
      const response = await setDelivery({ ...me, body: bad });
      expect(response.statusCode, response.body).toBe(400);
    }
  });
});
