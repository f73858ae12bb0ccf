import type { MeasurementSlots } from '@vitrina/contract';
import { formMessages } from '@vitrina/forms';
import { eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  leads,
  measurementBookingItems,
  measurementBookings,
  measurementCalendar,
  outboxMessages,
} from '../src/db/schema';
import { formLimits } from '../src/modules/auth/rate-limits';
import { visitDate } from '../src/modules/measurements/confirmation-email';
import { measurementMessages } from '../src/modules/measurements/measurement-messages';
import { auditEntries } from './support/admin';
import { freshAddress, frontendKey, type TestApi, useApi } from './support/api';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

const phone = '+373 (691) 234-56';

function post(api: TestApi, url: string, payload: unknown, options: { locale?: string; ip?: string } = {}) {
  return api.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? freshAddress(),
    headers: {
      'x-frontend-key': frontendKey,
      'accept-language': options.locale ?? 'ro',
      'content-type': 'application/json',
    },
    payload: JSON.stringify(payload),
  });
}

const visitor = {
  name: 'Ion Popescu',
  phone,
  city: 'Chișinău',
  address: 'str. Ștefan cel Mare 12, ap. 4',
  terms: true,
};

describe.each(engines)('measurement booking on $name', (engine) => {
  const api = useApi(engine);
  const { admin, manager, editor } = useStaffOfEveryRole(api);

  const slots = async () => {
    const response = await api.get('/measurements/slots/');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.json() as MeasurementSlots).days;
  };
  /** A window nobody booked yet in this suite: each test takes its own. */
  const used = new Set<string>();
  const freshWindow = async () => {
    for (const { day, windows } of await slots())
      for (const { window, free } of windows)
        if (free > 0 && !used.has(`${day} ${window}`)) {
          used.add(`${day} ${window}`);
          return { day, window, free };
        }
    throw new Error('no free window left');
  };
  const book = (body: unknown, options: { locale?: string; ip?: string } = {}) =>
    post(api, '/measurements/bookings/', body, options);
  const setCapacity = (capacity: number) =>
    api.database.db.update(measurementCalendar).set({ capacity }).where(eq(measurementCalendar.id, 1));
  beforeEach(async () => {
    await setCapacity(2);
  });

  it('lists the working days ahead with the default windows, two visits each', async () => {
    const days = await slots();
    expect(days.length).toBeGreaterThanOrEqual(17);
    for (const { day, windows } of days) {
      // Monday to Saturday only.
      expect(new Date(`${day}T12:00:00Z`).getUTCDay()).not.toBe(0);
      expect(windows.map((window) => window.window)).toEqual(['09:00-12:00', '12:00-15:00', '15:00-18:00']);
    }
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Chisinau' }).format(new Date());
    expect(days[0]?.day && days[0].day > today).toBe(true);
  });

  it('books a window: stored, a lead in the inbox, the places left go down, e-mails to the shop and the visitor', async () => {
    const slot = await freshWindow();
    const response = await book(
      {
        ...visitor,
        day: slot.day,
        window: slot.window,
        note: 'Etajul 3, <interfon> 12',
        email: 'ion@mail.md',
      },
      { locale: 'ru' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: number };
    expect(response.json()).toEqual({ id, day: slot.day, window: slot.window });
    const [row] = await api.database.db
      .select()
      .from(measurementBookings)
      .where(eq(measurementBookings.id, id));
    expect(row).toMatchObject({
      name: visitor.name,
      phone,
      city: visitor.city,
      address: visitor.address,
      status: 'booked',
      locale: 'ru',
      email: 'ion@mail.md',
    });
    const [lead] = await api.database.db.select().from(leads).where(eq(leads.sourceId, id));
    expect(lead).toMatchObject({ kind: 'measurement', name: visitor.name, phone, status: 'new' });

    const after = (await slots()).find((day) => day.day === slot.day);
    expect(after?.windows.find((window) => window.window === slot.window)?.free).toBe(slot.free - 1);

    const mails: ParsedMail[] = await Promise.all((await api.outbox()).map((raw) => simpleParser(raw)));
    const confirmation = mails.find(
      (mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address === 'ion@mail.md',
    );
    expect(confirmation?.subject).toContain('Бесплатный замер назначен');
    expect(confirmation?.text).toContain('Здравствуйте, Ion Popescu!');
    expect(confirmation?.text).toContain(slot.window.replace('-', '–'));
    const shop = mails.find((mail) => mail.subject?.includes(`Măsurare programată: ${slot.day}`));
    expect(shop?.text).toContain('str. Ștefan cel Mare 12');
    expect(shop?.html).toContain('&lt;interfon&gt;');
    expect(shop?.replyTo?.value[0]?.address).toBe('ion@mail.md');
  });

  it('sends no confirmation without an e-mail', async () => {
    const before = (await api.outbox()).length;
    const slot = await freshWindow();
    const response = await book({ ...visitor, day: slot.day, window: slot.window });
    expect(response.statusCode, response.body).toBe(201);
    // The shop's e-mail only.
    expect((await api.outbox()).length).toBe(before + 1);
  });

  it('refuses a full window with 409 in the visitor language, and leaves nothing behind', async () => {
    await setCapacity(1);
    const slot = await freshWindow();
    expect((await book({ ...visitor, day: slot.day, window: slot.window })).statusCode).toBe(201);
    const count = async () =>
      (await api.database.db.select({ n: sql<number>`count(*)::int` }).from(measurementBookings))[0]?.n;
    const before = await count();
    const ro = await book({ ...visitor, day: slot.day, window: slot.window });
    expect(ro.statusCode).toBe(409);
    expect(ro.json()).toEqual({ detail: measurementMessages.ro.windowFull });
    const ru = await book({ ...visitor, day: slot.day, window: slot.window }, { locale: 'ru' });
    expect(ru.json()).toEqual({ detail: measurementMessages.ru.windowFull });
    expect(await count()).toBe(before);
    const listed = (await slots()).find((day) => day.day === slot.day);
    expect(listed?.windows.find((window) => window.window === slot.window)?.free).toBe(0);
  });

  it('gives the last place to exactly one of several visitors booking at once', async () => {
    await setCapacity(1);
    const slot = await freshWindow();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        book({ ...visitor, name: `Vizitator ${index + 1}`, day: slot.day, window: slot.window }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const held = await api.database.db
      .select()
      .from(measurementBookings)
      .where(
        sql`${measurementBookings.day} = ${slot.day} and ${measurementBookings.window} = ${slot.window}`,
      );
    expect(held).toHaveLength(1);
  });

  it('answers field errors for bad input, never a 500', async () => {
    const slot = await freshWindow();
    const empty = await book({
      name: '',
      phone: '123',
      city: '',
      address: '',
      day: '',
      window: '',
      terms: false,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      name: [formMessages.ro.required],
      phone: [formMessages.ro.invalidPhone],
      city: [formMessages.ro.required],
      address: [formMessages.ro.required],
      day: [formMessages.ro.selectRequired],
      window: [formMessages.ro.selectRequired],
      terms: [formMessages.ro.termsRequired],
    });
    const ru = await book(
      { ...visitor, day: slot.day, window: slot.window, email: 'ion@mail', note: 'a'.repeat(1001) },
      { locale: 'ru' },
    );
    expect(ru.json()).toEqual({
      email: [formMessages.ru.invalidEmail],
      note: [formMessages.ru.tooLongNote],
    });
    // A window the calendar does not have, and a day past the weeks it offers.
    const notOffered = await book({ ...visitor, day: slot.day, window: '18:00-21:00' });
    expect(notOffered.json()).toEqual({ window: [measurementMessages.ro.notOffered] });
    const farAway = await book({ ...visitor, day: '2099-01-05', window: slot.window });
    expect(farAway.json()).toEqual({ window: [measurementMessages.ro.notOffered] });
    const unknown = await book({ ...visitor, day: slot.day, window: slot.window, calculations: ['nope'] });
    expect(unknown.json()).toEqual({ calculations: [measurementMessages.ro.unknownCalculation] });
    for (const body of [
      { ...visitor, day: slot.day, window: slot.window, price: 0 },
      { ...visitor, day: 5, window: slot.window },
      { ...visitor, day: slot.day, window: slot.window, calculations: 'x' },
      [],
    ]) {
      const response = await book(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('carries a configuration priced again by the API, with its definition version', async () => {
    const quoted = await post(api, '/calculator/internal-modules-section/?save=true', {
      calculator_type_id: 1,
      configuration: { width: 1200, height: 1400 },
      quantity: 2,
    });
    const saved = quoted.json() as { calculator_id: string; version: number; total: number };
    const slot = await freshWindow();
    const response = await book({
      ...visitor,
      day: slot.day,
      window: slot.window,
      calculations: [saved.calculator_id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: number };
    const items = await api.database.db
      .select()
      .from(measurementBookingItems)
      .where(eq(measurementBookingItems.bookingId, id));
    expect(items).toEqual([
      expect.objectContaining({
        calculationId: saved.calculator_id,
        calculatorTypeId: 1,
        version: saved.version,
        quantity: 2,
        total: saved.total,
      }),
    ]);
    const agenda = await manager.request({ method: 'GET', url: `/admin/api/measurement-bookings/${id}` });
    expect(agenda.statusCode, agenda.body).toBe(200);
    expect(agenda.json()).toMatchObject({
      id,
      status: 'booked',
      items: [{ calculator_type_id: 1, quantity: 2, total: saved.total }],
    });
    expect(agenda.json().items[0].configurator_url).toContain('w=1200&h=1400');
  });

  it('limits bookings per address like the other forms', async () => {
    const ip = freshAddress();
    const limit = formLimits.measurement.attempts;
    for (let attempt = 0; attempt < limit; attempt++) expect((await book({}, { ip })).statusCode).toBe(400);
    const over = await book({}, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  describe('in the back office', () => {
    const bookOne = async (extra: { email?: string } = {}, locale = 'ro') => {
      const slot = await freshWindow();
      const response = await book({ ...visitor, ...extra, day: slot.day, window: slot.window }, { locale });
      expect(response.statusCode, response.body).toBe(201);
      return { id: (response.json() as { id: number }).id, ...slot };
    };
    const read = async (id: number) =>
      (await manager.request({ method: 'GET', url: `/admin/api/measurement-bookings/${id}` })).json() as {
        version: number;
        day: string;
        window: string;
        status: string;
      };
    /** The e-mails the outbox holds about a booking, oldest first. */
    const notices = (id: number) =>
      api.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.ref, `measurement:${id}`))
        .orderBy(outboxMessages.id);

    it('lists bookings in agenda order and shows one in the inbox', async () => {
      const booked = await bookOne();
      const list = await manager.request({
        method: 'GET',
        url: `/admin/api/measurement-bookings?day_gte=${booked.day}&day_lte=${booked.day}&page_size=100`,
      });
      expect(list.statusCode, list.body).toBe(200);
      const rows = (list.json() as { results: { id: number; day: string; window: string }[] }).results;
      expect(rows.map((row) => row.id)).toContain(booked.id);
      const keys = rows.map((row) => `${row.day} ${row.window}`);
      expect(keys).toEqual([...keys].sort());
      for (const bad of ['0000-00-00', '2026-02-30', '1999-12-31'])
        expect(
          (await manager.request({ method: 'GET', url: `/admin/api/measurement-bookings?day_gte=${bad}` }))
            .statusCode,
        ).toBe(400);
      const [lead] = await api.database.db.select().from(leads).where(eq(leads.sourceId, booked.id));
      const inbox = await manager.request({ method: 'GET', url: `/admin/api/leads/${lead?.id}` });
      expect(inbox.json()).toMatchObject({ kind: 'measurement', subject: `${booked.day} ${booked.window}` });
    });

    it('moves a booking to a free window: the places follow, the move is audited, the visitor is told', async () => {
      const booked = await bookOne({ email: 'mutat@mail.md' }, 'ru');
      const target = await freshWindow();
      const before = await read(booked.id);
      const moved = await manager.request({
        method: 'POST',
        url: `/admin/api/measurement-bookings/${booked.id}/reschedule`,
        payload: { version: before.version, day: target.day, window: target.window },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({
        day: target.day,
        window: target.window,
        version: before.version + 1,
      });
      const days = await slots();
      const free = (day: string, window: string) =>
        days.find((entry) => entry.day === day)?.windows.find((entry) => entry.window === window)?.free;
      expect(free(booked.day, booked.window)).toBe(2);
      expect(free(target.day, target.window)).toBe(1);
      const [entry] = await auditEntries(admin, { entity: 'measurement_booking', entity_id: booked.id });
      expect(entry).toMatchObject({
        action: 'measurement.reschedule',
        before: { day: booked.day, window: booked.window },
        after: { day: target.day, window: target.window },
      });
      // One e-mail to the visitor, in the language they booked in, with the new time and the old one.
      const moves = (await notices(booked.id)).filter((mail) => mail.kind === 'measurement.moved');
      expect(moves).toHaveLength(1);
      const [notice] = moves;
      expect(notice?.to).toBe('mutat@mail.md');
      expect(notice?.subject).toBe(
        `Бесплатный замер перенесён: ${visitDate(target.day, 'ru')}, ${target.window.replace('-', '–')} — Vitrina`,
      );
      expect(notice?.text).toContain(
        `Новые дата и интервал: ${visitDate(target.day, 'ru')}, ${target.window.replace('-', '–')}`,
      );
      expect(notice?.text).toContain(`Вместо: ${visitDate(booked.day, 'ru')}`);
      // The outbox's worker delivers it.
      await api.outbox();
      expect((await notices(booked.id)).map((mail) => [mail.kind, mail.status])).toEqual([
        ['measurement.customer', 'sent'],
        ['measurement.moved', 'sent'],
      ]);
      // The version it was read at is gone: 409.
      const stale = await manager.request({
        method: 'POST',
        url: `/admin/api/measurement-bookings/${booked.id}/reschedule`,
        payload: { version: before.version, day: booked.day, window: booked.window },
      });
      expect(stale.statusCode).toBe(409);
      expect(await notices(booked.id)).toHaveLength(2);
    });

    it('writes no e-mail for a visitor who gave none', async () => {
      const booked = await bookOne();
      const target = await freshWindow();
      const moved = await manager.request({
        method: 'POST',
        url: `/admin/api/measurement-bookings/${booked.id}/reschedule`,
        payload: { version: (await read(booked.id)).version, day: target.day, window: target.window },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await notices(booked.id)).toEqual([]);
    });

    it('refuses a move into a full window, and tells the visitor nothing', async () => {
      await setCapacity(1);
      const booked = await bookOne({ email: 'plin@mail.md' });
      const other = await bookOne();
      const refused = await manager.request({
        method: 'POST',
        url: `/admin/api/measurement-bookings/${booked.id}/reschedule`,
        payload: { version: (await read(booked.id)).version, day: other.day, window: other.window },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: measurementMessages.ro.windowFull });
      expect(await read(booked.id)).toMatchObject({ day: booked.day, window: booked.window });
      // The confirmation of the booking only: the refused move rolled its e-mail back.
      expect((await notices(booked.id)).map((mail) => mail.kind)).toEqual(['measurement.customer']);
    });

    it('cancels a booking, gives its place back, tells the visitor, and refuses a second cancel', async () => {
      await setCapacity(1);
      const booked = await bookOne({ email: 'anulat@mail.md' });
      const { version } = await read(booked.id);
      const url = `/admin/api/measurement-bookings/${booked.id}/cancel`;
      const cancelled = await manager.request({ method: 'POST', url, payload: { version } });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
      // The window takes a visit again.
      expect((await book({ ...visitor, day: booked.day, window: booked.window })).statusCode).toBe(201);
      const again = await manager.request({ method: 'POST', url, payload: { version: version + 1 } });
      expect(again.statusCode).toBe(409);
      const [entry] = await auditEntries(admin, { entity: 'measurement_booking', entity_id: booked.id });
      expect(entry?.action).toBe('measurement.cancel');
      // One e-mail, in Romanian as booked, naming the cancelled time and where to book again.
      const cancellations = (await notices(booked.id)).filter(
        (mail) => mail.kind === 'measurement.cancelled',
      );
      expect(cancellations).toHaveLength(1);
      const [notice] = cancellations;
      expect(notice?.to).toBe('anulat@mail.md');
      expect(notice?.subject).toBe(
        `Măsurarea gratuită din ${visitDate(booked.day, 'ro')}, ${booked.window.replace('-', '–')} a fost anulată — Vitrina`,
      );
      expect(notice?.text).toContain('Dacă doriți o altă zi, programați o nouă măsurare pe site:');
      expect(notice?.text).toMatch(/https?:\/\/[^/\s]+\/masurare-gratuita /);
    });

    it('keeps writes to staff with a session and the back office header, editors out', async () => {
      const booked = await bookOne();
      const url = `/admin/api/measurement-bookings/${booked.id}/cancel`;
      const noHeader = await api.inject({
        method: 'POST',
        url,
        payload: { version: 1 },
        headers: { cookie: `vitrina_staff=${manager.cookie}` },
      });
      expect(noHeader.statusCode).toBe(403);
      const byEditor = await editor.request({ method: 'POST', url, payload: { version: 1 } });
      expect(byEditor.statusCode).toBe(403);
      expect((await read(booked.id)).status).toBe('booked');
    });

    it('edits the calendar: days, windows and capacity, audited, on its version', async () => {
      const url = '/admin/api/measurement-calendar/1';
      const current = (await manager.request({ method: 'GET', url })).json() as { version: number };
      const overlapping = await manager.request({
        method: 'PATCH',
        url,
        payload: {
          version: current.version,
          windows: [
            { start: '09:00', end: '13:00' },
            { start: '12:00', end: '15:00' },
          ],
        },
      });
      expect(overlapping.statusCode).toBe(400);
      expect(overlapping.json()).toEqual({ 'windows.1.end': [measurementMessages.ro.badWindow] });
      const changed = await manager.request({
        method: 'PATCH',
        url,
        payload: {
          version: current.version,
          days: [6, 1],
          windows: [{ start: '10:00', end: '13:00' }],
          capacity: 3,
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({
        id: 1,
        version: current.version + 1,
        days: [1, 6],
        windows: [{ start: '10:00', end: '13:00' }],
        capacity: 3,
        days_off: [],
      });
      const days = await slots();
      for (const { day, windows } of days) {
        expect([1, 6]).toContain(new Date(`${day}T12:00:00Z`).getUTCDay() || 7);
        expect(windows).toEqual([{ window: '10:00-13:00', free: expect.any(Number) }]);
      }
      const stale = await manager.request({
        method: 'PATCH',
        url,
        payload: { version: current.version, capacity: 2 },
      });
      expect(stale.statusCode).toBe(409);
      const [entry] = await auditEntries(admin, { entity: 'measurement_calendar' });
      expect(entry?.action).toBe('measurement_calendar.update');
      // Back to the defaults for the other tests.
      const restored = await manager.request({
        method: 'PATCH',
        url,
        payload: {
          version: current.version + 1,
          days: [1, 2, 3, 4, 5, 6],
          windows: [
            { start: '09:00', end: '12:00' },
            { start: '12:00', end: '15:00' },
            { start: '15:00', end: '18:00' },
          ],
          capacity: 2,
        },
      });
      expect(restored.statusCode, restored.body).toBe(200);
    });
  });
});
