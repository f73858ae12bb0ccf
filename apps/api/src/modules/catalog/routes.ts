import {
  accessoryList as accessoryListSchema,
  category,
  categoryDetail as categoryDetailSchema,
  PRODUCT_PAGE_SIZE,
  product,
  productPage as productPageSchema,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  commonErrors,
  detailError,
  formErrors,
  inputObject,
  keyOf,
  pageNumber,
  plainText,
  queryObject,
  searchText,
  slugPattern,
} from '../../http/schemas';
import { format, messagesFor, notFoundBody } from '../../i18n/messages';
import { accessoryList, categoryDetail, categoryList, productDetail, productPage } from './service';

// Query values are strings; slugs are lower-case Latin (the same in every language).
const slug = z.string().trim().min(1).max(120).regex(slugPattern);
const idOrSlug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^(?:\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/);
const pageSize = z.coerce
  .number()
  .int()
  .min(PRODUCT_PAGE_SIZE.min)
  .max(PRODUCT_PAGE_SIZE.max)
  .default(PRODUCT_PAGE_SIZE.default);

// A path segment that is neither an id nor a slug names nothing: 404, like an unknown slug.
const keyParams = inputObject({ key: plainText(200).describe('A numeric id or a slug') });

const unknownChoice = (locale: Locale, field: string, value: string) => ({
  [field]: [format(messagesFor(locale).field.invalidChoice, { value })],
});

export function catalogRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/categories/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['catalog'],
          summary: 'Categories as cards: the top-level ones, or the sub-categories of `parent`',
          querystring: queryObject({
            parent: idOrSlug
              .optional()
              .describe('Id or slug of a category: its sub-categories are listed (unknown → 400)'),
          }),
          response: { 200: z.array(category), 400: formErrors, ...commonErrors },
        },
      },
      async (request, reply) => {
        const { parent } = request.query;
        const result = await categoryList(database, request.locale, parent ? keyOf(parent) : null);
        if (result.found) return result.value;
        return reply.code(400).send(unknownChoice(request.locale, 'parent', parent ?? ''));
      },
    );

    app.get(
      '/categories/:key/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['catalog'],
          summary: 'A category by id (all digits) or slug: its parent, sub-categories and calculator link',
          params: keyParams,
          querystring: queryObject({}),
          response: { 200: categoryDetailSchema, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const key = keyOf(request.params.key);
        const found = key ? await categoryDetail(database, request.locale, key) : undefined;
        return found ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/products/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['catalog'],
          summary: 'Products, paginated, in catalogue order; a page beyond the last one is a 404',
          querystring: queryObject({
            category: slug
              .optional()
              .describe('Slug of a category: its products and those of its sub-categories (unknown → 400)'),
            search: searchText(100).optional().describe('Part of the title, in the request language'),
            page: pageNumber,
            page_size: pageSize.describe(
              `Products per page, ${PRODUCT_PAGE_SIZE.min}–${PRODUCT_PAGE_SIZE.max} (default ${PRODUCT_PAGE_SIZE.default})`,
            ),
          }),
          response: { 200: productPageSchema, 400: formErrors, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const { category: categorySlug, search, page, page_size } = request.query;
        const result = await productPage(database, request.locale, {
          category: categorySlug,
          search: search || undefined,
          page,
          pageSize: page_size,
        });
        if (result.kind === 'page') return result.page;
        if (result.kind === 'unknown-category')
          return reply.code(400).send(unknownChoice(request.locale, 'category', categorySlug ?? ''));
        return reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/products/:key/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['catalog'],
          summary:
            'A product by id (all digits) or slug: characteristics, description, accessories, categories for breadcrumbs',
          params: keyParams,
          querystring: queryObject({}),
          response: { 200: product, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const key = keyOf(request.params.key);
        const found = key ? await productDetail(database, request.locale, key) : undefined;
        return found ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/accesories/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['catalog'],
          summary:
            'Accessories (spelled as in docs/product.md §7): those matching `product`, or the products of `category` (default: the accessories family)',
          querystring: queryObject({
            product: idOrSlug
              .optional()
              .describe('Id or slug of a product: its matching accessories (unknown → 404)'),
            category: slug.optional().describe('Slug of a category to narrow the list to (unknown → 400)'),
          }),
          response: { 200: accessoryListSchema, 400: formErrors, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const { product: productKey, category: categorySlug } = request.query;
        const result = await accessoryList(database, request.locale, {
          product: productKey ? (keyOf(productKey) ?? undefined) : undefined,
          category: categorySlug,
        });
        if (result.kind === 'list') return { products: result.products };
        if (result.kind === 'unknown-product') return reply.code(404).send(notFoundBody(request.locale));
        return reply.code(400).send(unknownChoice(request.locale, 'category', categorySlug ?? ''));
      },
    );
  };
}
