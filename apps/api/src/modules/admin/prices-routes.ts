import {
  adminPage,
  priceDraft,
  priceDraftSave,
  priceGridImport,
  priceList,
  pricePreview,
  pricePreviewLink,
  pricePreviewRequest,
  pricePublish,
  pricePublished,
  priceRollback,
  priceVersion,
} from '@vitrina/contract';
import { format } from '@vitrina/locale';
import { gridToCsv } from '@vitrina/pricing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { detailError, formErrors, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { csvHeaders, neutralized } from './csv';
import { allow } from './guard';
import { pagingQuery } from './listing';
import { adminTexts } from './messages';
import { pricePreview as previewOf } from './price-preview';
import { createPreviewLink, type PreviewLinks } from './price-preview-link';
import {
  definitionErrors,
  discardDraft,
  importGrid,
  type PriceOutcome,
  priceHistory,
  priceLists,
  publishDraft,
  publishedDefinition,
  readDraft,
  rollBack,
  saveDraft,
} from './prices-service';
import { published } from './published';

const tags = ['admin'];
const typeParams = z.strictObject({ type: rowId });
/** What a write answers besides its 200: field errors, no such calculator, a stale copy, a needed confirmation. */
const writeErrors = {
  400: formErrors,
  403: detailError,
  404: detailError,
  409: detailError,
  422: detailError,
};

function answer<T>(request: FastifyRequest, reply: FastifyReply, outcome: PriceOutcome<T>) {
  const texts = adminTexts(request.locale);
  switch (outcome.kind) {
    case 'ok':
      return reply.code(200).send(outcome.value);
    case 'missing':
      return reply.code(404).send(notFoundBody(request.locale));
    case 'stale':
      return reply.code(409).send({ detail: texts.versionConflict });
    case 'no_draft':
      return reply.code(409).send({ detail: texts.prices.noDraft });
    case 'unknown_version':
      return reply
        .code(400)
        .send({ version: [format(texts.prices.unknownVersion, { version: outcome.version })] });
    case 'invalid':
      return reply.code(400).send(outcome.errors);
    case 'confirm':
      return reply
        .code(422)
        .send({ detail: format(texts.prices.zeroPrice, { count: outcome.zeros.length }) });
  }
}

/**
 * /admin/api/calculators…: the price lists (docs/adr/0024), an admin's only. A calculator's draft is saved whole,
 * checked by the pricing schema and checkDefinition, previewed against the published version, published as the
 * next immutable version (live on the storefront at once), and rolled back by publishing an older one again.
 */
