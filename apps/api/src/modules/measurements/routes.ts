import { measurementBooked, measurementRequest, measurementSlots } from '@vitrina/contract';
import { MEASUREMENT_NOTE_MAX_LENGTH } from '@vitrina/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { commonErrors, detailError, formErrors, inputObject, queryObject } from '../../http/schemas';
import { preparedDefinitions } from '../calculator/prepared-definitions';
import { limitedPerAddress, limitText, tooManyRequests } from '../feedbacks/routes';
import type { ShopMail } from '../feedbacks/shop-email';
import { bookMeasurement } from './booking';
import { MEASUREMENT_HORIZON_DAYS, MEASUREMENT_LEAD_DAYS, MEASUREMENT_TIME_ZONE } from './calendar-days';
import { freeSlots } from './calendar-store';

const tags = ['measurements'];

export interface MeasurementRoutesDeps {
  database: Database;
  shop: ShopMail;
  shopEmail: string | undefined;
  /** The clock the calendar's "today" is read from (tests move it). */
  now?: () => Date;
}

/** The free measurement (docs/product.md §5 Measurement booking, docs/adr/0038): its free windows and bookings. */
export function measurementRoutes(deps: MeasurementRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { database, shop } = deps;
    const now = deps.now ?? (() => new Date());
    const prepared = preparedDefinitions();

    app.get(
      '/measurements/slots/',
      {
        schema: {
          tags,
          summary:
            `The working days from ${MEASUREMENT_LEAD_DAYS} to ${MEASUREMENT_HORIZON_DAYS} days after today ` +
            `(${MEASUREMENT_TIME_ZONE}), each with the calendar's windows and the visits each still takes ` +
            '(0: full). Never cached: every booking changes it.',
          querystring: queryObject({}),
          response: { 200: measurementSlots, ...commonErrors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return freeSlots(database.db, now());
      },
    );

    app.post(
      '/measurements/bookings/',
      {
        onRequest: limitedPerAddress(database, 'measurement'),
        schema: {
          tags,
          summary:
            "Books a free measurement: name, phone masked '+373 (6##) ###-##' or '+373 (7##) ###-##', city and " +
            "address (each 1–120 characters), day ('YYYY-MM-DD') and window ('HH:MM-HH:MM') of GET " +
            `/measurements/slots/, an optional note (up to ${MEASUREMENT_NOTE_MAX_LENGTH} characters) and ` +
            'e-mail, terms (true: the privacy policy accepted), and optionally `calculations`: ids of calculations saved by POST /calculator/internal-modules-section/?save=true, ' +
            'priced again with their definition version. Answers 201 {id, day, window}; a window that is full ' +
            'answers 409 with a detail in the request language. Stored as a lead with the shop e-mail; with an ' +
            `e-mail, the visitor gets a confirmation. ${limitText('measurement')}`,
          body: inputObject(measurementRequest.shape),
          response: {
            201: measurementBooked,
            400: formErrors,
            409: detailError.describe('The window filled up: choose another one'),
            429: tooManyRequests,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const outcome = await bookMeasurement(
          { database, shop, prepared, shopEmail: deps.shopEmail, now },
          request,
          request.body,
        );
        return reply.code(outcome.status).send(outcome.body);
      },
    );
  };
}
