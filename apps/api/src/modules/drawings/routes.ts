import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { commonErrors, detailError, formErrors, inputObject, queryObject, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { type Identifier, identifyCustomers, identifyVisitors, tokenNotValid } from '../auth/identify';
import { preparedDefinitions } from '../calculator/prepared-definitions';
import { ownerOf } from '../cart/owner';
import { cartLineDrawing, type LineDrawing, orderLineDrawing } from './line-drawings';

// GET .../drawing/ (issue 20, docs/adr/0047): the to-scale drawing of a cart line or of an order line, as an SVG
// document, for the storefront's <img>. Per visitor, so only the visitor's browser keeps it (private, never a
// shared cache, docs/adr/0005); a strong ETag lets it ask again for the cost of a 304.

const tags = ['drawings'];
const year = 31_536_000;
const svgAnswer = z.any().describe('image/svg+xml');
const tokenAnswer = tokenNotValid.describe('An Authorization header that is not a live access token');
const answers = {
  200: svgAnswer,
  304: z.null(),
  400: formErrors,
  401: tokenAnswer,
  404: detailError,
  ...commonErrors,
};

/**
 * A cart line can be configured again under its id (PATCH .../items/{itemId}/), so the browser asks each time
 * (no-cache) and mostly gets a 304; an order line is a snapshot that never changes, so it is kept a year.
 */
type Lasting = 'revalidate' | 'immutable';
const cacheControl: Record<Lasting, string> = {
  revalidate: 'private, no-cache',
  immutable: `private, max-age=${year}, immutable`,
};

function send(request: FastifyRequest, reply: FastifyReply, drawing: LineDrawing | null, lasting: Lasting) {
  if (!drawing) return reply.header('cache-control', 'no-store').code(404).send(notFoundBody(request.locale));
  reply
    .header('cache-control', cacheControl[lasting])
    .header('etag', drawing.etag)
    .header('vary', 'Accept-Language')
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === drawing.etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(drawing.svg);
}

const drawn =
  'A catalogue product, a line that is not the caller\u2019s or a malformed id answer 404 or 400. ';

export function drawingRoutes(deps: { database: Database; identity: Identifier }): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps.database;
    const prepared = preparedDefinitions();

    // Each route in a plugin of its own: they identify their callers differently (hooks are per plugin).
    const cartLines: FastifyPluginAsyncZod = async (cart) => {
      const identityOf = identifyVisitors(cart, deps.identity);
      cart.get(
        '/calculator/cart/:id/items/:itemId/drawing/',
        {
          schema: {
            tags,
            summary:
              "A configured line's drawing to scale, SVG, in the request's language; the cart opens as for " +
              `GET /calculator/cart/{id}/ (X-Anonymous-Id or the customer's token). Cache-Control: private, ` +
              `no-cache, with a strong ETag (If-None-Match → 304). ${drawn}`,
            params: inputObject({ id: rowId, itemId: rowId }),
            querystring: queryObject({}),
            response: answers,
          },
        },
        async (request, reply) => {
          const owner = ownerOf(identityOf(request), request);
          const { id, itemId } = request.params;
          const drawing = owner && (await cartLineDrawing(db, prepared, owner, id, itemId, request.locale));
          return send(request, reply, drawing, 'revalidate');
        },
      );
    };

    const orderLines: FastifyPluginAsyncZod = async (account) => {
      const userOf = identifyCustomers(account, deps.identity);
      account.get(
        '/calculator/orders/:id/items/:position/drawing/',
        {
          schema: {
            tags,
            summary:
              "The drawing to scale of the line at `position` (0 first) of one of the signed-in customer's " +
              "orders, SVG, in the request's language. An order never changes: Cache-Control: private, " +
              `immutable for a year, with a strong ETag. Needs a live access token. ${drawn}`,
            params: inputObject({ id: rowId, position: z.coerce.number().int().min(0).max(9999) }),
            querystring: queryObject({}),
            response: answers,
          },
        },
        async (request, reply) => {
          const { id, position } = request.params;
          const drawing = await orderLineDrawing(db, prepared, userOf(request), id, position, request.locale);
          return send(request, reply, drawing, 'immutable');
        },
      );
    };

    await app.register(cartLines);
    await app.register(orderLines);
  };
}
