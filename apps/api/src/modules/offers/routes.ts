import {
  createPriceOfferRequest,
  emailPriceOfferRequest,
  priceOffer,
  priceOfferNumber,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { FileStore } from '../../files/store';
import { commonErrors, detailError, formErrors, inputObject, queryObject, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import type { OutboxWorker } from '../../mail/outbox-worker';
import { answersPerVisitor } from '../../plugins/per-visitor';
import { type Identifier, identifyVisitors, tokenNotValid } from '../auth/identify';
import { preparedDefinitions } from '../calculator/prepared-definitions';
import { ownerOf } from '../cart/owner';
import { limitedPerAddress, limitText, tooManyRequests } from '../feedbacks/routes';
import { emailOffer } from './email-offer';
import { type MakeOfferOutcome, offerForCart, offerForConfiguration } from './make-offer';
import { offerDocument } from './offer-document';
import { offerFileName } from './offer-email';
import { readOffer } from './offer-view';

const tags = ['offers'];
const numberParams = inputObject({ number: priceOfferNumber });
const made = z.object({ number: priceOfferNumber });

export interface OfferRoutesDeps {
  database: Database;
  files: FileStore;
  outbox: Pick<OutboxWorker, 'wake'>;
  shopEmail: string | undefined;
  identity: Identifier;
  /** The storefront's origin (PUBLIC_ORIGIN): the PDF and the e-mail link back to it. */
  publicOrigin: string;
}

/**
 * Offers (quotes, docs/product.md §3 Offer): made from a configuration or from the caller's cart, priced here,
 * kept with their definition versions for 14 days of validity, read and printed (PDF) by their number, and
 * e-mailed with the PDF attached through the outbox. Per visitor: never cached.
 */
export function offerRoutes(deps: OfferRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { database } = deps;
    const prepared = preparedDefinitions();
    const identityOf = identifyVisitors(app, deps.identity);
    answersPerVisitor(app);
    const answer = <T extends MakeOfferOutcome>(outcome: T) =>
      outcome.status === 201
        ? { status: 201 as const, body: { number: (outcome as { number: string }).number } }
        : (outcome as Exclude<T, { status: 201 }>);

    app.post(
      '/calculator/offers/',
      {
        schema: {
          tags,
          summary:
            'Makes an offer of one configured item {calculator_type_id, configuration, quantity}, priced with ' +
            "the calculator's current definition (never a price from the body): 201 {number}. A configuration " +
            'that does not price answers 400 with field errors as POST /calculator/internal-modules-section/ does.',
          body: inputObject(createPriceOfferRequest.shape),
          response: { 201: made, 400: formErrors, ...commonErrors },
        },
      },
      async (request, reply) => {
        const outcome = answer(
          await offerForConfiguration({ database, prepared }, request.locale, request.body),
        );
        return reply.code(outcome.status).send(outcome.body);
      },
    );

    app.post(
      '/calculator/cart/:id/offer/',
      {
        schema: {
          tags,
          summary:
            "Makes an offer of the cart's lines at the prices the API gave them (its coupon when it applies, " +
            'no bonuses): 201 {number}; an empty cart 400 on items. The cart opens as GET /calculator/cart/{id}/ ' +
            "does (X-Anonymous-Id or the access token); another's cart answers 404.",
          params: inputObject({ id: rowId }),
          response: { 201: made, 400: formErrors, 401: tokenNotValid, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const owner = ownerOf(identityOf(request), request);
        const outcome = owner
          ? answer(await offerForCart({ database, prepared }, request.locale, owner, request.params.id))
          : { status: 404 as const, body: notFoundBody(request.locale) };
        return reply.code(outcome.status).send(outcome.body);
      },
    );

    app.get(
      '/calculator/offers/:number/',
      {
        schema: {
          tags,
          summary:
            'An offer by its number (Q-2026-000123): its lines, configurations, definition versions and prices ' +
            'as they were made, and whether it has expired (14 days).',
          params: numberParams,
          querystring: queryObject({}),
          response: { 200: priceOffer, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) =>
        (await readOffer(database.db, request.params.number)) ??
        reply.code(404).send(notFoundBody(request.locale)),
    );

    app.get(
      '/calculator/offers/:number/pdf/',
      {
        schema: {
          tags,
          summary:
            "The offer as a PDF in the request's language (Accept-Language): the company's header, number, " +
            'date and validity, each item in words with its drawing to scale, the totals with VAT and delivery, ' +
            'and how to order.',
          params: numberParams,
          querystring: queryObject({}),
          response: { 200: z.any().describe('application/pdf'), 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const found = await readOffer(database.db, request.params.number);
        if (!found) return reply.code(404).send(notFoundBody(request.locale));
        const pdf = await offerDocument(
          { db: database.db, prepared, publicOrigin: deps.publicOrigin },
          found,
          request.locale,
        );
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${offerFileName(found.number, request.locale)}"`,
          )
          .send(pdf);
      },
    );

    app.post(
      '/calculator/offers/:number/email/',
      {
        onRequest: limitedPerAddress(database, 'offerEmail'),
        schema: {
          tags,
          summary:
            "E-mails the offer {email} with its PDF attached, in the request's language, through the outbox: " +
            `202 {email}; a bad address 400 on email, an unknown offer 404. ${limitText('offerEmail')}`,
          params: numberParams,
          body: inputObject(emailPriceOfferRequest.shape),
          response: {
            202: emailPriceOfferRequest,
            400: formErrors,
            404: detailError,
            429: tooManyRequests,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const outcome = await emailOffer(
          { ...deps, prepared },
          request.locale,
          request.params.number,
          request.body,
        );
        return reply.code(outcome.status).send(outcome.body);
      },
    );
  };
}