export function pricesRoutes(database: Database, links: PreviewLinks): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = { preValidation: allow('admin') };
    const texts = (request: FastifyRequest) => adminTexts(request.locale).prices;

    app.get(
      '/calculators',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'The price lists: each calculator, its published version, and its draft if any',
          querystring: z.strictObject(pagingQuery),
          response: { 200: adminPage(priceList), 400: formErrors, 403: detailError },
        },
      },
      async () => {
        // Ten calculators: one page always holds them.
        const rows = await priceLists(database);
        return { results: rows, pages: 1, total_count: rows.length };
      },
    );

    app.get(
      '/calculators/:type/draft',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: "A calculator's draft (the published definition as revision 0 before the first save)",
          params: typeParams,
          response: { 200: priceDraft, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) =>
        (await readDraft(database, request.params.type)) ??
        reply.code(404).send(notFoundBody(request.locale)),
    );

    app.put(
      '/calculators/:type/draft',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Save the whole draft, made on `revision` (0 starts it); checked before it is stored',
          params: typeParams,
          body: priceDraftSave,
          response: { 200: priceDraft, ...writeErrors },
        },
      },
      async (request, reply) =>
        answer(
          request,
          reply,
          await saveDraft(database, request.staff, request.params.type, request.body, texts(request)),
        ),
    );

    app.delete(
      '/calculators/:type/draft',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Discard the draft made on `revision`; the published version stays',
          params: typeParams,
          querystring: z.strictObject({ revision: z.coerce.number().int().min(1).max(2_147_483_647) }),
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        const outcome = await discardDraft(
          database,
          request.staff,
          request.params.type,
          request.query.revision,
        );
        return outcome.kind === 'ok' ? reply.code(204).send(null) : answer(request, reply, outcome);
      },
    );

    app.post(
      '/calculators/:type/preview',
      {
        ...adminOnly,
        schema: {
          tags,
          summary:
            'Price sample configurations with a definition being edited and with the published version',
          params: typeParams,
          body: pricePreviewRequest,
          response: { 200: pricePreview, 400: formErrors, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) => {
        const published = await publishedDefinition(database, request.params.type);
        if (!published) return reply.code(404).send(notFoundBody(request.locale));
        const { definition } = request.body;
        const errors = definitionErrors(definition, published.family, texts(request).familyFixed);
        if (Object.keys(errors).length > 0) return reply.code(400).send(errors);
        return previewOf(definition, published.definition);
      },
    );

    app.post(
      '/calculators/:type/preview-link',
      {
        ...adminOnly,
        schema: {
          tags,
          summary:
            "A storefront link (the member's language) that shows the draft in the configurator for an hour, " +
            'until the draft is saved again; nothing shown through it can be ordered',
          params: typeParams,
          response: { 200: pricePreviewLink, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) => {
        const outcome = await createPreviewLink(database, request.staff, request.params.type, links);
        if (outcome.kind === 'missing') return reply.code(404).send(notFoundBody(request.locale));
        if (outcome.kind === 'no_draft')
          return reply.code(404).send({ detail: texts(request).noDraftToPreview });
        return outcome.value;
      },
    );

    app.post(
      '/calculators/:type/publish',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Publish the draft made on `revision` as the next version; prices of 0 need `confirm`',
          params: typeParams,
          body: pricePublish,
          response: { 200: pricePublished, ...writeErrors },
        },
      },
      async (request, reply) => {
        const outcome = await publishDraft(
          database,
          request.staff,
          request.params.type,
          request.body,
          texts(request),
        );
        if (outcome.kind === 'ok') await published(app, ['calculators']);
        return answer(request, reply, outcome);
      },
    );

    app.post(
      '/calculators/:type/rollback',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: "Publish an older version's definition again, as the next version",
          params: typeParams,
          body: priceRollback,
          response: { 200: pricePublished, ...writeErrors },
        },
      },
      async (request, reply) => {
        const outcome = await rollBack(
          database,
          request.staff,
          request.params.type,
          request.body,
          texts(request),
        );
        if (outcome.kind === 'ok') await published(app, ['calculators']);
        return answer(request, reply, outcome);
      },
    );

    app.get(
      '/calculators/:type/history',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Every published version, newest first, with who published it and what changed',
          params: typeParams,
          querystring: z.strictObject(pagingQuery),
          response: { 200: adminPage(priceVersion), 400: formErrors, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) => {
        const versions = await priceHistory(database, request.params.type);
        if (!versions) return reply.code(404).send(notFoundBody(request.locale));
        const { page, page_size } = request.query;
        const results = versions.slice((page - 1) * page_size, page * page_size);
        if (page > 1 && results.length === 0) return reply.code(404).send(notFoundBody(request.locale));
        return {
          results,
          pages: Math.max(1, Math.ceil(versions.length / page_size)),
          total_count: versions.length,
        };
      },
    );

    app.get(
      '/calculators/:type/grid.csv',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: "One option's price grid of the draft (or the published version) as CSV",
          params: typeParams,
          querystring: z.strictObject({ option: z.string().min(1).max(64) }),
          response: { 200: z.string(), 400: formErrors, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) => {
        const draft = await readDraft(database, request.params.type);
        if (!draft) return reply.code(404).send(notFoundBody(request.locale));
        const { base } = draft.definition;
        const { option } = request.query;
        if (base.model !== 'grid') return reply.code(400).send({ option: [texts(request).notAGrid] });
        const prices = base.prices[option];
        if (!prices)
          return reply.code(400).send({ option: [format(texts(request).unknownOption, { option })] });
        const csv = `\uFEFF${gridToCsv({ widths: base.widths, heights: base.heights, prices })}`;
        return reply.headers(csvHeaders(neutralized(`grid-${request.params.type}-${option}`))).send(csv);
      },
    );

    app.post(
      '/calculators/:type/grid.csv',
      {
        ...adminOnly,
        schema: {
          tags,
          summary:
            "Replace one option's grid in the draft with a CSV's; every bad cell named by row and column",
          params: typeParams,
          body: priceGridImport,
          response: { 200: priceDraft, ...writeErrors },
        },
      },
      async (request, reply) =>
        answer(
          request,
          reply,
          await importGrid(database, request.staff, request.params.type, request.body, texts(request)),
        ),
    );
  };
}
