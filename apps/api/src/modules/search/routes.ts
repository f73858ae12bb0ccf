import { SEARCH_MAX_LENGTH, SEARCH_PAGE_SIZE, searchPage } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import {
  commonErrors,
  detailError,
  formErrors,
  pageNumber,
  queryObject,
  searchText,
} from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import * as search from './service';

export function searchRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search/',
      {
        // The same answer for everyone of a language: shared caches may keep it.
        config: { publicCache: true },
        schema: {
          tags: ['search'],
          summary: `Products, categories, promotions, articles and info pages matching the words, best first, ${SEARCH_PAGE_SIZE} a page: full-text in the request's language (accents ignored, the last word also as a prefix) and titles alike despite typos; matched words marked in title_parts and snippet`,
          querystring: queryObject({
            // 1 to SEARCH_MAX_LENGTH characters once trimmed; no control characters.
            search: searchText(SEARCH_MAX_LENGTH).min(1),
            page: pageNumber,
          }),
          response: { 200: searchPage, 400: formErrors, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const { search: text, page } = request.query;
        const found = await search.searchPage(database, request.locale, text, page);
        return found ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );
  };
}
