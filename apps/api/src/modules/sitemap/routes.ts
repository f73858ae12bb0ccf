import { sitemapEntry, sitemapKind } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { commonErrors, formErrors, queryObject } from '../../http/schemas';
import { sitemapEntries } from './service';

export function sitemapRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pages/sitemap/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['pages'],
          summary: 'Every public page stored in the database, with its path in each storefront language',
          description:
            'For sitemap.xml. Paths have no locale prefix (the storefront adds /ru and the origin) and are the same ' +
            'whatever Accept-Language says. Fixed routes (/, /blog, /about, ...) are not listed. `kind` narrows the ' +
            'answer to one kind of page.',
          querystring: queryObject({ kind: sitemapKind.optional() }),
          response: { 200: z.array(sitemapEntry), 400: formErrors, ...commonErrors },
        },
      },
      (request) => sitemapEntries(database, request.query.kind),
    );
  };
}
