import {
  addConfiguredItemRequest,
  addProductRequest,
  applyCouponRequest,
  cart,
  cartItem,
  createOrderRequest,
  createOrderResponse,
  mergeCartsRequest,
  payAgainResponse,
  setDeliveryRequest,
  setPaymentDetailsRequest,
  setUserDetailsRequest,
  updateItemRequest,
} from '@vitrina/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, detailError, formErrors, inputObject, queryObject, rowId } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { answersPerVisitor } from '../../plugins/per-visitor';
import { type Identifier, identifyVisitors, tokenNotValid } from '../auth/identify';
import { preparedDefinitions } from '../calculator/prepared-definitions';
import { createOrder, type OrderDeps, placingRetryAfterSeconds } from '../orders/create-order';
import type { Payments } from '../payments';
import { cartItemRows, cartOf, cartRows, findCart } from './cart-store';
import { cartBody, priceItem } from './cart-view';
import { setDelivery, setPaymentDetails, setUserDetails } from './checkout-details';
import { applyCoupon, removeCoupon } from './coupons';
import { addConfiguredItem, addProduct, removeItem, updateItem } from './items';
import { mergeCarts } from './merge';
import type { CartOutcome } from './outcome';
import { anonymousOwnerOf, type CartOwner, ownerOf } from './owner';
import { payAgainFromCart } from './pay-again';

const tags = ['cart'];
const cartParams = inputObject({ id: rowId });
const itemParams = inputObject({ id: rowId, itemId: rowId });
const anonymous =
  "A signed-in customer's cart opens with their access token (Authorization: Bearer); a token that is not " +
  'live answers 401 (refresh and retry). An anonymous cart opens only with its anonymous_id in the ' +
  "X-Anonymous-Id header. A cart that is not the caller's answers 404. ";
const accessNotValid = tokenNotValid.describe(
  'An Authorization header that is not a live access token: refresh and retry',
);
const cartAnswers = { 200: cart, 400: formErrors, 401: accessNotValid, 404: detailError, ...commonErrors };

export type CartRouteDeps = Omit<OrderDeps, 'prepared' | 'log'> & {
  identity: Identifier;
  payments: Pick<Payments, 'start' | 'payOrder'>;
};

