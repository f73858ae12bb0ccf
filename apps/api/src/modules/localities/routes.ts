import { region } from '@vitrina/contract';
import { deliveryCities } from '@vitrina/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, queryObject } from '../../http/schemas';

/** GET /localities/regions (docs/product.md §7 "returns cities"): public, the same for every visitor of a language. */
export function localitiesRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/localities/regions',
      {
        config: { publicCache: true },
        schema: {
          tags: ['account'],
          summary:
            "The cities the shop delivers to (docs/product.md §5 Delivery), named in the request's language: the " +
            'city codes of addresses and of set-delivery',
          querystring: queryObject({}),
          response: { 200: z.array(region), ...commonErrors },
        },
      },
      (request) => deliveryCities.map((city) => ({ code: city.code, name: city[request.locale] })),
    );
  };
}
