import { headerLink, menuItem } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { commonErrors, queryObject } from '../../http/schemas';
import { headerLinkList, navigation } from './service';

export function menuRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/menu/nav',
      {
        config: { publicCache: true },
        schema: {
          tags: ['menu'],
          summary: 'Navigation: top-level items with mega-menu columns, subitems and banners',
          querystring: queryObject({}),
          response: { 200: z.array(menuItem), ...commonErrors },
        },
      },
      (request) => navigation(database, request.locale),
    );

    app.get(
      '/menu/links',
      {
        config: { publicCache: true },
        schema: {
          tags: ['menu'],
          summary: 'Links of the header top bar',
          querystring: queryObject({}),
          response: { 200: z.array(headerLink), ...commonErrors },
        },
      },
      (request) => headerLinkList(database, request.locale),
    );
  };
}
