import {
  adminPage,
  adminPresetCalculator,
  adminProduct,
  adminProductCreate,
  adminProductPriceChange,
  adminProductUpdate,
} from '@vitrina/contract';
import { calculatorDefinition } from '@vitrina/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { detailError, formErrors, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { catalogAnswer } from './catalog-answer';
import { catalogTexts } from './catalog-messages';
import { allow } from './guard';
import { pagingQuery } from './listing';
import { priceChanges, productList, productListQuery } from './products-query';
import {
  createProduct,
  currentDefinition,
  presetCalculators,
  readProduct,
  updateProduct,
} from './products-service';
import { published } from './published';

const tags = ['admin'];
const idParams = z.strictObject({ id: rowId });
/** What a write answers besides its success: field errors, a refused role, no such product, 409s. */
const writeErrors = { 400: formErrors, 403: detailError, 404: detailError, 409: detailError };

/**
 * /admin/api/products: the catalogue's products, edited by admins and editors (issue 18). A save is live on the
 * storefront at once: the public answers are cleared after its commit. Hiding is a save of `visible: false`;
 * nothing is deleted, since carts and orders name products.
 */
export function productsRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const editors = { preValidation: allow('admin', 'editor') };

    app.get(
      '/products',
      {
        ...editors,
        schema: {
          tags,
          summary: 'Products, searched and filtered by category and visibility, in the catalogue’s order',
          querystring: productListQuery,
          response: { 200: adminPage(adminProduct), 400: formErrors, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) =>
        (await productList(database, request.query)) ?? reply.code(404).send(notFoundBody(request.locale)),
    );

    app.get(
      '/products/calculators',
      {
        ...editors,
        schema: {
          tags,
          summary:
            "The calculators a product's preset may open, with the version its choices are checked against",
          response: { 200: z.array(adminPresetCalculator), 403: detailError },
        },
      },
      () => presetCalculators(database.db),
    );

    app.get(
      '/products/calculators/:type',
      {
        ...editors,
        schema: {
          tags,
          summary:
            "A calculator's published definition: the features and sizes a product's preset chooses from",
          params: z.strictObject({ type: rowId }),
          response: { 200: calculatorDefinition, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) =>
        (await currentDefinition(database.db, request.params.type)) ??
        reply.code(404).send(notFoundBody(request.locale)),
    );

    app.get(
      '/products/:id',
      {
        ...editors,
        schema: {
          tags,
          summary: 'One product with its categories (main first) and accessories',
          params: idParams,
          response: { 200: adminProduct, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) =>
        (await readProduct(database.db, request.params.id)) ??
        reply.code(404).send(notFoundBody(request.locale)),
    );

    app.post(
      '/products',
      {
        ...editors,
        schema: {
          tags,
          summary: 'Add a product; a price of 0 needs `confirm_zero_price`',
          body: adminProductCreate,
          response: { 201: adminProduct, ...writeErrors },
        },
      },
      async (request, reply) => {
        const outcome = await createProduct(
          database,
          request.staff,
          request.body,
          catalogTexts(request.locale),
        );
        if (outcome.kind === 'ok') await published(app, ['catalog', 'sitemap']);
        return catalogAnswer(request, reply, outcome, true);
      },
    );

    app.patch(
      '/products/:id',
      {
        ...editors,
        schema: {
          tags,
          summary: 'Change a product (what changed, with the version it was read at; 409 when stale)',
          params: idParams,
          body: adminProductUpdate,
          response: { 200: adminProduct, ...writeErrors },
        },
      },
      async (request, reply) => {
        const outcome = await updateProduct(
          database,
          request.staff,
          request.params.id,
          request.body,
          catalogTexts(request.locale),
        );
        if (outcome.kind === 'ok') await published(app, ['catalog', 'sitemap']);
        return catalogAnswer(request, reply, outcome);
      },
    );

    app.get(
      '/products/:id/prices',
      {
        ...editors,
        schema: {
          tags,
          summary: "The product's price history, newest first: who changed it, when, before → after",
          params: idParams,
          querystring: z.strictObject(pagingQuery),
          response: {
            200: adminPage(adminProductPriceChange),
            400: formErrors,
            403: detailError,
            404: detailError,
          },
        },
      },
      async (request, reply) => {
        const { page, page_size } = request.query;
        const history = await priceChanges(database, request.params.id, page, page_size);
        return history ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );
  };
}
