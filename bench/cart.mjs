// Latency of the cart's two heavy writes, as a visitor meets them: adding a configured window (the engine
// prices it on the server) and placing the order (one transaction: snapshot, emptied cart, e-mails).
// `workers` visitors shop at the same time, each going through `rounds` whole checkouts.

const window = {
  calculator_type_id: 1,
  configuration: {
    width: 1200,
    height: 1400,
    options: { layout: 'two' },
    sashes: ['tilt-turn-left', 'fixed'],
  },
  quantity: 2,
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export async function cartLatency(api, frontendKey, { workers = 4, rounds = 15 } = {}) {
  const headers = {
    'x-frontend-key': frontendKey,
    'accept-language': 'ro',
    'content-type': 'application/json',
  };
  const call = async (method, path, key, body) => {
    const started = performance.now();
    const response = await fetch(`${api}/calculator/cart${path}`, {
      method,
      headers: key ? { ...headers, 'x-anonymous-id': key } : headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return { body: await response.json(), elapsed };
  };
  const add = [];
  const order = [];
  const shopper = async (checkouts) => {
    const { body: cart } = await call('GET', '/');
    const key = cart.anonymous_id;
    for (let round = 0; round < checkouts; round += 1) {
      add.push((await call('POST', `/${cart.id}/items/`, key, window)).elapsed);
      await call('POST', `/${cart.id}/set-user-details/`, key, {
        email: 'bench@vitrina.md',
        full_name: 'Bench Shopper',
        phone: '+373 (691) 234-56',
      });
      await call('POST', `/${cart.id}/set-delivery/`, key, {
        delivery_type: 'delivery',
        city: 'chisinau',
        street: 'Columna',
        house: '1',
        apartment: '1',
      });
      await call('POST', `/${cart.id}/set-payment-details/`, key, { payment_method: 2 });
      order.push((await call('POST', `/${cart.id}/create-order/`, key, { comment: '' })).elapsed);
    }
  };
  // One checkout first: the first quote parses the definition and warms the JIT; a visitor meets that once
  // per process, not per request.
  await shopper(1);
  add.length = 0;
  order.length = 0;
  await Promise.all(Array.from({ length: workers }, () => shopper(rounds)));
  const round = (value) => Math.round(value * 10) / 10;
  return {
    addP50: round(percentile(add, 50)),
    addP99: round(percentile(add, 99)),
    orderP50: round(percentile(order, 50)),
    orderP99: round(percentile(order, 99)),
    samples: add.length,
  };
}
