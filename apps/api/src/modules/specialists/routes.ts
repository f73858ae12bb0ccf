import { DEFAULT_SPECIALIST_CITY, specialist, specialistCity, specialistSummary } from '@vitrina/contract';
import { deliveryCityCodes } from '@vitrina/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { commonErrors, detailError, formErrors, inputObject, queryObject, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { specialistCities, specialistDetail, specialistList } from './service';

/** GET /specialists/*: the specialist finder's data, public and the same for every visitor of a language. */
export function specialistsRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/specialists/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['specialists'],
          summary:
            'Installation specialists of one city (a delivery-city code; chisinau when absent), in order, ' +
            'with photo, rating in 0.5 steps and the price a visit starts from (euro cents)',
          querystring: queryObject({ city: z.enum(deliveryCityCodes).default(DEFAULT_SPECIALIST_CITY) }),
          response: { 200: z.array(specialistSummary), 400: formErrors, ...commonErrors },
        },
      },
      (request) => specialistList(database, request.locale, request.query.city),
    );

    app.get(
      '/specialists/cities/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['specialists'],
          summary: "The cities that have specialists, named in the request's language, with how many",
          querystring: queryObject({}),
          response: { 200: z.array(specialistCity), ...commonErrors },
        },
      },
      (request) => specialistCities(database, request.locale),
    );

    app.get(
      '/specialists/:id/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['specialists'],
          summary: 'A specialist whole: e-mail, what the shop checked, price list, phones and properties',
          params: inputObject({ id: rowId }),
          querystring: queryObject({}),
          response: { 200: specialist, 400: formErrors, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const found = await specialistDetail(database, request.locale, request.params.id);
        return found ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );
  };
}
