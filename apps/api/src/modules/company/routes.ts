import {
  achievement,
  branch,
  branchKind,
  equipment,
  faq,
  howToOrderStep,
  partner,
  review,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  commonErrors,
  detailError,
  formErrors,
  inputObject,
  keyOf,
  plainText,
  queryObject,
  searchText,
} from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import * as company from './service';

export function companyRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const list = <Item extends z.ZodType>(tag: string, summary: string, item: Item) => ({
      config: { publicCache: true },
      schema: {
        tags: [tag],
        summary,
        querystring: queryObject({}),
        response: { 200: z.array(item), ...commonErrors },
      },
    });

    app.get(
      '/branches',
      {
        config: { publicCache: true },
        schema: {
          tags: ['company'],
          summary:
            "Branches and dealers in order; dealers are kind 'dealer'. Filters: kind, city (a city name in any language)",
          querystring: queryObject({
            kind: branchKind.optional(),
            city: searchText(100).min(1).optional(),
          }),
          response: { 200: z.array(branch), 400: formErrors, ...commonErrors },
        },
      },
      (request) => company.branchList(database, request.locale, request.query),
    );

    app.get(
      '/branches/:id',
      {
        config: { publicCache: true },
        schema: {
          tags: ['company'],
          summary: 'A branch or dealer by id or by slug (/contacts/{slug})',
          params: inputObject({ id: plainText(100) }),
          querystring: queryObject({}),
          response: { 200: branch, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const key = keyOf(request.params.id);
        const found = key && (await company.branchDetail(database, request.locale, key));
        return found || reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get('/partners', list('company', 'Profile, glass and hardware brands we work with', partner), () =>
      company.partnerList(database),
    );
    app.get('/achievements', list('company', 'Figures of the company, in order', achievement), (request) =>
      company.achievementList(database, request.locale),
    );
    // Spelled as in docs/product.md §7.
    app.get('/equipament', list('company', 'Production lines of the factory', equipment), (request) =>
      company.equipmentList(database, request.locale),
    );
    app.get('/faqs', list('company', 'Frequently asked questions, in order', faq), (request) =>
      company.faqList(database, request.locale),
    );
    app.get(
      '/orders/how_to_order/',
      list('company', 'How to order, step by step (step numbers from 1)', howToOrderStep),
      (request) => company.howToOrder(database, request.locale),
    );

    app.get(
      '/reviews',
      {
        config: { publicCache: true },
        schema: {
          tags: ['company'],
          summary: 'Customer reviews, newest first; min_rating (0.5 to 5 in 0.5 steps) keeps the better ones',
          querystring: queryObject({
            // multipleOf allows for float error (0.5000000000000001 passes), and the rating is compared with
            // whole halves in SQL, where 1.0000000000000002 is no integer (a 500): the halves must be whole.
            min_rating: z.coerce
              .number()
              .min(0.5)
              .max(5)
              .multipleOf(0.5)
              .refine((rating) => Number.isInteger(rating * 2))
              .optional(),
          }),
          response: { 200: z.array(review), 400: formErrors, ...commonErrors },
        },
      },
      (request) => company.reviewList(database, request.locale, request.query.min_rating),
    );
  };
}
