import type { AdminMeasurementCalendar, MeasurementSlots } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { addDays, moldovaToday } from '../src/modules/measurements/calendar-days';
import { measurementMessages } from '../src/modules/measurements/measurement-messages';
import { auditEntries } from './support/admin';
import { freshAddress, frontendKey, useApi } from './support/api';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// Days off in the measurement calendar (docs/product.md §5 Measurement booking, docs/adr/0044): the staff mark
// a holiday or a leave in the calendar's settings; the storefront stops offering it and refuses to book it; a
// booking made before stays, flagged for the staff to move.

const visitor = {
  name: 'Maria Rusu',
  phone: '+373 (692) 345-67',
  city: 'Bălți',
  address: 'str. Independenței 5',
  terms: true,
};
const url = '/admin/api/measurement-calendar/1';

describe.each(engines)('measurement days off on $name', (engine) => {
  const api = useApi(engine);
  const { admin, manager, editor } = useStaffOfEveryRole(api);

  const slots = async () => {
    const response = await api.get('/measurements/slots/');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as MeasurementSlots).days;
  };
  const bookableDays = async () => (await slots()).map((slot) => slot.day);
  const book = (day: string, window: string, locale = 'ro') =>
    api.inject({
      method: 'POST',
      url: '/measurements/bookings/',
      remoteAddress: freshAddress(),
      headers: { 'x-frontend-key': frontendKey, 'accept-language': locale },
      payload: { ...visitor, day, window },
    });
  const calendar = async () =>
    (await manager.request({ method: 'GET', url })).json() as AdminMeasurementCalendar;
  const markOff = async (daysOff: unknown, options: { version?: number; locale?: string } = {}) =>
    manager.request({
      method: 'PATCH',
      url,
      headers: { 'accept-language': options.locale ?? 'ro' },
      payload: { version: options.version ?? (await calendar()).version, days_off: daysOff },
    });
  const booking = async (id: number) =>
    (await manager.request({ method: 'GET', url: `/admin/api/measurement-bookings/${id}` })).json() as {
      version: number;
      status: string;
      day: string;
      day_off: boolean;
    };

  it('takes a day off out of the slots, refuses to book it in the visitor language, and is audited', async () => {
    const [first, second] = await slots();
    if (!first || !second) throw new Error('the calendar offers fewer than two days');
    const marked = await markOff([{ day: second.day, reason: 'Concediul echipei' }]);
    expect(marked.statusCode, marked.body).toBe(200);
    expect((marked.json() as AdminMeasurementCalendar).days_off).toEqual([
      { day: second.day, reason: 'Concediul echipei' },
    ]);
    const days = await bookableDays();
    expect(days).not.toContain(second.day);
    expect(days).toContain(first.day);

    const window = second.windows[0]?.window ?? '';
    const ro = await book(second.day, window);
    expect(ro.statusCode).toBe(400);
    expect(ro.json()).toEqual({ day: [measurementMessages.ro.dayOff] });
    const ru = await book(second.day, window, 'ru');
    expect(ru.json()).toEqual({ day: [measurementMessages.ru.dayOff] });

    const [entry] = await auditEntries(admin, { entity: 'measurement_calendar' });
    expect(entry).toMatchObject({
      action: 'measurement_calendar.update',
      before: { days_off: [] },
      after: { days_off: [{ day: second.day, reason: 'Concediul echipei' }] },
    });

    // Taken out of the list, the day is a working day again.
    expect((await markOff([])).statusCode).toBe(200);
    expect(await bookableDays()).toContain(second.day);
    expect((await book(second.day, window)).statusCode).toBe(201);
  });

  it('keeps a booking made before its day was marked off, flagged for the staff to move', async () => {
    const [day, other, third] = (await slots()).slice(2);
    if (!day || !other || !third) throw new Error('the calendar offers too few days');
    const window = day.windows[0]?.window ?? '';
    const booked = await book(day.day, window);
    expect(booked.statusCode, booked.body).toBe(201);
    const { id } = booked.json() as { id: number };
    const elsewhere = (await book(other.day, window)).json() as { id: number };
    expect((await booking(id)).day_off).toBe(false);

    expect(
      (
        await markOff([
          { day: day.day, reason: '' },
          { day: third.day, reason: '' },
        ])
      ).statusCode,
    ).toBe(200);
    expect(await booking(id)).toMatchObject({ status: 'booked', day: day.day, day_off: true });
    expect((await booking(elsewhere.id)).day_off).toBe(false);
    const flagged = await manager.request({
      method: 'GET',
      url: '/admin/api/measurement-bookings?day_off=true&status=booked',
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect((flagged.json() as { results: { id: number }[] }).results.map((row) => row.id)).toEqual([id]);

    // Not onto another day off; onto a working day, and the flag is gone.
    const refused = await manager.request({
      method: 'POST',
      url: `/admin/api/measurement-bookings/${id}/reschedule`,
      payload: { version: (await booking(id)).version, day: third.day, window },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ day: [measurementMessages.ro.dayOff] });
    const moved = await manager.request({
      method: 'POST',
      url: `/admin/api/measurement-bookings/${id}/reschedule`,
      payload: { version: (await booking(id)).version, day: other.day, window },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ day: other.day, day_off: false });
    expect((await markOff([])).statusCode).toBe(200);
  });

  it('refuses a day before today, a day twice and what is not a day, field by field', async () => {
    const today = moldovaToday(new Date());
    const past = await markOff([{ day: addDays(today, -1) }], { locale: 'ru' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ 'days_off.0.day': [measurementMessages.ru.dayOffPast] });
    const twice = await markOff([{ day: addDays(today, 40) }, { day: addDays(today, 40), reason: 'x' }]);
    expect(twice.json()).toEqual({ 'days_off.1.day': [measurementMessages.ro.dayOffTwice] });
    for (const daysOff of [
      [{ day: '2026-02-30' }],
      [{ day: '30.12.2026' }],
      [{ day: addDays(today, 5), reason: 'a'.repeat(121) }],
      [{ day: addDays(today, 5), note: 'Paște' }],
      'Crăciun',
    ]) {
      const refused = await markOff(daysOff);
      expect(refused.statusCode, JSON.stringify(daysOff)).toBe(400);
      expect(Object.keys(refused.json() as object).length).toBeGreaterThan(0);
    }
    expect((await calendar()).days_off).toEqual([]);
    // Today itself may be marked: nothing is booked for it any more, but the agenda flags what was.
    const marked = await markOff([{ day: today, reason: '  Ziua Independenței ' }]);
    expect(marked.statusCode, marked.body).toBe(200);
    expect((marked.json() as AdminMeasurementCalendar).days_off).toEqual([
      { day: today, reason: 'Ziua Independenței' },
    ]);
    expect((await markOff([])).statusCode).toBe(200);
  });

  it('writes only on the version it was read at, from the back office, for admins and managers', async () => {
    const { version } = await calendar();
    const day = addDays(moldovaToday(new Date()), 30);
    const first = await markOff([{ day, reason: '' }], { version });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await markOff([], { version });
    expect(stale.statusCode).toBe(409);
    const payload = { version: version + 1, days_off: [] };
    const noHeader = await api.inject({
      method: 'PATCH',
      url,
      payload,
      headers: { cookie: `vitrina_staff=${manager.cookie}` },
    });
    expect(noHeader.statusCode).toBe(403);
    const byEditor = await editor.request({ method: 'PATCH', url, payload });
    expect(byEditor.statusCode).toBe(403);
    expect((await calendar()).days_off).toEqual([{ day, reason: '' }]);
    expect((await admin.request({ method: 'PATCH', url, payload })).statusCode).toBe(200);
  });
});
