import { calculatorDefinition } from '@vitrina/pricing';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { calculatorDefinitions } from '../../db/schema';
import { detailError, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';

/**
 * /admin/api/calculators/{type}/versions/{version}: the definition that priced an order's line or a saved
 * calculation, for its drawing (versions are immutable, so the picture is the one the customer saw).
 */
export function calculatorsRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/calculators/:type/versions/:version',
      {
        schema: {
          tags: ['admin'],
          summary: 'One version of a calculator definition',
          params: z.strictObject({ type: rowId, version: rowId }),
          response: { 200: calculatorDefinition, 404: detailError },
        },
      },
      async (request, reply) => {
        const [row] = await database.db
          .select({ definition: calculatorDefinitions.definition })
          .from(calculatorDefinitions)
          .where(
            and(
              eq(calculatorDefinitions.calculatorTypeId, request.params.type),
              eq(calculatorDefinitions.version, request.params.version),
            ),
          );
        // Cached by the browser for good: a version never changes.
        if (row) reply.header('cache-control', 'private, max-age=31536000, immutable');
        return row ? row.definition : reply.code(404).send(notFoundBody(request.locale));
      },
    );
  };
}
