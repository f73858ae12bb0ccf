import { adminCustomer, adminCustomerRow, adminPage } from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addresses, bonusEntries } from '../src/db/schema';
import { newCustomer } from './support/accounts';
import { auditEntries, idsOf, insertOrder, token } from './support/admin';
import { useApi } from './support/api';
import { engines } from './support/databases';
import { placeOrder } from './support/payment-orders';
import { type SignedInStaff, signedInStaff } from './support/staff';

const customerList = adminPage(adminCustomerRow.strict());
const fieldErrors = z.record(z.string(), z.array(z.string()));

describe.each(engines)('back-office customers ($name)', (engine) => {
  const api = useApi(engine);
  let manager: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    manager = await signedInStaff(api, 'manager', 'Maria Manager');
    admin = await signedInStaff(api, 'admin', 'Andrei Admin');
  });

  const list = (query: string) => manager.request({ method: 'GET', url: `/admin/api/customers?${query}` });
  const read = async (id: number) => {
    const response = await manager.request({ method: 'GET', url: `/admin/api/customers/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return adminCustomer.strict().parse(response.json());
  };
  const adjust = (id: number, body: Record<string, unknown>) =>
    manager.request({ method: 'POST', url: `/admin/api/customers/${id}/bonuses`, payload: body });
  const errorsOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    return fieldErrors.parse(response.json());
  };

  it('lists customers newest first and finds them by name, e-mail or phone', async () => {
    const tag = token();
    const ana = await newCustomer(api, {
      firstName: 'Ana',
      lastName: `Rusu${tag}`,
      email: `ana.${tag}@mail.md`,
      phone: `+373 (60) ${tag}`,
    });
    const ion = await newCustomer(api, {
      firstName: 'Ion',
      lastName: `Lupu${tag}`,
      email: `ion.${tag}@mail.md`,
    });

    expect(idsOf(await list(`q=${tag}`))).toEqual([ion.id, ana.id]);
    expect(idsOf(await list(`q=${tag}&ordering=created_at`))).toEqual([ana.id, ion.id]);
    expect(idsOf(await list(`q=${tag}&ordering=-last_name`))).toEqual([ana.id, ion.id]);
    expect(idsOf(await list(`q=ANA.${tag.toUpperCase()}`))).toEqual([ana.id]);
    expect(idsOf(await list(`q=${encodeURIComponent(`Ion Lupu${tag}`)}`))).toEqual([ion.id]);
    expect(idsOf(await list(`q=${encodeURIComponent(`(60) ${tag}`)}`))).toEqual([ana.id]);
    expect(idsOf(await list(`q=nobody-${tag}`))).toEqual([]);

    const [row] = customerList.parse((await list(`q=ana.${tag}`)).json()).results;
    expect(row).toMatchObject({
      id: ana.id,
      email: `ana.${tag}@mail.md`,
      first_name: 'Ana',
      last_name: `Rusu${tag}`,
      phone: `+373 (60) ${tag}`,
      orders_count: 0,
      bonus_balance: 0,
    });

    const paged = customerList.parse((await list(`q=${tag}&page_size=1&page=2`)).json());
    expect(paged).toMatchObject({ pages: 2, total_count: 2 });
    expect((await list(`q=${tag}&page_size=1&page=3`)).statusCode).toBe(404);
    expect(Object.keys(errorsOf(await list('ordering=password')))).toEqual(['ordering']);
    expect(Object.keys(errorsOf(await list('email=a@b.md')))).toEqual(['email']);
  });

  it("shows a customer's orders, saved addresses and bonus ledger", async () => {
    const first = await placeOrder(api.database, { registered: true });
    const customerId = first.userId;
    if (customerId === null) throw new Error('order was placed without an account');
    const second = await insertOrder(api.database, {
      userId: customerId,
      stage: 'confirmed',
      paymentMethod: 1,
      status: 'paid',
      grandTotal: 50_000,
      createdAt: new Date(Date.now() + 60_000),
    });
    // Someone else's order is not theirs.
    await placeOrder(api.database, { registered: true });
    await api.database.db.insert(addresses).values([
      {
        userId: customerId,
        firstName: 'Ion',
        lastName: 'Popescu',
        country: 'MD',
        city: 'balti',
        street: 'Independenței',
        house: '12',
        apartment: '3',
        zipCode: 'MD-3100',
        phone: '+373 (69) 123-456',
      },
    ]);
    await api.database.db.insert(bonusEntries).values([
      { userId: customerId, orderId: first.id, points: 3000, reason: 'earned' },
      { userId: customerId, orderId: second.id, points: -500, reason: 'spent' },
    ]);

    const customer = await read(customerId);
    expect(customer).toMatchObject({
      id: customerId,
      first_name: 'Ion',
      last_name: 'Popescu',
      orders_count: 2,
      bonus_balance: 2500,
    });
    expect(customer.orders.map((order) => [order.id, order.status, order.payment_state])).toEqual([
      [second.id, 'confirmed', 'paid'],
      [first.id, 'new', 'unpaid'],
    ]);
    expect(customer.orders[0]).toMatchObject({
      number: second.number,
      grand_total: 50_000,
      payment_method: 1,
    });
    expect(customer.addresses).toEqual([
      {
        id: expect.any(Number),
        city: 'balti',
        street: 'Independenței',
        house: '12',
        apartment: '3',
        phone: '+373 (69) 123-456',
      },
    ]);
    expect(customer.bonuses.map((entry) => [entry.points, entry.reason, entry.order_id])).toEqual([
      [-500, 'spent', second.id],
      [3000, 'earned', first.id],
    ]);

    const [row] = customerList.parse((await list(`q=${encodeURIComponent(customer.email)}`)).json()).results;
    expect(row).toMatchObject({ id: customerId, orders_count: 2, bonus_balance: 2500 });
  });

  it('adjusts the bonus balance with a reason, as an audited ledger entry', async () => {
    const { id } = await newCustomer(api);
    await api.database.db.insert(bonusEntries).values({ userId: id, points: 1000, reason: 'granted' });

    const added = await adjust(id, { points: 1500, reason: '  Compensație pentru întârziere  ' });
    expect(added.statusCode, added.body).toBe(201);
    const after = adminCustomer.strict().parse(added.json());
    expect(after.bonus_balance).toBe(2500);
    expect(after.bonuses[0]).toMatchObject({
      points: 1500,
      reason: 'adjusted',
      note: 'Compensație pentru întârziere',
      order_id: null,
    });

    const taken = adminCustomer.parse((await adjust(id, { points: -700, reason: 'Corecție' })).json());
    expect(taken.bonus_balance).toBe(1800);
    expect(taken.bonuses.map((entry) => [entry.points, entry.reason])).toEqual([
      [-700, 'adjusted'],
      [1500, 'adjusted'],
      [1000, 'granted'],
    ]);
    const [stored] = await api.database.db
      .select()
      .from(bonusEntries)
      .where(eq(bonusEntries.id, taken.bonuses[0]?.id ?? 0));
    expect(stored).toMatchObject({ staffId: manager.id, note: 'Corecție' });

    const entries = await auditEntries(admin, {
      entity: 'customer',
      entity_id: id,
      action: 'customer.bonuses',
    });
    expect(entries.map((entry) => [entry.actor, entry.before, entry.after])).toEqual([
      [
        manager.email,
        { bonus_balance: 2500 },
        { bonus_balance: 1800, points: -700, reason: 'Corecție', entry_id: taken.bonuses[0]?.id },
      ],
      [
        manager.email,
        { bonus_balance: 1000 },
        {
          bonus_balance: 2500,
          points: 1500,
          reason: 'Compensație pentru întârziere',
          entry_id: taken.bonuses[1]?.id,
        },
      ],
    ]);
  });

  it('refuses zero points, a missing or blank reason and fractions, changing nothing', async () => {
    const { id } = await newCustomer(api);
    expect(Object.keys(errorsOf(await adjust(id, { points: 0, reason: 'Nimic' })))).toEqual(['points']);
    expect(Object.keys(errorsOf(await adjust(id, { points: 100 })))).toEqual(['reason']);
    expect(Object.keys(errorsOf(await adjust(id, { points: 100, reason: '   ' })))).toEqual(['reason']);
    expect(Object.keys(errorsOf(await adjust(id, { points: 1.5, reason: 'Fracție' })))).toEqual(['points']);
    expect(Object.keys(errorsOf(await adjust(id, { points: 100, reason: 'x', order_id: 1 })))).toEqual([
      'order_id',
    ]);
    const customer = await read(id);
    expect(customer).toMatchObject({ bonus_balance: 0, bonuses: [] });
    expect(await auditEntries(admin, { entity: 'customer', entity_id: id })).toEqual([]);
  });

  it('answers 404 for a customer that does not exist', async () => {
    const missing = await manager.request({ method: 'GET', url: '/admin/api/customers/2147483000' });
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json())).toEqual(['detail']);
    const adjusted = await adjust(2_147_483_000, { points: 100, reason: 'Nimeni' });
    expect(adjusted.statusCode).toBe(404);
    expect(await auditEntries(admin, { entity: 'customer', entity_id: 2_147_483_000 })).toEqual([]);
  });
});
