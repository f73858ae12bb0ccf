import { type AdminDashboard, adminDashboard } from '@vitrina/contract';
import { calculatorDefinition } from '@vitrina/pricing';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calculatorDefinitions, calculatorTypes, callbackRequests, leads } from '../src/db/schema';
import { insertOrder } from './support/admin';
import { useApi } from './support/api';
import { engines } from './support/databases';
import { type SignedInStaff, signedInStaff } from './support/staff';

const eightDaysAgo = () => new Date(Date.now() - 8 * 86_400_000);

describe.each(engines)('back-office dashboard and calculator definitions ($name)', (engine) => {
  const api = useApi(engine);
  let manager: SignedInStaff;

  beforeAll(async () => {
    manager = await signedInStaff(api, 'manager');
  });

  const figures = async (): Promise<AdminDashboard> => {
    const response = await manager.request({ method: 'GET', url: '/admin/api/dashboard' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return adminDashboard.strict().parse(response.json());
  };

  const lead = async (status: 'new' | 'in_progress' | 'done' | 'spam') => {
    const [source] = await api.database.db
      .insert(callbackRequests)
      .values({ phone: '+373 (69) 000-000', locale: 'ro' })
      .returning();
    if (!source) throw new Error('no callback');
    await api.database.db
      .insert(leads)
      .values({ kind: 'callback', sourceId: source.id, status, locale: 'ro' });
  };

  it("counts today's and this week's orders and sums, unpaid card orders and new leads", async () => {
    const before = await figures();

    // Today (so this week too): cash, card waiting, card paid, card cancelled by staff.
    await insertOrder(api.database, { paymentMethod: 2, grandTotal: 10_000 });
    await insertOrder(api.database, { paymentMethod: 1, status: 'placed', grandTotal: 20_000 });
    await insertOrder(api.database, { paymentMethod: 1, status: 'paid', grandTotal: 5000 });
    await insertOrder(api.database, {
      paymentMethod: 1,
      status: 'placed',
      stage: 'cancelled',
      grandTotal: 700,
    });
    // Eight days ago: never this week, but a card order still unpaid then is still unpaid now.
    await insertOrder(api.database, { paymentMethod: 2, grandTotal: 40_000, createdAt: eightDaysAgo() });
    await insertOrder(api.database, {
      paymentMethod: 1,
      status: 'placed',
      grandTotal: 80_000,
      createdAt: eightDaysAgo(),
    });
    await insertOrder(api.database, {
      paymentMethod: 1,
      status: 'payment_failed',
      grandTotal: 160_000,
      createdAt: eightDaysAgo(),
    });
    await insertOrder(api.database, {
      paymentMethod: 1,
      status: 'refunded',
      grandTotal: 320_000,
      createdAt: eightDaysAgo(),
    });
    // Another method waiting for its money is not a card order.
    await insertOrder(api.database, {
      paymentMethod: 3,
      status: 'placed',
      grandTotal: 640_000,
      createdAt: eightDaysAgo(),
    });
    await lead('new');
    await lead('new');
    await lead('in_progress');
    await lead('done');

    const after = await figures();
    expect(after.orders_today.count - before.orders_today.count).toBe(4);
    expect(after.orders_today.sum - before.orders_today.sum).toBe(35_700);
    expect(after.orders_week.count - before.orders_week.count).toBe(4);
    expect(after.orders_week.sum - before.orders_week.sum).toBe(35_700);
    // What the orders list shows for payment_method=1&payment_state=unpaid, where the figure links.
    expect(after.card_unpaid - before.card_unpaid).toBe(3);
    expect(after.leads_new - before.leads_new).toBe(2);
    // This week holds at least today.
    expect(after.orders_week.count).toBeGreaterThanOrEqual(after.orders_today.count);
    expect(after.orders_week.sum).toBeGreaterThanOrEqual(after.orders_today.sum);
  });

  it('answers a stored calculator definition version, cached for good, and 404 for a missing one', async () => {
    const [type] = await api.database.db
      .select()
      .from(calculatorTypes)
      .orderBy(asc(calculatorTypes.id))
      .limit(1);
    if (!type) throw new Error('no calculator seeded');
    const [stored] = await api.database.db
      .select()
      .from(calculatorDefinitions)
      .where(
        and(
          eq(calculatorDefinitions.calculatorTypeId, type.id),
          eq(calculatorDefinitions.version, type.currentVersion),
        ),
      );
    const url = (typeId: number | string, version: number | string) =>
      `/admin/api/calculators/${typeId}/versions/${version}`;

    const response = await manager.request({ method: 'GET', url: url(type.id, type.currentVersion) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const definition = calculatorDefinition.parse(response.json());
    expect(definition).toEqual(calculatorDefinition.parse(stored?.definition));

    for (const missing of [url(type.id, type.currentVersion + 100), url(999_999, 1)]) {
      const absent = await manager.request({ method: 'GET', url: missing });
      expect(absent.statusCode, missing).toBe(404);
      expect(Object.keys(absent.json())).toEqual(['detail']);
      expect(absent.headers['cache-control']).toBe('no-store');
    }
    expect((await manager.request({ method: 'GET', url: url(type.id, 'latest') })).statusCode).toBe(400);
  });
});
