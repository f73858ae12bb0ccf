import {
  calculatorSeo,
  calculatorTypeDetail,
  calculatorTypeSummary,
  quoteRequest,
  quoteResponse,
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
} from '../../http/schemas';
import { messagesFor, notFoundBody } from '../../i18n/messages';
import { limitedPerAddress, limitText, tooManyRequests } from '../feedbacks/routes';
import type { ShopMail } from '../feedbacks/shop-email';
import { calculatorTypeList, categorySeo, calculatorTypeDetail as readDetail, typeSeo } from './catalogue';
import { openDraftPreview, previewRefusal } from './draft-preview';
import { orderCall } from './order-call';
import { type PreparedDefinition, preparedDefinitions } from './prepared-definitions';
import { quoteConfiguration } from './quoting';

const tags = ['calculator'];
const version = z.coerce.number().int().min(1).max(2_147_483_647);
const pathKey = inputObject({ key: plainText(200) });
/** A preview link's token (modules/calculator/preview-token.ts); anything longer is not one. */
const previewToken = plainText(200);
const noStore = 'no-store';

/**
 * The calculator base of docs/product.md §7 (/calculator/...) and the calculator SEO calls (/api/calculator/...).
 * `previewKey` checks the links that show a price list's draft (issue 18, docs/adr/0024).
 */
export function calculatorRoutes(
  database: Database,
  shop: ShopMail,
  previewKey: Buffer,
): FastifyPluginAsyncZod {
  return async (app) => {
    const prepared = preparedDefinitions();

    app.get(
      '/calculator/calculator-types',
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary:
            'Every calculator, in display order, with its link and the price of its default configuration',
          querystring: queryObject({}),
          response: { 200: z.array(calculatorTypeSummary), ...commonErrors },
        },
      },
      (request) => calculatorTypeList(database, prepared, request.locale),
    );

    app.get(
      '/calculator/calculator-types/:id',
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary:
            'A calculator by id (or slug) with its whole definition and a default configuration that prices; ' +
            '?version=n answers that stored definition version, so every saved price can be recomputed',
          params: inputObject({ id: plainText(200) }),
          querystring: queryObject({ version: version.optional() }),
          response: { 200: calculatorTypeDetail, 400: formErrors, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const key = keyOf(request.params.id);
        const found =
          key && (await readDetail(database, prepared, request.locale, key, request.query.version));
        return found || reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/calculator/calculator-types/:id/preview',
      {
        // Unpublished prices: never in the public answers' cache, nor in a browser's or a proxy's.
        schema: {
          tags,
          summary:
            "A calculator with its price list's draft instead of the published definition, for a preview link " +
            '(docs/adr/0024): the same shape as GET /calculator/calculator-types/{id}. A bad, expired or other ' +
            "calculator's token answers 403; a draft saved, published or discarded since the link was made, 410.",
          params: inputObject({ id: plainText(200) }),
          querystring: queryObject({ token: previewToken }),
          response: {
            200: calculatorTypeDetail,
            400: formErrors,
            404: detailError,
            410: detailError,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', noStore);
        const key = keyOf(request.params.id);
        const published = key && (await readDetail(database, prepared, request.locale, key, undefined));
        if (!published) return reply.code(404).send(notFoundBody(request.locale));
        const opened = await openDraftPreview(database.db, previewKey, published.id, request.query.token);
        if (opened.kind !== 'ok') {
          const refusal = previewRefusal(opened, request.locale);
          return reply.code(refusal.status).send(refusal.body);
        }
        const { definition, defaultConfiguration, priceFrom } = opened.prepared;
        return {
          ...published,
          definition,
          default_configuration: defaultConfiguration,
          price_from: priceFrom,
        };
      },
    );

    app.post(
      '/calculator/internal-modules-section/',
      {
        schema: {
          tags,
          summary:
            'Prices a configuration with the current definition (labels in the Accept-Language language). ' +
            'A size outside its limits, an unknown option or a broken rule answers 400 with field errors ' +
            "('configuration.width', 'configuration.options.{feature}', 'configuration.sashes.{i}', " +
            "'configuration'); an unknown calculator 400 on 'calculator_type_id'. With ?save=true the " +
            'calculation is stored with the definition version that priced it and its uuid is answered as ' +
            'calculator_id (the cart buffer and POST /calculator/order-call/ name it). Prices are never read ' +
            'from the body. With ?preview={token} of a preview link the draft prices it instead (a refused ' +
            'token answers as GET .../calculator-types/{id}/preview does); such a quote is never saved, so ' +
            'save=true is refused with it: no preview reaches a cart or an order call.',
          querystring: queryObject({
            save: z.enum(['true', 'false']).optional(),
            preview: previewToken.optional(),
          }),
          body: inputObject(quoteRequest.shape),
          response: { 200: quoteResponse, 400: formErrors, 410: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const { save, preview } = request.query;
        let draft: PreparedDefinition | undefined;
        if (preview !== undefined) {
          reply.header('cache-control', noStore);
          const texts = messagesFor(request.locale).calculator.preview;
          if (save === 'true') return reply.code(400).send({ preview: [texts.notSaved] });
          const opened = await openDraftPreview(
            database.db,
            previewKey,
            request.body.calculator_type_id,
            preview,
          );
          if (opened.kind !== 'ok') {
            const refusal = previewRefusal(opened, request.locale);
            return reply.code(refusal.status).send(refusal.body);
          }
          draft = opened.prepared;
        }
        const outcome = await quoteConfiguration(
          database,
          prepared,
          request.locale,
          request.body,
          save === 'true',
          draft,
        );
        return reply.code(outcome.status).send(outcome.body);
      },
    );

    app.post(
      '/calculator/order-call/',
      {
        onRequest: limitedPerAddress(database, 'orderCall'),
        schema: {
          tags,
          summary:
            'Order a call about a configured item (docs/product.md §3 order call from cart): client_name, client_phone ' +
            "masked '+373 (6##) ###-##' or '+373 (7##) ###-##', not one digit repeated; calculator_id is the uuid " +
            'of a calculation saved by POST /calculator/internal-modules-section/?save=true for calculator_type_id. ' +
            `Stored and e-mailed to the shop; answers 201 {id}. ${limitText('orderCall')}`,
          body: inputObject({
            client_name: z.string().max(1000),
            client_phone: z.string().max(100),
            calculator_id: z.string().max(100).optional(),
            calculator_type_id: z.number().int().min(1).max(2_147_483_647).optional(),
          }),
          response: {
            201: z.object({ id: z.number().int() }),
            400: formErrors,
            429: tooManyRequests,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const outcome = await orderCall({ database, shop }, request, request.body);
        return reply.code(outcome.status).send(outcome.body);
      },
    );

    app.get(
      '/api/calculator/calculator-seo/:key/',
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: "SEO texts of /calculators ('index') or of a calculator category page (its slug)",
          params: pathKey,
          querystring: queryObject({}),
          response: { 200: calculatorSeo, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const found = await categorySeo(database, request.locale, request.params.key);
        return found ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/api/calculator/calculator-type-seo/:key/',
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: "SEO texts of one calculator's page, by calculator id or slug",
          params: pathKey,
          querystring: queryObject({}),
          response: { 200: calculatorSeo, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const key = keyOf(request.params.key);
        const found = key && (await typeSeo(database, request.locale, key));
        return found || reply.code(404).send(notFoundBody(request.locale));
      },
    );
  };
}
