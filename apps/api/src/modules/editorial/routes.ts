import {
  ARTICLE_QUERY,
  article,
  articlePage,
  articleTab,
  promo,
  promoSummary,
  vacancy,
  workPage,
  workStepPage,
  worksContent,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  commonErrors,
  detailError,
  formErrors,
  inputObject,
  pageNumber,
  plainText,
  queryObject,
  searchText,
} from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import * as editorial from './service';

/** Ids are positive int4 in the database; anything else names no row (404, like an unknown id). */
const rowId = (value: string): number | undefined =>
  /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

const idParams = inputObject({ id: plainText(64) });

export function editorialRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tabs',
      {
        config: { publicCache: true },
        schema: {
          tags: ['articles'],
          summary: "The blog's tabs in order (the storefront prepends its 'general' tab, id 0)",
          querystring: queryObject({}),
          response: { 200: z.array(articleTab), ...commonErrors },
        },
      },
      (request) => editorial.articleTabList(database, request.locale),
    );

    app.get(
      '/articles/items/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['articles'],
          summary: `Articles, newest first, ${ARTICLE_QUERY.pageSize} a page; by tab and by words of the title or text`,
          querystring: queryObject({
            page: pageNumber,
            parent_category: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
            // PostgreSQL text cannot hold NUL: refused here rather than failing in the query.
            search: searchText(ARTICLE_QUERY.searchMaxLength).optional(),
          }),
          response: { 200: articlePage, 400: formErrors, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const page = await editorial.articlePage(database, request.locale, request.query);
        return page ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/articles/items/:id',
      {
        config: { publicCache: true },
        schema: {
          tags: ['articles'],
          summary: 'An article with its body and other articles of its tab',
          params: idParams,
          querystring: queryObject({}),
          response: { 200: article, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const id = rowId(request.params.id);
        const found =
          id === undefined ? undefined : await editorial.articleDetail(database, request.locale, id);
        return found ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/promos',
      {
        config: { publicCache: true },
        schema: {
          tags: ['promos'],
          summary: 'Promotions, in the order the shop gives them',
          querystring: queryObject({}),
          response: { 200: z.array(promoSummary), ...commonErrors },
        },
      },
      (request) => editorial.promoList(database, request.locale),
    );

    app.get(
      '/promos/:id',
      {
        config: { publicCache: true },
        schema: {
          tags: ['promos'],
          summary: 'A promotion with its terms',
          params: idParams,
          querystring: queryObject({}),
          response: { 200: promo, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const id = rowId(request.params.id);
        const found =
          id === undefined ? undefined : await editorial.promoDetail(database, request.locale, id);
        return found ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/vacancies',
      {
        config: { publicCache: true },
        schema: {
          tags: ['vacancies'],
          summary: 'Open positions with duties and requirements',
          querystring: queryObject({}),
          response: { 200: z.array(vacancy), ...commonErrors },
        },
      },
      (request) => editorial.vacancyList(database, request.locale),
    );

    app.get(
      '/works/our_work',
      {
        config: { publicCache: true },
        schema: {
          tags: ['works'],
          summary: 'Portfolio projects, newest first',
          querystring: queryObject({ page: pageNumber }),
          response: { 200: workPage, 400: formErrors, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const page = await editorial.workPage(database, request.locale, request.query.page);
        return page ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/works/works_process',
      {
        config: { publicCache: true },
        schema: {
          tags: ['works'],
          summary: 'The steps of an order, from measuring to service',
          querystring: queryObject({ page: pageNumber }),
          response: { 200: workStepPage, 400: formErrors, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const page = await editorial.workStepPage(database, request.locale, request.query.page);
        return page ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/works/our-works-content',
      {
        config: { publicCache: true },
        schema: {
          tags: ['works'],
          summary: 'Heading and intro text of the works page',
          querystring: queryObject({}),
          response: { 200: worksContent, ...commonErrors },
        },
      },
      (request) => editorial.worksPageContent(database, request.locale),
    );
  };
}
