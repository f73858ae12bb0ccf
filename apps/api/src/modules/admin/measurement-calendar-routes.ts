import {
  adminMeasurementCalendar,
  adminMeasurementCalendarUpdate,
  adminPage,
  type FieldErrors,
} from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { measurementCalendar } from '../../db/schema';
import { detailError, formErrors } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { windowsProblem } from '../measurements/calendar-days';
import { readCalendar } from '../measurements/calendar-store';
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
});

/**
 * /admin/api/measurement-calendar/1: which weekdays take measurement visits, their time windows, and how many
 * visits a window takes (docs/adr/0038). A change applies to the windows not yet full: bookings made stay where
 * they are, and a lower capacity only stops new ones.
 */
export function measurementCalendarRoutes(database: Database): FastifyPluginAsyncZod {
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
      async () => ({ results: [record(await readCalendar(database.db))], pages: 1, total_count: 1 }),
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
      async () => record(await readCalendar(database.db)),
    );

    app.patch(
      '/measurement-calendar/:id',
      {
        preValidation: allow('admin', 'manager'),
        schema: {
          tags,
          summary:
            'Change the working days, the windows (each ends after it starts, none overlap) or the visits per ' +
            "window (409 when the version is not the calendar's)",
          params: idParams,
          body: adminMeasurementCalendarUpdate,
          response: { 200: adminMeasurementCalendar, 400: formErrors, 404: detailError, 409: detailError },
        },
      },
      async (request, reply) => {
        const change = request.body;
        const wrong = change.windows ? windowsProblem(change.windows) : null;
        if (wrong !== null) {
          const errors: FieldErrors = {
            [`windows.${wrong}.end`]: [measurementMessages[request.locale].badWindow],
          };
          return reply.code(400).send(errors);
        }
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
          await audit(tx, request.staff, {
            action: 'measurement_calendar.update',
            entity: 'measurement_calendar',
            entityId: 1,
            before: { days: before.days, windows: before.windows, capacity: before.capacity },
            after,
          });
          return 'ok' as const;
        });
        if (outcome === 'missing') return reply.code(404).send(notFoundBody(request.locale));
        if (outcome === 'stale')
          return reply.code(409).send({ detail: adminTexts(request.locale).versionConflict });
        return record(await readCalendar(database.db));
      },
    );
  };
}
