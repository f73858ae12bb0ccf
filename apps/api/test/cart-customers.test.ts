import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusEntries, users } from '../src/db/schema';
import { postgresFileStore } from '../src/files/postgres-store';
import { preparedDefinitions } from '../src/modules/calculator/prepared-definitions';
import { cartOf } from '../src/modules/cart/cart-store';
import { setDelivery, setPaymentDetails, setUserDetails } from '../src/modules/cart/checkout-details';
import { addConfiguredItem } from '../src/modules/cart/items';
import { mergeCarts } from '../src/modules/cart/merge';
import type { CartOwner } from '../src/modules/cart/owner';
import { createOrder } from '../src/modules/orders/create-order';
import { createPayments, payAgainKey } from '../src/modules/payments';
import { frontendKey, useApi } from './support/api';
import { engines } from './support/databases';

// A signed-in customer's cart: the services behind the routes, with the owner an access token names (the
// HTTP path is cart-signed-in.test.ts). Bonuses and merging need a customer; an anonymous request can do neither.

const window = { calculator_type_id: 1, configuration: { width: 1200, height: 1400 }, quantity: 1 };

describe.each(engines)("a customer's cart on $name", (engine) => {
  const api = useApi(engine);
  const prepared = preparedDefinitions();
  const log = { error: () => {} };

  const customer = async (points: number): Promise<CartOwner & { kind: 'user' }> => {
    const [user] = await api.database.db
      .insert(users)
      .values({
        email: `client-${Date.now()}-${Math.random()}@mail.md`,
        firstName: 'Ana',
        lastName: 'Rusu',
        phone: '+373 (691) 234-56',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user was not inserted');
    if (points > 0)
      await api.database.db.insert(bonusEntries).values({ userId: user.id, points, reason: 'granted' });
    return { kind: 'user', userId: user.id };
  };

  const balance = async (userId: number) => {
    const [row] = await api.database.db
      .select({ points: sql<number>`coalesce(sum(${bonusEntries.points}), 0)::int` })
      .from(bonusEntries)
      .where(eq(bonusEntries.userId, userId));
    return row?.points ?? 0;
  };

  const orderDeps = () => ({
    database: api.database,
    prepared,
    payments: createPayments({
      database: api.database,
      settings: { provider: 'sandbox', signatureKey: 'k' },
      apiPublicUrl: 'http://localhost:4000',
      publicOrigin: 'http://localhost:3000',
      bonusRateBasisPoints: 300,
      mail: { shopEmail: 'comenzi@vitrina.md', outbox: api.app.outbox, payAgainKey: payAgainKey('k') },
    }),
    shopEmail: 'comenzi@vitrina.md',
    outbox: api.app.outbox,
    files: postgresFileStore(api.database),
    log,
  });

  it('spends bonuses the customer holds exactly once, and never more than they hold', async () => {
    const owner = await customer(2150);
    const deps = { db: api.database.db, prepared };
    const head = await cartOf(api.database.db, owner);
    expect(head.bonusesAvailable).toBe(2150);
    expect((await addConfiguredItem(deps, 'ro', owner, head.id, window)).status).toBe(201);
    await setUserDetails(deps, 'ro', owner, head.id, {
      email: 'ana@mail.md',
      full_name: 'Ana Rusu',
      phone: '+373 (691) 234-56',
    });
    await setDelivery(deps, 'ro', owner, head.id, {
      delivery_type: 'delivery',
      city: 'chisinau',
      street: 'Columna',
      house: '1',
      apartment: '2',
    });
    const greedy = await setPaymentDetails(deps, 'ro', owner, head.id, {
      payment_method: 2,
      use_bonuses: true,
      bonus_quantity: 2151,
    });
    expect(greedy.status).toBe(400);
    const chosen = await setPaymentDetails(deps, 'ro', owner, head.id, {
      payment_method: 2,
      use_bonuses: true,
      bonus_quantity: 200,
    });
    if (chosen.status !== 200) throw new Error(`payment details refused: ${JSON.stringify(chosen.body)}`);
    expect(chosen.body.totals.bonus_discount).toBe(-200);
    expect(chosen.body.totals.grand_total).toBe(
      chosen.body.totals.new_total + chosen.body.totals.delivery - 200,
    );

    const [first, second] = await Promise.all([
      createOrder(orderDeps(), 'ro', owner, head.id, '', '127.0.0.1'),
      createOrder(orderDeps(), 'ro', owner, head.id, '', '127.0.0.1'),
    ]);
    // One places the order; the other answers it, or 409 while it is being placed (PostgreSQL only).
    expect([
      [200, 201],
      [201, 409],
    ]).toContainEqual([first.status, second.status].sort());
    const placed = first.status === 201 ? first : second;
    if (placed.status !== 201) throw new Error('no order');
    expect(placed.body.order.bonuses_spent).toBe(200);
    expect(await balance(owner.userId)).toBe(1950);
    const again = await createOrder(orderDeps(), 'ro', owner, head.id, '', '127.0.0.1');
    expect(again.status).toBe(200);
    expect(await balance(owner.userId)).toBe(1950);
  });

  it('offers the most bonuses the order allows, and never places "use bonuses" with none spent', async () => {
    const deps = { db: api.database.db, prepared };
    /** A cart with one window, personal data and delivery set: only the payment step is left. */
    const ready = async (points: number) => {
      const owner = await customer(points);
      const head = await cartOf(api.database.db, owner);
      const added = await addConfiguredItem(deps, 'ro', owner, head.id, window);
      if (added.status !== 201) throw new Error('not added');
      await setUserDetails(deps, 'ro', owner, head.id, {
        email: 'ana@mail.md',
        full_name: 'Ana Rusu',
        phone: '+373 (691) 234-56',
      });
      const delivered = await setDelivery(deps, 'ro', owner, head.id, {
        delivery_type: 'delivery',
        city: 'chisinau',
        street: 'Columna',
        house: '1',
        apartment: '2',
      });
      if (delivered.status !== 200) throw new Error('no delivery');
      return { owner, cartId: head.id, cart: delivered.body };
    };

    // Fewer points than the order costs: all of them. More: as many as goods and delivery cost.
    const few = await ready(2150);
    expect(few.cart.bonuses_max).toBe(2150);
    const many = await ready(10_000_000);
    const payable = many.cart.totals.new_total + many.cart.totals.delivery;
    expect(many.cart.bonuses_max).toBe(payable);
    expect((await ready(0)).cart.bonuses_max).toBe(0);

    const pay = (of: typeof few, bonus_quantity: number, use_bonuses = true) =>
      setPaymentDetails(deps, 'ro', of.owner, of.cartId, { payment_method: 2, use_bonuses, bonus_quantity });
    const ticked = await pay(few, 0);
    expect(ticked).toEqual({
      status: 400,
      body: {
        bonus_quantity: [
          'Introduceți câte bonusuri folosiți (cel mult 2150) sau debifați „Folosește bonusurile”.',
        ],
      },
    });
    expect((await pay(many, payable + 1)).body).toEqual({
      bonus_quantity: [`Puteți folosi cel mult ${payable} bonusuri.`],
    });
    const all = await pay(many, payable);
    if (all.status !== 200) throw new Error(`refused: ${JSON.stringify(all.body)}`);
    expect(all.body.totals.grand_total).toBe(0);
    expect((await pay(few, 0, false)).status).toBe(200);

    // A cart that kept "use bonuses" with nothing to spend (saved before this rule) is refused at create-order.
    await api.database.db.execute(
      sql`update carts set payment = '{"method":2,"useBonuses":true,"bonusQuantity":0}'::jsonb where id = ${few.cartId}`,
    );
    const placed = await createOrder(orderDeps(), 'ru', few.owner, few.cartId, '', '127.0.0.1');
    expect(placed).toEqual({
      status: 400,
      body: {
        bonus_quantity: [
          'Укажите, сколько бонусов списать (не более 2150), или снимите отметку «Списать бонусы».',
        ],
      },
    });
    expect(await balance(few.owner.userId)).toBe(2150);
  });

  it("moves an anonymous cart into the customer's on sign-in, and only with the anonymous key", async () => {
    const owner = await customer(0);
    const deps = { db: api.database.db, prepared };
    const target = await cartOf(api.database.db, owner);
    const visitor = await cartOf(api.database.db, null);
    const anonymous: CartOwner = { kind: 'anonymous', key: visitor.anonymousId as string };
    await addConfiguredItem(deps, 'ro', anonymous, visitor.id, window);
    await addConfiguredItem(deps, 'ro', anonymous, visitor.id, { ...window, quantity: 2 });

    const stranger: CartOwner = { kind: 'anonymous', key: 'B'.repeat(43) };
    expect((await mergeCarts(api.database, 'ro', owner, stranger, target.id, visitor.id)).status).toBe(404);
    expect((await mergeCarts(api.database, 'ro', null, anonymous, target.id, visitor.id)).status).toBe(404);

    const merged = await mergeCarts(api.database, 'ro', owner, anonymous, target.id, visitor.id);
    if (merged.status !== 200) throw new Error(`merge refused: ${JSON.stringify(merged.body)}`);
    expect(merged.body.id).toBe(target.id);
    expect(merged.body.items.map((item) => item.quantity)).toEqual([1, 2]);
    expect(merged.body.anonymous_id).toBeNull();
    // The anonymous cart is gone: its key now opens a fresh, empty cart.
    const after = await cartOf(api.database.db, anonymous);
    expect(after.id).not.toBe(visitor.id);
  });

  it('refuses the merge endpoint to an anonymous caller', async () => {
    const visitor = await cartOf(api.database.db, null);
    const response = await api.inject({
      method: 'POST',
      url: '/calculator/cart/merge/',
      headers: {
        'x-frontend-key': frontendKey,
        'x-anonymous-id': visitor.anonymousId as string,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ target_cart: visitor.id + 1, source_cart: visitor.id }),
    });
    expect(response.statusCode).toBe(404);
  });
});
