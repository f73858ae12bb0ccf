import {
  address,
  addressRequest,
  country,
  customerOrder,
  ORDERS_PAGE_SIZE,
  orderList,
  profileUpdateRequest,
  user,
} from '@vitrina/contract';
import { addressRules, countries, profileRules } from '@vitrina/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { formFieldErrors } from '../../http/form-errors';
import {
  commonErrors,
  detailError,
  formErrors,
  inputObject,
  pageNumber,
  queryObject,
  rowId,
} from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { answersPerVisitor } from '../../plugins/per-visitor';
import { type Identifier, identifyCustomers, tokenNotValid } from '../auth/identify';
import { customerOrder as customerOrderOf, customerOrderPage } from '../orders/customer-orders';
import { addAddress, changeAddress, deleteAddress, MAX_ADDRESSES } from './addresses';
import { profileOf, updateProfile } from './profile';

export interface AccountDeps {
  database: Database;
  identity: Identifier;
}

const idParams = inputObject({ id: rowId });
const errors = {
  401: tokenNotValid.describe(
    'No access token, or one that is not live (expired, revoked, forged): refresh and retry',
  ),
  ...commonErrors,
};
const signedIn = 'Needs a live access token (Authorization: Bearer <access>). ';

/**
 * The signed-in customer's own data (docs/product.md §7): profile, addresses, countries and order history. Every route
 * starts from the user the access token names — before the body is even validated, so an anonymous caller
 * learns nothing but 401 — and reaches only that user's rows. Never cached.
 */
export function accountRoutes(deps: AccountDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { database, identity } = deps;
    const db = database.db;
    const userOf = identifyCustomers(app, identity);

    answersPerVisitor(app);

    app.get(
      '/api/auth/me/',
      {
        schema: {
          tags: ['account'],
          summary: `The signed-in customer: profile, bonus balance and saved addresses (by id). ${signedIn}`,
          querystring: queryObject({}),
          response: { 200: user, 404: detailError, ...errors },
        },
      },
      async (request, reply) => {
        const profile = await profileOf(db, userOf(request), request.locale);
        return profile ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.patch(
      '/api/auth/me/',
      {
        schema: {
          tags: ['account'],
          summary:
            "Saves the settings form {action: 'update', first_name, last_name, email, phone, gender} " +
            `(docs/product.md §5 rules); an e-mail another account has (in any case) is refused. ${signedIn}`,
          // Partial, as Djoser's PATCH: only the fields sent change; the rest are the stored ones. The form's
          // `action: 'update'` is still required.
          body: inputObject(profileUpdateRequest.partial().required({ action: true }).shape),
          response: { 200: user, 400: formErrors, 404: detailError, ...errors },
        },
      },
      async (request, reply) => {
        const userId = userOf(request);
        const current = await profileOf(db, userId, request.locale);
        if (!current) return reply.code(404).send(notFoundBody(request.locale));
        const { first_name, last_name, email, phone, gender } = current;
        const merged = { first_name, last_name, email, phone, gender, ...request.body };
        const checked = profileRules.safeParse(merged);
        if (!checked.success) return reply.code(400).send(formFieldErrors(checked.error, request.locale));
        const updated = await updateProfile(db, userId, checked.data, request.locale);
        if (updated.kind === 'invalid') return reply.code(400).send(updated.errors);
        const profile = updated.kind === 'updated' && (await profileOf(db, userId, request.locale));
        return profile || reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/api/auth/me/countries/',
      {
        schema: {
          tags: ['account'],
          summary: `The countries an address may be in, named in the request's language. ${signedIn}`,
          querystring: queryObject({}),
          response: { 200: z.array(country), ...errors },
        },
      },
      (request) => countries.map((entry) => ({ code: entry.code, name: entry[request.locale] })),
    );

    app.post(
      '/api/auth/me/addresses/',
      {
        schema: {
          tags: ['account'],
          summary:
            `Saves a new address (docs/product.md §3 Address; the city one of GET /localities/regions). At most ` +
            `${MAX_ADDRESSES} addresses per customer: the next answers 400. ${signedIn}`,
          body: inputObject(addressRequest.shape),
          response: { 201: address, 400: formErrors, 404: detailError, ...errors },
        },
      },
      async (request, reply) => {
        const userId = userOf(request);
        const checked = addressRules.safeParse(request.body);
        if (!checked.success) return reply.code(400).send(formFieldErrors(checked.error, request.locale));
        const outcome = await addAddress(database, userId, checked.data, request.locale);
        return reply.code(outcome.status).send(outcome.body);
      },
    );

    app.patch(
      '/api/auth/me/addresses/:id/',
      {
        schema: {
          tags: ['account'],
          summary: `Changes the fields sent of a saved address (the rest stay); another customer's id answers 404. ${signedIn}`,
          params: idParams,
          // Partial, as Djoser's PATCH: only the fields sent change (the storefront sends the whole form).
          body: inputObject(addressRequest.partial().shape),
          response: { 200: address, 400: formErrors, 404: detailError, ...errors },
        },
      },
      async (request, reply) => {
        const userId = userOf(request);
        const stored = (await profileOf(db, userId, request.locale))?.addresses.find(
          (entry) => entry.id === request.params.id,
        );
        if (!stored) return reply.code(404).send(notFoundBody(request.locale));
        const { id: _id, city_name: _cityName, ...fields } = stored;
        const checked = addressRules.safeParse({ ...fields, ...request.body });
        if (!checked.success) return reply.code(400).send(formFieldErrors(checked.error, request.locale));
        const outcome = await changeAddress(
          database,
          userId,
          request.params.id,
          checked.data,
          request.locale,
        );
        return reply.code(outcome.status).send(outcome.body);
      },
    );

    app.delete(
      '/api/auth/me/addresses/:id/',
      {
        schema: {
          tags: ['account'],
          summary: `Deletes a saved address; another customer's id answers 404. ${signedIn}`,
          params: idParams,
          response: { 204: z.null().describe('Deleted'), 404: detailError, ...errors },
        },
      },
      async (request, reply) => {
        const deleted = await deleteAddress(database, userOf(request), request.params.id);
        return deleted ? reply.code(204).send(null) : reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/calculator/orders/',
      {
        schema: {
          tags: ['account'],
          summary:
            `The customer's orders, newest first, ${ORDERS_PAGE_SIZE} a page {results, pages, total_count}; ` +
            `a page past the last answers 404. ${signedIn}`,
          querystring: queryObject({ page: pageNumber }),
          response: { 200: orderList, 404: detailError, ...errors },
        },
      },
      async (request, reply) => {
        const page = await customerOrderPage(db, userOf(request), request.query.page);
        return page ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.get(
      '/calculator/orders/:id/',
      {
        schema: {
          tags: ['account'],
          summary:
            `One of the customer's orders as it was placed, with the bonuses it earned, its workshop stage and ` +
            `the stage's changes, oldest first. ${signedIn}`,
          params: idParams,
          response: { 200: customerOrder, 404: detailError, ...errors },
        },
      },
      async (request, reply) => {
        const order = await customerOrderOf(db, userOf(request), request.params.id, request.locale);
        return order ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );
  };
}
