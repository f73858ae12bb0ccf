import {
  adminMeasurementCalendar,
  adminMeasurementCalendarUpdate,
  adminPage,
  type FieldErrors,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { eq, gte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { measurementCalendar, measurementDaysOff } from '../../db/schema';
import { detailError, formErrors } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { moldovaToday, windowsProblem } from '../measurements/calendar-days';
import { type DayOff, readCalendar, readDaysOff } from '../measurements/calendar-store';
import { measurementMessages } from '../measurements/measurement-messages';
import { audit } from './audit';
import { allow } from './guard';
import { adminTexts } from './messages';

const tags = ['admin'];
/** The calendar is one record, id 1 (docs/adr/0033's single records). */
const idParams = z.strictObject({
  id: z
    .literal(1)
    .or(z.literal('1'))
    .transform(() => 1 as const),
});

const record = (row: Awaited<ReturnType<typeof readCalendar>>) => ({
  id: 1,
  version: row.version,
  days: [...row.days].sort((a, b) => a - b),
  windows: [...row.windows].sort((a, b) => a.start.localeCompare(b.start)),
  capacity: row.capacity,
  days_off: row.daysOff,
});

/** Why the days off sent cannot be kept: one before today, or a day twice. */
function daysOffErrors(daysOff: readonly DayOff[], today: string, locale: Locale): FieldErrors {
  const texts = measurementMessages[locale];
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  for (const [index, { day }] of daysOff.entries()) {
    if (day < today) errors[`days_off.${index}.day`] = [texts.dayOffPast];
    else if (seen.has(day)) errors[`days_off.${index}.day`] = [texts.dayOffTwice];
    seen.add(day);
  }
  return errors;
}

/**
 * /admin/api/measurement-calendar/1: which weekdays take measurement visits, their time windows, how many
 * visits a window takes, and the days off (docs/adr/0038, 0046). A change applies to the windows not yet full:
 * bookings made stay where they are (on a day marked off too, flagged in the agenda), and a lower capacity
 * only stops new ones.
 */
export function measurementCalendarRoutes(
  database: Database,
  now: () => Date = () => new Date(),
): FastifyPluginAsyncZod {
  const current = () => readCalendar(database.db, moldovaToday(now()));
  return async (app) => {
    app.get(
      '/measurement-calendar',
      {
        schema: {
          tags,
          summary: 'The measurement calendar, as a list of its one record',
          response: { 200: adminPage(adminMeasurementCalendar) },
        },
      },
      async () => ({ results: [record(await current())], pages: 1, total_count: 1 }),
    );

    app.get(
      '/measurement-calendar/:id',
      {
        schema: {
          tags,
          summary: 'The measurement calendar',
          params: idParams,
          response: { 200: adminMeasurementCalendar, 404: detailError },
        },
      },
      async () => record(await current()),
    );

    app.patch(
      '/measurement-calendar/:id',
      {
        preValidation: allow('admin', 'manager'),
        schema: {
          tags,
          summary:
            'Change the working days, the windows (each ends after it starts, none overlap) or the visits per ' +
            'window, or the days off from today on (the list sent replaces them; 409 when the version is not ' +
            "the calendar's)",
          params: idParams,
          body: adminMeasurementCalendarUpdate,
          response: { 200: adminMeasurementCalendar, 400: formErrors, 404: detailError, 409: detailError },
        },
      },
      async (request, reply) => {
        const change = request.body;
        const today = moldovaToday(now());
        const wrong = change.windows ? windowsProblem(change.windows) : null;
        const errors: FieldErrors = change.days_off
          ? daysOffErrors(change.days_off, today, request.locale)
          : {};
        if (wrong !== null) errors[`windows.${wrong}.end`] = [measurementMessages[request.locale].badWindow];
        if (Object.keys(errors).length > 0) return reply.code(400).send(errors);
        const outcome = await database.db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(measurementCalendar)
            .where(eq(measurementCalendar.id, 1))
            .for('update');
          if (!before) return 'missing' as const;
          if (before.version !== change.version) return 'stale' as const;
          const after = {
            days: change.days ? [...new Set(change.days)].sort((a, b) => a - b) : before.days,
            windows: change.windows ?? before.windows,
            capacity: change.capacity ?? before.capacity,
          };
          await tx
            .update(measurementCalendar)
            .set({ ...after, version: before.version + 1, updatedAt: new Date() })
            .where(eq(measurementCalendar.id, 1));
          // The days off are rows of their own, replaced from today on under the calendar's version (the row
          // lock above orders two saves); the days past stay as they were.
          const offBefore = await readDaysOff(tx, today);
          const offAfter = change.days_off
            ? [...change.days_off].sort((a, b) => a.day.localeCompare(b.day))
            : offBefore;
          if (change.days_off) {
            await tx.delete(measurementDaysOff).where(gte(measurementDaysOff.day, today));
            if (offAfter.length > 0) await tx.insert(measurementDaysOff).values(offAfter);
          }
          await audit(tx, request.staff, {
            action: 'measurement_calendar.update',
            entity: 'measurement_calendar',
            entityId: 1,
            before: {
              days: before.days,
              windows: before.windows,
              capacity: before.capacity,
              days_off: offBefore,
            },
            after: { ...after, days_off: offAfter },
          });
          return 'ok' as const;
        });
        if (outcome === 'missing') return reply.code(404).send(notFoundBody(request.locale));
        if (outcome === 'stale')
          return reply.code(409).send({ detail: adminTexts(request.locale).versionConflict });
        return record(await current());
      },
    );
  };
}
