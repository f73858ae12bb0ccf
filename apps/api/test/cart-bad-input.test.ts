import { cart } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { frontendKey, useApi } from './support/api';
import { engines } from './support/databases';

// Every write of the cart and checkout against bodies no storefront sends: each gets a clear 4xx with a
// JSON body, never a 500, and the cart is exactly as it was.

const badBodies: (string | undefined)[] = [
  undefined,
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"quantity": "2"}',
  '{"quantity": -1, "product_id": 1}',
  '{"quantity": 1e309, "product_id": 1}',
  '{"product_id": 99999999999, "quantity": 0}',
  '{"calculator_type_id": 1, "configuration": {"width": "wide"}}',
  '{"calculator_type_id": 1, "configuration": {"options": {"__proto__": "x"}}}',
  '{"calculator_type_id": 1, "configuration": {"sashes": ["open-sesame"]}}',
  '{"calculator_type_id": 1, "configuration": [], "quantity": 1}',
  '{"configuration": null}',
  '{"code": {"$ne": null}}',
  `{"code": "${'A'.repeat(5000)}"}`,
  '{"email": ["a@b.md"], "full_name": 1, "phone": null}',
  '{"city": "chisinau\\u0000", "street": "x", "house": "1", "apartment": "1"}',
  '{"payment_method": "1"}',
  '{"payment_method": 1, "use_bonuses": "yes", "bonus_quantity": 1.5}',
  '{"comment": 42}',
  '{"__proto__": {"polluted": true}}',
];

describe.each(engines)('cart writes against bad bodies on $name', (engine) => {
  const api = useApi(engine);

  it('answer 4xx with a JSON body and change nothing', async () => {
    const headers = { 'x-frontend-key': frontendKey, 'accept-language': 'ro' };
    const created = cart.parse(
      (await api.inject({ method: 'GET', url: '/calculator/cart/', headers })).json(),
    );
    const key = created.anonymous_id as string;
    const base = `/calculator/cart/${created.id}`;
    await api.inject({
      method: 'POST',
      url: `${base}/items/`,
      headers: { ...headers, 'x-anonymous-id': key, 'content-type': 'application/json' },
      payload: JSON.stringify({ calculator_type_id: 1, configuration: {}, quantity: 1 }),
    });
    const before = (
      await api.inject({ method: 'GET', url: `${base}/`, headers: { ...headers, 'x-anonymous-id': key } })
    ).body;
    const itemId = cart.parse(JSON.parse(before)).items[0]?.id;

    const writes: ['POST' | 'PATCH', string][] = [
      ['POST', `${base}/items/`],
      ['POST', `${base}/items/add-product/`],
      ['PATCH', `${base}/items/${itemId}/`],
      ['POST', `${base}/coupon/`],
      ['POST', `${base}/set-user-details/`],
      ['POST', `${base}/set-delivery/`],
      ['POST', `${base}/set-payment-details/`],
      ['POST', `${base}/create-order/`],
      ['POST', '/calculator/cart/merge/'],
    ];
    for (const [method, url] of writes) {
      for (const body of badBodies) {
        const response = await api.inject({
          method,
          url,
          headers: {
            ...headers,
            'x-anonymous-id': key,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: body }),
        });
        const label = `${method} ${url} ${String(body).slice(0, 60)}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        expect(response.json(), label).toBeTypeOf('object');
      }
    }
    const after = (
      await api.inject({ method: 'GET', url: `${base}/`, headers: { ...headers, 'x-anonymous-id': key } })
    ).body;
    expect(JSON.parse(after)).toEqual(JSON.parse(before));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
