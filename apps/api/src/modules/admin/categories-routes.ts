import { adminCategory, adminCategoryCreate, adminCategoryUpdate, adminPage } from '@vitrina/contract';
import { format } from '@vitrina/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { detailError, formErrors, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { catalogAnswer } from './catalog-answer';
import { catalogTexts } from './catalog-messages';
import { categoryList, categoryListQuery } from './categories-query';
import { createCategory, deleteCategory, readCategory, updateCategory } from './categories-service';
import { allow } from './guard';
import { published } from './published';

const tags = ['admin'];
const idParams = z.strictObject({ id: rowId });
const writeErrors = { 400: formErrors, 403: detailError, 404: detailError, 409: detailError };

/**
 * /admin/api/categories: the category tree, edited by admins and editors (issue 18). Categories are the menu's
 * and the sitemap's too, so a save clears the public answers of all three after its commit.
 */
export function categoriesRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const editors = { preValidation: allow('admin', 'editor') };
    const publish = () => published(app, ['catalog', 'menu', 'sitemap']);

    app.get(
      '/categories',
      {
        ...editors,
        schema: {
          tags,
          summary: 'Categories as a tree (each family, then its sub-categories), or filtered by parent',
          querystring: categoryListQuery,
          response: { 200: adminPage(adminCategory), 400: formErrors, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) =>
        (await categoryList(database, request.query)) ?? reply.code(404).send(notFoundBody(request.locale)),
    );

    app.get(
      '/categories/:id',
      {
        ...editors,
        schema: {
          tags,
          summary: 'One category',
          params: idParams,
          response: { 200: adminCategory, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) =>
        (await readCategory(database.db, request.params.id)) ??
        reply.code(404).send(notFoundBody(request.locale)),
    );

    app.post(
      '/categories',
      {
        ...editors,
        schema: {
          tags,
          summary: 'Add a family (no parent) or a sub-category of one',
          body: adminCategoryCreate,
          response: { 201: adminCategory, ...writeErrors },
        },
      },
      async (request, reply) => {
        const outcome = await createCategory(
          database,
          request.staff,
          request.body,
          catalogTexts(request.locale),
        );
        if (outcome.kind === 'ok') await publish();
        return catalogAnswer(request, reply, outcome, true);
      },
    );

    app.patch(
      '/categories/:id',
      {
        ...editors,
        schema: {
          tags,
          summary: 'Change a category (what changed, with the version it was read at; 409 when stale)',
          params: idParams,
          body: adminCategoryUpdate,
          response: { 200: adminCategory, ...writeErrors },
        },
      },
      async (request, reply) => {
        const outcome = await updateCategory(
          database,
          request.staff,
          request.params.id,
          request.body,
          catalogTexts(request.locale),
        );
        if (outcome.kind === 'ok') await publish();
        return catalogAnswer(request, reply, outcome);
      },
    );

    app.delete(
      '/categories/:id',
      {
        ...editors,
        schema: {
          tags,
          summary: 'Delete an empty category read at `version` (409 while it has products or sub-categories)',
          params: idParams,
          querystring: z.strictObject({ version: rowId }),
          response: { 200: adminCategory, ...writeErrors },
        },
      },
      async (request, reply) => {
        const outcome = await deleteCategory(
          database,
          request.staff,
          request.params.id,
          request.query.version,
        );
        if (outcome.kind === 'not_empty')
          return reply.code(409).send({
            detail: format(catalogTexts(request.locale).deleteNotEmpty, {
              products: outcome.products,
              children: outcome.children,
            }),
          });
        if (outcome.kind === 'ok') await publish();
        return catalogAnswer(request, reply, outcome);
      },
    );
  };
}
