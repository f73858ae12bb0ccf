import { footerColumn, homePage, infoPageLink, pageType, seoContent } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { commonErrors, detailError, formErrors, queryObject } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { footerColumnList, infoPageList, homePage as readHomePage, seoContent as readSeo } from './service';

export function pagesRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pages/home-page/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['pages'],
          summary: 'Home page data: languages, site contacts and every home section (empty when absent)',
          querystring: queryObject({}),
          response: { 200: homePage, ...commonErrors },
        },
      },
      (request) => readHomePage(database, request.locale),
    );

    app.get(
      '/pages/footer-page',
      {
        config: { publicCache: true },
        schema: {
          tags: ['pages'],
          summary: 'Footer link columns, ordered; pages with an empty slug are for the client to drop',
          querystring: queryObject({}),
          response: { 200: z.array(footerColumn), ...commonErrors },
        },
      },
      (request) => footerColumnList(database, request.locale),
    );

    app.get(
      '/pages/info-page',
      {
        config: { publicCache: true },
        schema: {
          tags: ['pages'],
          summary: 'Info pages (title and slug) linked from the footer',
          querystring: queryObject({}),
          response: { 200: z.array(infoPageLink), ...commonErrors },
        },
      },
      (request) => infoPageList(database, request.locale),
    );

    app.get(
      '/pages/seo-content/detail/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['pages'],
          summary: 'SEO title, description, heading and intro text of a listing page',
          querystring: queryObject({ page_type: pageType }),
          response: { 200: seoContent, 400: formErrors, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const content = await readSeo(database, request.locale, request.query.page_type);
        if (content) return content;
        return reply.code(404).send(notFoundBody(request.locale));
      },
    );
  };
}
