import { heroBanner, OFFER_KINDS, offer } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { commonErrors, detailError, queryObject } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { heroScreen, offerList } from './service';

const offerSummaries = {
  offer: 'Sale banners of the home page (what we recommend now)',
  discount: 'Discount banners (current price cuts)',
  service: 'Service banners: measuring, installation, maintenance',
  cooperation: 'Cooperation offers for dealers, builders, architects and corporate clients',
} as const;

export function bannersRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/banners/hero-screen',
      {
        config: { publicCache: true },
        schema: {
          tags: ['banners'],
          summary: "The home page's first screen: title, text, picture, buttons and facts",
          querystring: queryObject({}),
          response: { 200: heroBanner, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const hero = await heroScreen(database, request.locale);
        if (hero) return hero;
        return reply.code(404).send(notFoundBody(request.locale));
      },
    );

    for (const kind of OFFER_KINDS) {
      app.get(
        `/banners/${kind}`,
        {
          config: { publicCache: true },
          schema: {
            tags: ['banners'],
            summary: offerSummaries[kind],
            querystring: queryObject({}),
            response: { 200: z.array(offer), ...commonErrors },
          },
        },
        (request) => offerList(database, request.locale, kind),
      );
    }
  };
}
