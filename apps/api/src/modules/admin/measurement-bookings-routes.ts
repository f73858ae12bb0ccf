import {
  adminMeasurementBooking,
  adminMeasurementCancel,
  adminMeasurementReschedule,
  adminPage,
  measurementSlots,
} from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { measurementBookings } from '../../db/schema';
import { detailError, formErrors, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { pagedResult, pageSlice } from '../editorial/paging';
import { isDayOff, isOffered, moldovaToday } from '../measurements/calendar-days';
import { freeSlots, readCalendar } from '../measurements/calendar-store';
import { measurementMessages } from '../measurements/measurement-messages';
import { givePlace, takePlace, WindowFull } from '../measurements/slot-counter';
import type { VisitNotifier } from '../measurements/visit-change-notify';
import { audit } from './audit';
import { allow } from './guard';
import type { LeadLinks } from './lead-detail';
import { bookingListQuery, bookingOne, bookingPage } from './measurement-bookings-query';
import { adminTexts } from './messages';

const tags = ['admin'];
const idParams = z.strictObject({ id: rowId });
const staffOnly = { preValidation: allow('admin', 'manager') };

type Change = 'missing' | 'stale' | 'cancelled' | 'same' | 'day-off' | 'not-offered' | 'full' | 'ok';

export interface MeasurementBookingsDeps {
  database: Database;
  links: LeadLinks;
  /** Writes the visitor's e-mail about a move or a cancellation, in its transaction. */
  notifyVisit: VisitNotifier;
  /** Called after a change committed: its e-mail goes out now rather than at the next poll. */
  wakeOutbox(): void;
  now?: () => Date;
}

/**
 * /admin/api/measurement-bookings: the agenda of measurement visits, one booking, and its move to another free
 * window or its cancellation (docs/adr/0038). A move takes a place in the new window with the same guarded
 * UPDATE a visitor's booking does and gives the old one back, in one transaction with its audit entry and the
 * visitor's e-mail (docs/adr/0018).
 */
export function measurementBookingsRoutes({
  database,
  links,
  notifyVisit,
  wakeOutbox,
  now = () => new Date(),
}: MeasurementBookingsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/measurement-bookings',
      {
        schema: {
          tags,
          summary: 'Measurement bookings in agenda order (day, window), filtered by days, status or text',
          querystring: bookingListQuery,
          response: { 200: adminPage(adminMeasurementBooking), 400: formErrors, 404: detailError },
        },
      },
      async (request, reply) => {
        const { page, page_size } = request.query;
        const rows = await bookingPage(
          database,
          links,
          request.query,
          pageSlice(page, page_size),
          request.staff.locale,
        );
        return (
          pagedResult(rows, page, page_size, (row) => row.body) ??
          reply.code(404).send(notFoundBody(request.locale))
        );
      },
    );

    app.get(
      '/measurement-bookings/slots',
      {
        schema: {
          tags,
          summary:
            "The calendar's bookable windows with the places each has left (as the storefront lists them)",
          response: { 200: measurementSlots },
        },
      },
      () => freeSlots(database.db, now()),
    );

    app.get(
      '/measurement-bookings/:id',
      {
        schema: {
          tags,
          summary: 'One measurement booking',
          params: idParams,
          response: { 200: adminMeasurementBooking, 404: detailError },
        },
      },
      async (request, reply) =>
        (await bookingOne(database.db, links, request.params.id, request.staff.locale)) ??
        reply.code(404).send(notFoundBody(request.locale)),
    );

    /** The booking as it is now, or why the change was refused. */
    const answer = async (reply: FastifyReply, request: FastifyRequest, outcome: Change) => {
      const { id } = request.params as { id: number };
      const texts = measurementMessages[request.locale];
      if (outcome === 'missing') return reply.code(404).send(notFoundBody(request.locale));
      if (outcome === 'stale')
        return reply.code(409).send({ detail: adminTexts(request.locale).versionConflict });
      if (outcome === 'cancelled') return reply.code(409).send({ detail: texts.alreadyCancelled });
      if (outcome === 'full') return reply.code(409).send({ detail: texts.windowFull });
      if (outcome === 'same') return reply.code(400).send({ window: [texts.sameWindow] });
      if (outcome === 'day-off') return reply.code(400).send({ day: [texts.dayOff] });
      if (outcome === 'not-offered') return reply.code(400).send({ window: [texts.notOffered] });
      wakeOutbox();
      return bookingOne(database.db, links, id, request.staff.locale);
    };

    app.post(
      '/measurement-bookings/:id/reschedule',
      {
        ...staffOnly,
        schema: {
          tags,
          summary:
            'Move a booking to another window the calendar offers and has a place in, never onto a day off ' +
            '(409 when it is full, the booking is cancelled or the version is not the booking’s). A visitor ' +
            'who gave an e-mail is told the new time in the language they booked in.',
          params: idParams,
          body: adminMeasurementReschedule,
          response: { 200: adminMeasurementBooking, 400: formErrors, 404: detailError, 409: detailError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { day, window, version } = request.body;
        const outcome = await database.db
          .transaction(async (tx): Promise<Change> => {
            const [before] = await tx
              .select()
              .from(measurementBookings)
              .where(eq(measurementBookings.id, id))
              .for('update');
            if (!before) return 'missing';
            if (before.version !== version) return 'stale';
            if (before.status === 'cancelled') return 'cancelled';
            if (before.day === day && before.window === window) return 'same';
            const today = moldovaToday(now());
            const calendar = await readCalendar(tx, today);
            if (isDayOff(calendar, day)) return 'day-off';
            if (!isOffered(calendar, today, day, window)) return 'not-offered';
            if (!(await takePlace(tx, day, window, calendar.capacity))) throw new WindowFull();
            await givePlace(tx, before.day, before.window);
            await tx
              .update(measurementBookings)
              .set({ day, window, version: before.version + 1, updatedAt: new Date() })
              .where(eq(measurementBookings.id, id));
            await audit(tx, request.staff, {
              action: 'measurement.reschedule',
              entity: 'measurement_booking',
              entityId: id,
              before: { day: before.day, window: before.window },
              after: { day, window },
            });
            await notifyVisit(tx, before, { kind: 'moved', day, window });
            return 'ok';
          })
          .catch((error: unknown) => {
            if (error instanceof WindowFull) return 'full' as const;
            throw error;
          });
        return answer(reply, request, outcome);
      },
    );

    app.post(
      '/measurement-bookings/:id/cancel',
      {
        ...staffOnly,
        schema: {
          tags,
          summary:
            'Cancel a booking: its place in the window is given back, and a visitor who gave an e-mail is ' +
            'told in the language they booked in',
          params: idParams,
          body: adminMeasurementCancel,
          response: { 200: adminMeasurementBooking, 404: detailError, 409: detailError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const outcome = await database.db.transaction(async (tx): Promise<Change> => {
          const [before] = await tx
            .select()
            .from(measurementBookings)
            .where(eq(measurementBookings.id, id))
            .for('update');
          if (!before) return 'missing';
          if (before.version !== request.body.version) return 'stale';
          if (before.status === 'cancelled') return 'cancelled';
          await givePlace(tx, before.day, before.window);
          await tx
            .update(measurementBookings)
            .set({ status: 'cancelled', version: before.version + 1, updatedAt: new Date() })
            .where(eq(measurementBookings.id, id));
          await audit(tx, request.staff, {
            action: 'measurement.cancel',
            entity: 'measurement_booking',
            entityId: id,
            before: { status: before.status, day: before.day, window: before.window },
            after: { status: 'cancelled' },
          });
          await notifyVisit(tx, before, { kind: 'cancelled' });
          return 'ok';
        });
        return answer(reply, request, outcome);
      },
    );
  };
}