/** The cart and checkout of docs/product.md §7 under the calculator base. Every answer is per visitor: never cached. */
export function cartRoutes(deps: CartRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const prepared = preparedDefinitions();
    const { database } = deps;
    const services = { db: database.db, prepared };
    const send = (reply: FastifyReply, outcome: CartOutcome) => reply.code(outcome.status).send(outcome.body);
    const identityOf = identifyVisitors(app, deps.identity);
    const owner = (request: FastifyRequest) => ownerOf(identityOf(request), request);
    /** Runs a service for the cart's owner; a request that names no owner opens no cart. */
    const asOwner = async (
      request: FastifyRequest,
      reply: FastifyReply,
      run: (owner: CartOwner) => Promise<CartOutcome>,
    ) => {
      const who = owner(request);
      return send(reply, who ? await run(who) : { status: 404, body: notFoundBody(request.locale) });
    };

    answersPerVisitor(app);

    app.get(
      '/calculator/cart/',
      {
        schema: {
          tags,
          summary:
            "The caller's cart, made when there is none: a signed-in customer's (access token) or an " +
            'anonymous one. Without a token and a known X-Anonymous-Id a new anonymous cart is made and its ' +
            'anonymous_id answered: keep it and send it back in X-Anonymous-Id. A token that is not live ' +
            'answers 401.',
          querystring: queryObject({}),
          response: { 200: cart, 401: accessNotValid, ...commonErrors },
        },
      },
      async (request) => {
        const head = await cartOf(database.db, owner(request));
        return cartBody(await cartRows(database.db, head, request.locale), request.locale);
      },
    );

    app.post(
      '/calculator/cart/merge/',
      {
        schema: {
          tags,
          summary:
            "Moves an anonymous cart's lines (source_cart, opened by its X-Anonymous-Id) into the signed-in " +
            "customer's cart (target_cart, theirs by the access token) and deletes the anonymous one (docs/product.md §4 " +
            'Cart on login). Without a token, or with carts that are not the callers, 404.',
          body: inputObject(mergeCartsRequest.shape),
          response: cartAnswers,
        },
      },
      async (request, reply) =>
        send(
          reply,
          await mergeCarts(
            database,
            request.locale,
            owner(request),
            anonymousOwnerOf(request),
            request.body.target_cart,
            request.body.source_cart,
          ),
        ),
    );

    app.get(
      '/calculator/cart/:id/',
      {
        schema: { tags, summary: `A cart by id. ${anonymous}`, params: cartParams, response: cartAnswers },
      },
      async (request, reply) => {
        const who = owner(request);
        const head = who && (await findCart(database.db, who, request.params.id));
        if (!head) return reply.code(404).send(notFoundBody(request.locale));
        return cartBody(await cartRows(database.db, head, request.locale), request.locale);
      },
    );

    app.get(
      '/calculator/cart/:id/items/',
      {
        schema: {
          tags,
          summary: `The lines of a cart. ${anonymous}`,
          params: cartParams,
          response: { 200: z.array(cartItem), 401: accessNotValid, 404: detailError, ...commonErrors },
        },
      },
      async (request, reply) => {
        const who = owner(request);
        const head = who && (await findCart(database.db, who, request.params.id));
        if (!head) return reply.code(404).send(notFoundBody(request.locale));
        const rows = await cartItemRows(database.db, head.id, request.locale);
        return rows.map((row) => priceItem(row, request.locale).body);
      },
    );

    app.post(
      '/calculator/cart/:id/items/',
      {
        schema: {
          tags,
          summary:
            'Adds a configured item {calculator_type_id, configuration, quantity}, priced by the engine with ' +
            "the calculator's current definition; any price in the body is ignored. A configuration the engine " +
            `refuses answers 400 with its reasons (as POST /calculator/internal-modules-section/). ${anonymous}`,
          params: cartParams,
          body: inputObject(addConfiguredItemRequest.shape),
          response: { ...cartAnswers, 201: cart },
        },
      },
      (request, reply) =>
        asOwner(request, reply, (owner) =>
          addConfiguredItem(services, request.locale, owner, request.params.id, request.body),
        ),
    );

    app.post(
      '/calculator/cart/:id/items/add-product/',
      {
        schema: {
          tags,
          summary:
            'Adds a catalogue product {product_id, quantity} at its catalogue price (a product with a "from" ' +
            'price is configured in its calculator instead: 400). The same product adds up on one line. ' +
            `Pieces are whole; goods sold by the metre or m² take 2 decimals. ${anonymous}`,
          params: cartParams,
          body: inputObject(addProductRequest.shape),
          response: { ...cartAnswers, 201: cart },
        },
      },
      (request, reply) =>
        asOwner(request, reply, (owner) =>
          addProduct(services, request.locale, owner, request.params.id, request.body),
        ),
    );

    app.patch(
      '/calculator/cart/:id/items/:itemId/',
      {
        schema: {
          tags,
          summary:
            'Changes a line: a new configuration (priced with the current definition; quantity is not part of ' +
            `it) and/or a new quantity. ${anonymous}`,
          params: itemParams,
          body: inputObject(updateItemRequest.shape),
          response: cartAnswers,
        },
      },
      (request, reply) =>
        asOwner(request, reply, (owner) =>
          updateItem(services, request.locale, owner, request.params.id, request.params.itemId, request.body),
        ),
    );

    app.delete(
      '/calculator/cart/:id/items/:itemId/',
      {
        schema: { tags, summary: `Removes a line. ${anonymous}`, params: itemParams, response: cartAnswers },
      },
      (request, reply) =>
        asOwner(request, reply, (owner) =>
          removeItem(services, request.locale, owner, request.params.id, request.params.itemId),
        ),
    );

    app.post(
      '/calculator/cart/:id/coupon/',
      {
        schema: {
          tags,
          summary: `Applies a discount code {code} (any case). ${anonymous}`,
          params: cartParams,
          body: inputObject(applyCouponRequest.shape),
          response: cartAnswers,
        },
      },
      (request, reply) =>
        asOwner(request, reply, (owner) =>
          applyCoupon(services, request.locale, owner, request.params.id, request.body.code),
        ),
    );

    app.delete(
      '/calculator/cart/:id/coupon/',
      {
        schema: {
          tags,
          summary: `Removes the discount code. ${anonymous}`,
          params: cartParams,
          response: cartAnswers,
        },
      },
      (request, reply) =>
        asOwner(request, reply, (owner) => removeCoupon(services, request.locale, owner, request.params.id)),
    );

    app.post(
      '/calculator/cart/:id/set-user-details/',
      {
        schema: {
          tags,
          summary: `Personal data of the order {email, full_name, phone} (docs/product.md §5 rules). ${anonymous}`,
          params: cartParams,
          body: inputObject(setUserDetailsRequest.shape),
          response: cartAnswers,
        },
      },
      (request, reply) =>
        asOwner(request, reply, (owner) =>
          setUserDetails(services, request.locale, owner, request.params.id, request.body),
        ),
    );

    app.post(
      '/calculator/cart/:id/set-delivery/',
      {
        schema: {
          tags,
          summary:
            "Delivery {delivery_type: 'delivery', city, street, house, apartment}; city is one of chisinau, " +
            'balti, basarabeasca, briceni, anenii-noi. Or {address_id}: a saved address of the signed-in ' +
            'customer whose cart it is, copied into the delivery; any other id answers 400. ' +
            anonymous,
          params: cartParams,
          body: inputObject(setDeliveryRequest.shape),
          response: cartAnswers,
        },
      },
      (request, reply) =>
        asOwner(request, reply, (owner) =>
          setDelivery(services, request.locale, owner, request.params.id, request.body),
        ),
    );

    app.post(
      '/calculator/cart/:id/set-payment-details/',
      {
        schema: {
          tags,
          summary:
            'Payment {payment_method: 1 card | 2 cash | 3 invoice | 4 on delivery, use_bonuses, bonus_quantity}; ' +
            `bonus_quantity may not exceed bonuses_available. ${anonymous}`,
          params: cartParams,
          body: inputObject(setPaymentDetailsRequest.shape),
          response: cartAnswers,
        },
      },
      (request, reply) =>
        asOwner(request, reply, (owner) =>
          setPaymentDetails(services, request.locale, owner, request.params.id, request.body),
        ),
    );

    app.post(
      '/calculator/cart/:id/create-order/',
      {
        schema: {
          tags,
          summary:
            'Turns the cart into an order {comment}: 201 {order, payment_data}; payment_data.result.payUrl is ' +
            'the card payment page (null for cash, invoice and on delivery). Repeating it for the same cart ' +
            'answers 200 with the same order. 400 names the missing step (items, user_details, delivery, ' +
            'payment_details); 409 when another create-order for the cart is running (repeat after ' +
            'Retry-After: it answers the order once placed); 502 when the bank does not answer (the order is ' +
            `kept; repeat). ${anonymous}`,
          params: cartParams,
          // The comment is optional, so is the whole body.
          body: inputObject(createOrderRequest.shape).nullish(),
          response: {
            200: createOrderResponse,
            201: createOrderResponse,
            400: formErrors,
            401: accessNotValid,
            404: detailError,
            409: detailError.describe(
              'Another create-order for this cart is running: repeat after Retry-After',
            ),
            502: detailError,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const who = owner(request);
        if (!who) return reply.code(404).send(notFoundBody(request.locale));
        const outcome = await createOrder(
          { ...deps, prepared, log: request.log },
          request.locale,
          who,
          request.params.id,
          request.body?.comment ?? '',
          request.ip,
        );
        if (outcome.status === 409) reply.header('retry-after', String(placingRetryAfterSeconds));
        return reply.code(outcome.status).send(outcome.body);
      },
    );

    app.post(
      '/calculator/cart/:id/pay-again/',
      {
        schema: {
          tags,
          summary:
            'Starts a new card payment of the order this cart placed (the failed-payment modal, issue 20), ' +
            "for the order's grand total as the API has it: 200 {pay_url}, the bank's page. 404 when the cart " +
            "is not the caller's or names no placed order (a line was added since); 409 when the order is paid, " +
            `no longer awaits payment or is not a card order; 502 when the bank does not answer. ${anonymous}`,
          params: cartParams,
          body: inputObject({}).nullish(),
          response: {
            200: payAgainResponse,
            400: formErrors,
            401: accessNotValid,
            404: detailError,
            409: detailError,
            502: detailError,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const who = owner(request);
        if (!who) return reply.code(404).send(notFoundBody(request.locale));
        const outcome = await payAgainFromCart(
          { db: database.db, payments: deps.payments, log: request.log },
          request.locale,
          who,
          request.params.id,
          request.ip,
        );
        return reply.code(outcome.status).send(outcome.body);
      },
    );
  };
}
