import { type AdminOrder, adminNote, adminOrder, adminOrderRow, adminPage } from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bonusEntries, orderEvents, orderItems, orders, payments } from '../src/db/schema';
import { newCustomer } from './support/accounts';
import { auditEntries, csvOf, idsOf, insertOrder, token } from './support/admin';
import { useApi } from './support/api';
import { engines } from './support/databases';
import { type SignedInStaff, signedInStaff } from './support/staff';

const orderList = adminPage(adminOrderRow.strict());
const fieldErrors = z.record(z.string(), z.array(z.string()));

describe.each(engines)('back-office orders ($name)', (engine) => {
  const api = useApi(engine);
  let manager: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    manager = await signedInStaff(api, 'manager', 'Maria Manager');
    admin = await signedInStaff(api, 'admin', 'Andrei Admin');
  });

  const list = (query: string) => manager.request({ method: 'GET', url: `/admin/api/orders?${query}` });
  const ids = async (query: string) => new Set(idsOf(await list(query)));

  const read = async (id: number, locale = 'ro'): Promise<AdminOrder> => {
    const response = await manager.request({
      method: 'GET',
      url: `/admin/api/orders/${id}`,
      headers: { 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return adminOrder.strict().parse(response.json());
  };

  const patch = (id: number, body: Record<string, unknown>, locale = 'ro', as = manager) =>
    as.request({
      method: 'PATCH',
      url: `/admin/api/orders/${id}`,
      headers: { 'accept-language': locale },
      payload: body,
    });

  /** Moves an order on from the version it has now. */
  const move = async (id: number, status: string, extra: Record<string, unknown> = {}) => {
    const { version } = await read(id);
    const response = await patch(id, { version, status, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    return adminOrder.parse(response.json());
  };

  const errorsOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    return fieldErrors.parse(response.json());
  };

  describe('the list', () => {
    it('filters by stage, payment method, payment state and city', async () => {
      const tag = token();
      const a = await insertOrder(api.database, {
        name: `Ana ${tag}`,
        stage: 'new',
        paymentMethod: 1,
        status: 'placed',
        city: 'chisinau',
      });
      const b = await insertOrder(api.database, {
        name: `Boris ${tag}`,
        stage: 'confirmed',
        paymentMethod: 2,
        status: 'paid',
        city: 'balti',
      });
      const c = await insertOrder(api.database, {
        name: `Carolina ${tag}`,
        stage: 'cancelled',
        paymentMethod: 1,
        status: 'payment_failed',
        city: 'briceni',
      });
      const d = await insertOrder(api.database, {
        name: `Dan ${tag}`,
        stage: 'new',
        paymentMethod: 3,
        status: 'refunded',
        city: 'chisinau',
      });

      expect(await ids(`q=${tag}`)).toEqual(new Set([a.id, b.id, c.id, d.id]));
      expect(await ids(`q=${tag}&status=new`)).toEqual(new Set([a.id, d.id]));
      expect(await ids(`q=${tag}&status=cancelled`)).toEqual(new Set([c.id]));
      expect(await ids(`q=${tag}&payment_method=1`)).toEqual(new Set([a.id, c.id]));
      expect(await ids(`q=${tag}&payment_method=3`)).toEqual(new Set([d.id]));
      expect(await ids(`q=${tag}&payment_state=unpaid`)).toEqual(new Set([a.id]));
      expect(await ids(`q=${tag}&payment_state=paid`)).toEqual(new Set([b.id]));
      expect(await ids(`q=${tag}&payment_state=failed`)).toEqual(new Set([c.id]));
      expect(await ids(`q=${tag}&payment_state=refunded`)).toEqual(new Set([d.id]));
      expect(await ids(`q=${tag}&city=chisinau`)).toEqual(new Set([a.id, d.id]));
      expect(await ids(`q=${tag}&city=balti`)).toEqual(new Set([b.id]));
      expect(await ids(`q=${tag}&city=chisinau&status=new&payment_method=1`)).toEqual(new Set([a.id]));

      // Each row says what the filters looked at.
      const rows = orderList.parse((await list(`q=${tag}&ordering=customer_name`)).json()).results;
      expect(rows.map((row) => [row.status, row.payment_method, row.payment_state, row.city])).toEqual([
        ['new', 1, 'unpaid', 'chisinau'],
        ['confirmed', 2, 'paid', 'balti'],
        ['cancelled', 1, 'failed', 'briceni'],
        ['new', 3, 'refunded', 'chisinau'],
      ]);

      // Every filter, unfiltered by q, keeps only what it names.
      const all = orderList.parse((await list('status=new&page_size=100')).json()).results;
      expect(all.every((row) => row.status === 'new')).toBe(true);
      expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([a.id, d.id]));
    });

    it('refuses a stage, method, payment state or city it does not know, naming the field', async () => {
      expect(Object.keys(errorsOf(await list('status=shipped')))).toEqual(['status']);
      expect(Object.keys(errorsOf(await list('payment_method=7')))).toEqual(['payment_method']);
      expect(Object.keys(errorsOf(await list('payment_state=partly')))).toEqual(['payment_state']);
      expect(Object.keys(errorsOf(await list('city=paris')))).toEqual(['city']);
      expect(Object.keys(errorsOf(await list('from=yesterday')))).toEqual(['from']);
    });

    it('searches number, name, phone and e-mail, in any case, taking the text literally', async () => {
      const byNumber = await insertOrder(api.database, { number: `N-${token()}-X` });
      const nameWord = `Zamfir${token()}`;
      const byName = await insertOrder(api.database, { name: `Vasile ${nameWord}` });
      const digits = String(Date.now()).slice(-7);
      const byPhone = await insertOrder(api.database, { phone: `+373 ${digits}` });
      const mailbox = `box${token()}`;
      const byEmail = await insertOrder(api.database, { email: `${mailbox}@Example.md` });

      expect(await ids(`q=${byNumber.number}`)).toEqual(new Set([byNumber.id]));
      expect(await ids(`q=${encodeURIComponent(byNumber.number.toLowerCase())}`)).toEqual(
        new Set([byNumber.id]),
      );
      expect(await ids(`q=${nameWord.toUpperCase()}`)).toEqual(new Set([byName.id]));
      expect(await ids(`q=${digits}`)).toEqual(new Set([byPhone.id]));
      expect(await ids(`q=${mailbox}%40example.md`)).toEqual(new Set([byEmail.id]));
      // '%' and '_' are letters to search for, not wildcards.
      expect(await ids('q=%25')).toEqual(new Set());
      expect(await ids(`q=${nameWord.slice(0, 4)}_${nameWord.slice(5)}`)).toEqual(new Set());
    });

    it("filters by the shop's days (Europe/Chisinau), winter and summer time alike", async () => {
      const tag = token();
      const at = async (iso: string) =>
        (await insertOrder(api.database, { name: `Ziua ${tag}`, createdAt: new Date(iso) })).id;
      // 23:59 and 00:01 in Chișinău, at UTC+2 in March and UTC+3 in July.
      const marchLate = await at('2025-03-10T21:59:00Z');
      const marchEarly = await at('2025-03-10T22:01:00Z');
      const julyLate = await at('2025-07-01T20:59:00Z');
      const julyEarly = await at('2025-07-01T21:01:00Z');

      expect(await ids(`q=${tag}&to=2025-03-10`)).toEqual(new Set([marchLate]));
      expect(await ids(`q=${tag}&from=2025-03-11&to=2025-03-11`)).toEqual(new Set([marchEarly]));
      expect(await ids(`q=${tag}&from=2025-07-01&to=2025-07-01`)).toEqual(new Set([julyLate]));
      expect(await ids(`q=${tag}&from=2025-07-02`)).toEqual(new Set([julyEarly]));
      expect(await ids(`q=${tag}&from=2025-03-11&to=2025-07-01`)).toEqual(new Set([marchEarly, julyLate]));
      expect(await ids(`q=${tag}&from=2025-03-10&to=2025-07-02`)).toEqual(
        new Set([marchLate, marchEarly, julyLate, julyEarly]),
      );
    });

    it('sorts by date, number, total, stage and name, and pages without gaps or repeats', async () => {
      const tag = token();
      const seeds = [
        { name: `Elena ${tag}`, grandTotal: 30_000, stage: 'ready' as const, number: `S-${tag}-3` },
        { name: `Cezar ${tag}`, grandTotal: 10_000, stage: 'new' as const, number: `S-${tag}-1` },
        { name: `Alina ${tag}`, grandTotal: 50_000, stage: 'confirmed' as const, number: `S-${tag}-5` },
        { name: `Dorin ${tag}`, grandTotal: 20_000, stage: 'delivered' as const, number: `S-${tag}-2` },
        { name: `Bianca ${tag}`, grandTotal: 40_000, stage: 'in_production' as const, number: `S-${tag}-4` },
      ];
      const made: { id: number; name: string; total: number; number: string; stage: string }[] = [];
      for (const [index, seed] of seeds.entries()) {
        const row = await insertOrder(api.database, {
          ...seed,
          createdAt: new Date(Date.UTC(2026, 0, 10, 12, index)),
        });
        made.push({
          id: row.id,
          name: seed.name,
          total: seed.grandTotal,
          number: seed.number,
          stage: seed.stage,
        });
      }
      const sortedBy = (key: (row: (typeof made)[number]) => string | number) =>
        [...made].sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0)).map((row) => row.id);
      const order = async (ordering?: string) =>
        idsOf(await list(`q=${tag}${ordering ? `&ordering=${ordering}` : ''}`));

      // Newest first unless asked otherwise.
      expect(await order()).toEqual(made.map((row) => row.id).reverse());
      expect(await order('created_at')).toEqual(made.map((row) => row.id));
      expect(await order('grand_total')).toEqual(sortedBy((row) => row.total));
      expect(await order('-grand_total')).toEqual(sortedBy((row) => row.total).reverse());
      expect(await order('customer_name')).toEqual(sortedBy((row) => row.name));
      expect(await order('number')).toEqual(sortedBy((row) => row.number));
      expect(await order('-number')).toEqual(sortedBy((row) => row.number).reverse());
      // Stages sort as the workflow runs, not as their codes spell.
      const workflow = ['new', 'confirmed', 'in_production', 'ready', 'delivered'];
      expect(await order('status')).toEqual(sortedBy((row) => workflow.indexOf(row.stage)));
      expect(await order('-status')).toEqual(sortedBy((row) => workflow.indexOf(row.stage)).reverse());
      expect(Object.keys(errorsOf(await list(`q=${tag}&ordering=phone`)))).toEqual(['ordering']);

      const pages = [];
      for (let page = 1; page <= 3; page += 1) {
        const response = await list(`q=${tag}&ordering=grand_total&page_size=2&page=${page}`);
        const body = orderList.parse(response.json());
        expect(body.pages).toBe(3);
        expect(body.total_count).toBe(5);
        pages.push(...body.results.map((row) => row.id));
      }
      expect(pages).toEqual(sortedBy((row) => row.total));
      expect((await list(`q=${tag}&page_size=2&page=4`)).statusCode).toBe(404);
      // An empty first page is an answer, not a 404.
      expect(orderList.parse((await list(`q=nothing-${tag}`)).json())).toEqual({
        results: [],
        pages: 0,
        total_count: 0,
      });
    });

    it('refuses a page size over 100, page 0 and an unknown query key, naming it', async () => {
      expect((await list('page_size=100')).statusCode).toBe(200);
      expect(Object.keys(errorsOf(await list('page_size=101')))).toEqual(['page_size']);
      expect(Object.keys(errorsOf(await list('page=0')))).toEqual(['page']);
      expect(Object.keys(errorsOf(await list('colour=red')))).toEqual(['colour']);
    });
  });

  describe('the CSV export', () => {
    it('exports what the filters show, neutralizing cells a spreadsheet would run', async () => {
      const tag = token();
      const names = ['=HYPERLINK("http://x")', '+1', '-1', '@x', 'Ștefan Țurcanu, Кишинёв'];
      const exported = [];
      for (const [index, name] of names.entries())
        exported.push(
          await insertOrder(api.database, {
            number: `C-${tag}-${index}`,
            name,
            email: `csv-${index}@mail.md`,
            phone: '069123456',
            createdAt: new Date(Date.UTC(2026, 1, 1, 9, index)),
            grandTotal: 104_950,
          }),
        );
      const filteredOut = await insertOrder(api.database, { number: `C-${tag}-9`, stage: 'confirmed' });

      const response = await manager.request({
        method: 'GET',
        url: `/admin/api/orders/export.csv?q=C-${tag}&status=new&ordering=number`,
      });
      const [header, ...rows] = csvOf(response, 'orders');
      expect(header).toEqual([
        'Număr',
        'Data',
        'Client',
        'Telefon',
        'E-mail',
        'Oraș',
        'Metoda de plată',
        'Plata',
        'Etapa',
        'Total, €',
      ]);
      expect(rows.map((row) => row[0])).toEqual(exported.map((order) => order.number));
      expect(rows.map((row) => row[0])).not.toContain(filteredOut.number);
      expect(rows.map((row) => row[2])).toEqual([
        `'=HYPERLINK("http://x")`,
        `'+1`,
        `'-1`,
        `'@x`,
        'Ștefan Țurcanu, Кишинёв',
      ]);
      expect(rows[0]?.[1]).toBe('2026-02-01T09:00:00.000Z');
      expect(rows[0]?.[3]).toBe('069123456');
      expect(rows[0]?.[4]).toBe('csv-0@mail.md');
      expect(rows[0]?.[9]).toBe('1049.5');
      expect(response.headers['cache-control']).toBe('no-store');

      // Headers in the language asked for; the same filters as the list, unknown keys refused.
      const ru = manager.request({
        method: 'GET',
        url: `/admin/api/orders/export.csv?q=C-${tag}`,
        headers: { 'accept-language': 'ru' },
      });
      const [ruHeader, ...ruRows] = csvOf(await ru, 'orders');
      expect(ruHeader?.[0]).toBe('Номер');
      expect(ruRows).toHaveLength(6);
      const refused = await manager.request({ method: 'GET', url: '/admin/api/orders/export.csv?page=2' });
      expect(Object.keys(errorsOf(refused))).toEqual(['page']);
    });
  });

  describe('one order', () => {
    it('shows lines, totals, delivery, payments, stage history, notes and the next stages', async () => {
      const customer = await newCustomer(api);
      const order = await insertOrder(api.database, {
        name: 'Maria Ciobanu',
        email: 'maria@mail.md',
        paymentMethod: 1,
        status: 'paid',
        userId: customer.id,
      });
      await api.database.db.insert(bonusEntries).values([
        { userId: customer.id, orderId: order.id, points: -500, reason: 'spent' },
        { userId: customer.id, orderId: order.id, points: 3000, reason: 'earned' },
      ]);
      await api.database.db.insert(orderItems).values([
        {
          orderId: order.id,
          position: 0,
          kind: 'product',
          productId: 1,
          title: 'Pervaz',
          link: '/catalog/1',
          summary: ['Alb'],
          unit: 'piece',
          quantityHundredths: 200,
          unitPrice: 25_000,
          quantityDiscount: 0,
          totalPrice: 50_000,
        },
        {
          orderId: order.id,
          position: 1,
          kind: 'product',
          productId: 2,
          title: 'Plasă',
          link: '/catalog/2',
          summary: [],
          unit: 'm2',
          quantityHundredths: 150,
          unitPrice: 20_000,
          quantityDiscount: 0,
          totalPrice: 30_000,
        },
      ]);
      await api.database.db.insert(payments).values({
        orderId: order.id,
        provider: 'sandbox',
        payId: `pay-${token()}`,
        payUrl: 'http://bank.example/pay',
        amount: order.grandTotal,
        currency: 'EUR',
        status: 'ok',
        result: { status: 'OK' },
      });
      await move(order.id, 'confirmed');
      await manager.request({
        method: 'POST',
        url: `/admin/api/orders/${order.id}/notes`,
        payload: { text: 'Clientul sună după ora 18.' },
      });

      const body = await read(order.id);
      expect(body).toMatchObject({
        id: order.id,
        number: order.number,
        customer_name: 'Maria Ciobanu',
        email: 'maria@mail.md',
        city: 'chisinau',
        payment_method: 1,
        payment_state: 'paid',
        status: 'confirmed',
        grand_total: 104_900,
        version: 2,
        locale: 'ro',
        customer_id: customer.id,
        bonuses_earned: 3000,
        measurement_at: null,
        user_details: { full_name: 'Maria Ciobanu', email: 'maria@mail.md' },
        delivery_details: { city: 'chisinau', city_name: 'Chișinău', street: 'Ștefan cel Mare', house: '1' },
        totals: { grand_total: 104_900, delivery: 4900 },
        next_statuses: ['measurement_scheduled', 'in_production', 'cancelled'],
      });
      expect(body.items.map((item) => [item.title, item.quantity, item.total_price])).toEqual([
        ['Pervaz', 2, 50_000],
        ['Plasă', 1.5, 30_000],
      ]);
      expect(body.payments).toEqual([
        expect.objectContaining({ provider: 'sandbox', status: 'ok', amount: 104_900, currency: 'EUR' }),
      ]);
      expect(body.payments[0]?.result).toEqual({ status: 'OK' });
      expect(body.events).toEqual([
        expect.objectContaining({
          from: 'new',
          to: 'confirmed',
          staff: { id: manager.id, name: 'Maria Manager', email: manager.email },
          reason: '',
          measurement_at: null,
        }),
      ]);
      expect(body.notes).toEqual([
        expect.objectContaining({
          text: 'Clientul sună după ora 18.',
          staff: expect.objectContaining({ id: manager.id }),
        }),
      ]);

      // The city's name in the language of the member reading.
      await manager.request({ method: 'PATCH', url: '/admin/api/session', payload: { locale: 'ru' } });
      expect((await read(order.id, 'ru')).delivery_details.city_name).toBe('Кишинёв');
      await manager.request({ method: 'PATCH', url: '/admin/api/session', payload: { locale: 'ro' } });
    });

    it('answers 404 for an order that does not exist and 400 for an id that is not one', async () => {
      const missing = await manager.request({ method: 'GET', url: '/admin/api/orders/2147483000' });
      expect(missing.statusCode).toBe(404);
      expect(Object.keys(missing.json())).toEqual(['detail']);
      expect((await manager.request({ method: 'GET', url: '/admin/api/orders/abc' })).statusCode).toBe(400);
      const patched = await patch(2_147_483_000, { version: 1, status: 'confirmed' });
      expect(patched.statusCode).toBe(404);
    });
  });

  describe('the workflow', () => {
    it('confirms a new order, writing an event and an audit entry', async () => {
      const order = await insertOrder(api.database);
      const response = await patch(order.id, { version: 1, status: 'confirmed' });
      expect(response.statusCode, response.body).toBe(200);
      const body = adminOrder.parse(response.json());
      expect(body).toMatchObject({ status: 'confirmed', version: 2 });
      expect(body.events.map((event) => [event.from, event.to])).toEqual([['new', 'confirmed']]);

      const entries = await auditEntries(admin, { entity: 'order', entity_id: order.id });
      expect(entries).toEqual([
        expect.objectContaining({
          action: 'order.stage',
          actor: manager.email,
          staff: { id: manager.id, name: 'Maria Manager', email: manager.email },
          before: { status: 'new', measurement_at: null },
          after: { status: 'confirmed', measurement_at: null },
        }),
      ]);
    });

    it('schedules a measurement only with its date, and keeps it afterwards', async () => {
      const order = await insertOrder(api.database, { stage: 'confirmed' });
      const without = await patch(order.id, { version: 1, status: 'measurement_scheduled' });
      expect(Object.keys(errorsOf(without))).toEqual(['measurement_at']);
      expect(errorsOf(without).measurement_at?.[0]).toBe('Indicați data și ora măsurării.');
      expect((await read(order.id)).version).toBe(1);

      const scheduled = await patch(order.id, {
        version: 1,
        status: 'measurement_scheduled',
        measurement_at: '2026-12-01T10:30:00+02:00',
      });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      const body = adminOrder.parse(scheduled.json());
      expect(body.status).toBe('measurement_scheduled');
      expect(body.measurement_at).toBe('2026-12-01T08:30:00.000Z');
      expect(body.events.at(-1)?.measurement_at).toBe('2026-12-01T08:30:00.000Z');
      expect(body.next_statuses).toEqual(['measurement_scheduled', 'in_production', 'cancelled']);

      // Rescheduling moves the date; production keeps the last one.
      await move(order.id, 'measurement_scheduled', { measurement_at: '2026-12-02T09:00:00Z' });
      const produced = await move(order.id, 'in_production');
      expect(produced.measurement_at).toBe('2026-12-02T09:00:00.000Z');
      const rows = orderList.parse((await list(`q=${order.number}`)).json()).results;
      expect(rows[0]?.measurement_at).toBe('2026-12-02T09:00:00.000Z');

      const entries = await auditEntries(admin, {
        entity: 'order',
        entity_id: order.id,
        action: 'order.stage',
      });
      expect(entries.map((entry) => [entry.before?.status, entry.after?.status])).toEqual([
        ['measurement_scheduled', 'in_production'],
        ['measurement_scheduled', 'measurement_scheduled'],
        ['confirmed', 'measurement_scheduled'],
      ]);
      expect(entries[1]?.before?.measurement_at).toBe('2026-12-01T08:30:00.000Z');
      expect(entries[1]?.after?.measurement_at).toBe('2026-12-02T09:00:00.000Z');
    });

    it('cancels only with a reason, which the event and the audit keep', async () => {
      const order = await insertOrder(api.database);
      const without = await patch(order.id, { version: 1, status: 'cancelled' });
      expect(Object.keys(errorsOf(without))).toEqual(['reason']);
      const blank = await patch(order.id, { version: 1, status: 'cancelled', reason: '   ' });
      expect(Object.keys(errorsOf(blank))).toEqual(['reason']);
      expect((await read(order.id)).status).toBe('new');

      const cancelled = await move(order.id, 'cancelled', { reason: 'Clientul a renunțat' });
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.next_statuses).toEqual([]);
      expect(cancelled.events.at(-1)).toMatchObject({
        from: 'new',
        to: 'cancelled',
        reason: 'Clientul a renunțat',
      });
      const [entry] = await auditEntries(admin, { entity: 'order', entity_id: order.id });
      expect(entry?.after).toEqual({
        status: 'cancelled',
        measurement_at: null,
        reason: 'Clientul a renunțat',
      });
    });

    it('walks an order to completed, then lets nothing move it', async () => {
      const order = await insertOrder(api.database);
      for (const status of ['confirmed', 'in_production', 'ready', 'delivered', 'completed'])
        await move(order.id, status);
      const done = await read(order.id);
      expect(done).toMatchObject({ status: 'completed', version: 6, next_statuses: [] });
      expect(done.events.map((event) => event.to)).toEqual([
        'confirmed',
        'in_production',
        'ready',
        'delivered',
        'completed',
      ]);
      const reopened = await patch(order.id, { version: 6, status: 'delivered' });
      expect(reopened.statusCode).toBe(409);
      const cancelled = await patch(order.id, { version: 6, status: 'cancelled', reason: 'prea târziu' });
      expect(cancelled.statusCode).toBe(409);
      expect((await read(order.id)).version).toBe(6);
    });

    it('refuses an illegal move with 409, in Romanian or Russian', async () => {
      const order = await insertOrder(api.database, { stage: 'confirmed' });
      const ro = await patch(order.id, { version: 1, status: 'completed' }, 'ro');
      expect(ro.statusCode).toBe(409);
      expect(ro.json()).toEqual({
        detail: 'O comandă în starea „Confirmată” nu poate trece în „Finalizată”.',
      });
      const ru = await patch(order.id, { version: 1, status: 'completed' }, 'ru');
      expect(ru.statusCode).toBe(409);
      expect(ru.json().detail).toMatch(/^Заказ в статусе «.+» нельзя перевести в «.+»\.$/);
      expect(ru.json().detail).not.toBe(ro.json().detail);

      const skipped = await patch((await insertOrder(api.database)).id, { version: 1, status: 'ready' });
      expect(skipped.statusCode).toBe(409);

      const closed = await insertOrder(api.database, { stage: 'cancelled' });
      const reopened = await patch(closed.id, { version: 1, status: 'confirmed' });
      expect(reopened.statusCode).toBe(409);
      const again = await patch(closed.id, { version: 1, status: 'cancelled', reason: 'din nou' });
      expect(again.statusCode).toBe(409);

      const unchanged = await read(order.id);
      expect(unchanged).toMatchObject({ status: 'confirmed', version: 1, events: [] });
      expect(await auditEntries(admin, { entity: 'order', entity_id: order.id })).toEqual([]);
    });

    it('refuses a change made on a stale version and changes nothing', async () => {
      const order = await insertOrder(api.database);
      await move(order.id, 'confirmed');
      const before = await read(order.id);
      const stale = await patch(order.id, { version: 1, status: 'in_production' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        detail:
          'Înregistrarea a fost modificată între timp de altcineva. Reîncărcați pagina și încercați din nou.',
      });
      const ru = await patch(order.id, { version: 1, status: 'in_production' }, 'ru');
      expect(ru.json().detail).toBe(
        'Запись тем временем изменил кто-то другой. Обновите страницу и повторите.',
      );
      expect(await read(order.id)).toEqual(before);
      const [row] = await api.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ stage: 'confirmed', version: 2 });
    });

    it('lets exactly one of two simultaneous changes on one version through', async () => {
      const order = await insertOrder(api.database);
      const other = await signedInStaff(api, 'manager', 'Mihai');
      const [first, second] = await Promise.all([
        patch(order.id, { version: 1, status: 'confirmed' }),
        patch(order.id, { version: 1, status: 'cancelled', reason: 'dublură' }, 'ro', other),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = first.statusCode === 200 ? 'confirmed' : 'cancelled';
      const after = await read(order.id);
      expect(after).toMatchObject({ status: winner, version: 2 });
      expect(after.events.map((event) => event.to)).toEqual([winner]);
      const events = await api.database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id));
      expect(events).toHaveLength(1);
      expect(await auditEntries(admin, { entity: 'order', entity_id: order.id })).toHaveLength(1);
    });

    it('refuses an unknown field or a malformed date, naming it', async () => {
      const order = await insertOrder(api.database, { stage: 'confirmed' });
      const unknown = await patch(order.id, { version: 1, status: 'in_production', stage: 'ready' });
      expect(Object.keys(errorsOf(unknown))).toEqual(['stage']);
      const badDate = await patch(order.id, {
        version: 1,
        status: 'measurement_scheduled',
        measurement_at: 'mâine dimineață',
      });
      expect(Object.keys(errorsOf(badDate))).toEqual(['measurement_at']);
      expect((await read(order.id)).version).toBe(1);
    });
  });

  describe('notes', () => {
    it('adds notes with their author, lists them oldest first and audits each', async () => {
      const order = await insertOrder(api.database);
      const note = (text: string, as = manager) =>
        as.request({ method: 'POST', url: `/admin/api/orders/${order.id}/notes`, payload: { text } });

      const first = await note('  A sunat, revine mâine.  ');
      expect(first.statusCode, first.body).toBe(201);
      const second = await note('Măsurătoare confirmată.', admin);
      expect(second.statusCode).toBe(201);
      const notes = z.array(adminNote.strict()).parse(second.json());
      expect(notes.map((entry) => [entry.text, entry.staff?.email])).toEqual([
        ['A sunat, revine mâine.', manager.email],
        ['Măsurătoare confirmată.', admin.email],
      ]);
      expect(notes[0]?.staff).toEqual({ id: manager.id, name: 'Maria Manager', email: manager.email });
      expect((await read(order.id)).notes).toEqual(notes);
      // A note is not a change of stage.
      expect((await read(order.id)).version).toBe(1);

      const entries = await auditEntries(admin, {
        entity: 'order',
        entity_id: order.id,
        action: 'order.note',
      });
      expect(entries.map((entry) => [entry.actor, entry.after?.text])).toEqual([
        [admin.email, 'Măsurătoare confirmată.'],
        [manager.email, 'A sunat, revine mâine.'],
      ]);
      expect(entries[1]?.after?.note_id).toBe(notes[0]?.id);

      expect(Object.keys(errorsOf(await note('   ')))).toEqual(['text']);
      expect((await read(order.id)).notes).toHaveLength(2);
    });

    it('answers 404 for a note on an order that does not exist', async () => {
      const response = await manager.request({
        method: 'POST',
        url: '/admin/api/orders/2147483000/notes',
        payload: { text: 'nimic' },
      });
      expect(response.statusCode).toBe(404);
      expect(Object.keys(response.json())).toEqual(['detail']);
      expect(await auditEntries(admin, { entity: 'order', entity_id: 2_147_483_000 })).toEqual([]);
    });
  });
});
