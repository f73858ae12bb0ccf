import {
  aboutPage,
  type ContentPage,
  contentPage,
  infoPageDetail,
  policyLanguage,
  policyPage,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import {
  commonErrors,
  detailError,
  formErrors,
  inputObject,
  isSlug,
  plainText,
  queryObject,
  searchText,
} from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import * as content from './service';

/** Slugs are lower-case words joined by '-'; anything else names no page (404, not a query). */
const slugParam = plainText(120);

/**
 * About, content pages at /{slug}, info page details and the privacy policy. `/pages/:slug` is parametric:
 * Fastify matches the static routes of the pages module (/pages/home-page/, /pages/footer-page,
 * /pages/info-page, /pages/about, ...) before it, whatever the order of registration.
 */
export function contentRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pages/about',
      {
        config: { publicCache: true },
        schema: {
          tags: ['pages'],
          summary:
            "The about page's title, texts and key facts (achievements, partners, ... have their own lists)",
          querystring: queryObject({}),
          response: { 200: aboutPage, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) =>
        (await content.aboutPage(database, request.locale)) ??
        reply.code(404).send(notFoundBody(request.locale)),
    );

    app.get(
      '/pages/info-page/detail/',
      {
        config: { publicCache: true },
        schema: {
          tags: ['pages'],
          summary:
            'An info page (/info/{slug}) by its slug in any language; `slugs` has every language’s slug',
          querystring: queryObject({ slug: searchText(120).min(1) }),
          response: { 200: infoPageDetail, 400: formErrors, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const { slug } = request.query;
        const page = isSlug(slug) ? await content.infoPageDetail(database, request.locale, slug) : undefined;
        return page ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/pages/policy/:language',
      {
        config: { publicCache: true },
        schema: {
          tags: ['pages'],
          summary:
            'The privacy policy written in {language} (ro, ru, en, fr, it), whatever Accept-Language says; public at /{policy slug}',
          params: inputObject({ language: policyLanguage }),
          querystring: queryObject({}),
          response: { 200: policyPage, 400: formErrors, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) =>
        (await content.policyPage(database, request.params.language)) ??
        reply.code(404).send(notFoundBody(request.locale)),
    );

    /** A content page by its slug in any language, among the pages of the given kinds; 404 otherwise. */
    const contentPageRoute = (url: string, summary: string, kinds: readonly ContentPage['kind'][]) =>
      app.get(
        url,
        {
          config: { publicCache: true },
          schema: {
            tags: ['pages'],
            summary,
            params: inputObject({ slug: slugParam }),
            querystring: queryObject({}),
            response: { 200: contentPage, 404: detailError, ...commonErrors },
          },
        },
        async (request, reply) => {
          const { slug } = request.params;
          const page = isSlug(slug)
            ? await content.contentPage(database, request.locale, kinds, slug)
            : undefined;
          return page ?? reply.code(404).send(notFoundBody(request.locale));
        },
      );

    contentPageRoute(
      '/pages/dynamic/:slug',
      "A menu page at /{dynamic_page_slug} or a colour page (kind 'colors'), by its slug in any language",
      ['dynamic', 'colors'],
    );
    contentPageRoute(
      '/pages/:slug',
      'A footer-column page at /{slug} by its slug in any language; `slugs` has every language’s slug',
      ['footer'],
    );
  };
}
