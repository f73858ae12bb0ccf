import { frontendKey } from './api';

// A customer at the storefront, over HTTP against an API process: a cart, its checkout steps and the order,
// each call repeated the way the storefront's browser code repeats a failed one. The fault tests count what
// they answered.

/** What one call answered: a status (0 when no answer came) and the body as JSON when it was. */
export interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
  ms: number;
}

export async function call(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  options: { key?: string; body?: unknown; locale?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        'x-frontend-key': frontendKey,
        'accept-language': options.locale ?? 'ro',
        ...(options.key ? { 'x-anonymous-id': options.key } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, body, retryAfter: response.headers.get('retry-after'), ms: elapsed() };
  } catch (error) {
    return { status: 0, body: String(error), retryAfter: null, ms: elapsed() };
  }
  function elapsed() {
    return performance.now() - started;
  }
}

/** Answers the storefront repeats: the database away (503), a checkout in flight (409), no answer at all. */
const repeated = (status: number) => status === 503 || status === 409 || status === 0;

/**
 * `send` until it answers something other than 503, 409 or nothing, waiting what Retry-After asks (250 ms
 * without one), at most until `deadline` (a performance.now() time); every answer is passed to `seen`.
 */
export async function withRetries(
  send: () => Promise<Answer>,
  deadline: number,
  seen: (answer: Answer) => void = () => {},
): Promise<Answer> {
  for (;;) {
    const answer = await send();
    seen(answer);
    if (!repeated(answer.status) || performance.now() > deadline) return answer;
    const wait = answer.retryAfter !== null ? Number(answer.retryAfter) * 1000 : 250;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** A cart of the demo catalogue: one window, priced by the API. */
export const windowItem = {
  calculator_type_id: 1,
  configuration: { width: 1200, height: 1400 },
  quantity: 1,
};

/** The checkout steps' bodies, as the storefront's form sends them; `payment_method` 1 is a card, 2 cash. */
export function checkoutSteps(customer: number, paymentMethod: 1 | 2 | 3 | 4) {
  return [
    [
      'set-user-details/',
      { email: `client.${customer}@mail.md`, full_name: 'Ion Popescu', phone: '+373 (691) 234-56' },
    ],
    [
      'set-delivery/',
      { delivery_type: 'delivery', city: 'balti', street: 'Ștefan cel Mare', house: '12', apartment: '4' },
    ],
    ['set-payment-details/', { payment_method: paymentMethod, use_bonuses: false, bonus_quantity: 0 }],
  ] as const;
}

export interface Cart {
  id: number;
  key: string;
}

/** A new anonymous cart (GET /calculator/cart/ without a key), repeated like any call. */
export async function newCart(
  base: string,
  deadline: number,
  seen?: (answer: Answer) => void,
): Promise<Cart> {
  const answer = await withRetries(() => call(base, 'GET', '/calculator/cart/'), deadline, seen);
  const body = answer.body as { id?: number; anonymous_id?: string };
  if (answer.status !== 200 || !body.id || !body.anonymous_id)
    throw new Error(`no cart: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: body.id, key: body.anonymous_id };
}

/** The cart filled and every checkout step done, each call repeated; throws on any other failure. */
export async function readyToOrder(
  base: string,
  cart: Cart,
  customer: number,
  paymentMethod: 1 | 2 | 3 | 4,
  deadline: number,
  seen?: (answer: Answer) => void,
): Promise<void> {
  const steps: (readonly [string, unknown])[] = [
    ['items/', windowItem],
    ...checkoutSteps(customer, paymentMethod),
  ];
  for (const [step, body] of steps) {
    const url = `/calculator/cart/${cart.id}/${step}`;
    const answer = await withRetries(() => call(base, 'POST', url, { key: cart.key, body }), deadline, seen);
    if (answer.status !== 200 && answer.status !== 201)
      throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

/** POST create-order once. */
export function createOrder(base: string, cart: Cart): Promise<Answer> {
  return call(base, 'POST', `/calculator/cart/${cart.id}/create-order/`, { key: cart.key, body: {} });
}

/** The order id of a create-order's 200 or 201, else null. */
export function orderIdOf(answer: Answer): number | null {
  if (answer.status !== 200 && answer.status !== 201) return null;
  return (answer.body as { order?: { id?: number } }).order?.id ?? null;
}

/** How many answers of each status, as `{ "201": 1, "409": 3 }`. */
export function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
