import {
  type AddConfiguredItemRequest,
  type AddProductRequest,
  anonymousIdHeader,
  type CreateOrderRequest,
  type SetDeliveryRequest,
  type SetPaymentDetailsRequest,
  type SetUserDetailsRequest,
  type UpdateItemRequest,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { config } from '../config';
import { bearer } from './account';
import { type ApiReply, apiSend, type WriteMethod } from './client';

// The cart and its checkout (docs/product.md §3 Cart, §7 calculator base). Per visitor: never cached. An anonymous cart
// answers only to its `anonymous_id`, sent in the X-Anonymous-Id header; a signed-in customer's cart to the
// customer's access token, sent as the bearer (docs/product.md §6: the token goes with cart and order calls). Every
// write answers the whole cart (create-order: the order and its payment data), passed on with its status: the
// route handlers of app/api/cart decide what a failure means.

/** Whose cart a request is about: its id and the anonymous key that opens it. */
export interface CartKey {
  id: number;
  anonymousId: string;
}

/** A signed-in customer's cart: its id and the customer's access token. */
export interface CustomerCartKey {
  id: number;
  access: string;
}

export type AnyCartKey = CartKey | CustomerCartKey;

/** Who asks: an anonymous key, a customer's access token, or nobody yet. */
type Caller = { anonymousId: string } | { access: string } | null;

export function callerHeaders(caller: Caller): Record<string, string> {
  if (caller === null) return {};
  return 'access' in caller ? bearer(caller.access) : { [anonymousIdHeader]: caller.anonymousId };
}

export function cartRequest(
  method: WriteMethod,
  path: string,
  body: unknown,
  locale: Locale,
  caller: Caller,
): Promise<ApiReply> {
  return apiSend(method, path, body, {
    locale,
    base: config.calculatorApiUrl,
    headers: callerHeaders(caller),
  });
}

const cartPath = (key: AnyCartKey, rest = '') => `/cart/${key.id}/${rest}`;

/** GET /cart/: the cart `anonymousId` opens, or (without one, or a stale one) a fresh cart with a new key. */
export function fetchCurrentCart(locale: Locale, anonymousId: string | null): Promise<ApiReply> {
  return cartRequest('GET', '/cart/', undefined, locale, anonymousId === null ? null : { anonymousId });
}

/** GET /cart/ as the signed-in customer: the customer's cart (made when there is none); 401 for a dead token. */
export function fetchCustomerCart(locale: Locale, access: string): Promise<ApiReply> {
  return cartRequest('GET', '/cart/', undefined, locale, { access });
}

/**
 * POST /cart/merge/ (docs/product.md §4 Cart on login): the anonymous cart `source` opens moves its lines into the
 * customer's cart `targetId`. Both callers are named: the customer by the bearer, the anonymous cart by its key.
 */
export function mergeCarts(
  locale: Locale,
  access: string,
  targetId: number,
  source: CartKey,
): Promise<ApiReply> {
  return apiSend(
    'POST',
    '/cart/merge/',
    { target_cart: targetId, source_cart: source.id },
    {
      locale,
      base: config.calculatorApiUrl,
      headers: { ...callerHeaders({ access }), ...callerHeaders({ anonymousId: source.anonymousId }) },
    },
  );
}

/** GET /cart/{id}/: 200 Cart, or 404 when the key does not open that cart. */
export function fetchCart(locale: Locale, key: AnyCartKey): Promise<ApiReply> {
  return cartRequest('GET', cartPath(key), undefined, locale, key);
}

export function postConfiguredItem(
  locale: Locale,
  key: AnyCartKey,
  item: AddConfiguredItemRequest,
): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'items/'), item, locale, key);
}

export function postProductItem(locale: Locale, key: AnyCartKey, item: AddProductRequest): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'items/add-product/'), item, locale, key);
}

export function patchCartItem(
  locale: Locale,
  key: AnyCartKey,
  itemId: number,
  change: UpdateItemRequest,
): Promise<ApiReply> {
  return cartRequest('PATCH', cartPath(key, `items/${itemId}/`), change, locale, key);
}

export function deleteCartItem(locale: Locale, key: AnyCartKey, itemId: number): Promise<ApiReply> {
  return cartRequest('DELETE', cartPath(key, `items/${itemId}/`), undefined, locale, key);
}

export function postCoupon(locale: Locale, key: AnyCartKey, code: string): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'coupon/'), { code }, locale, key);
}

export function deleteCoupon(locale: Locale, key: AnyCartKey): Promise<ApiReply> {
  return cartRequest('DELETE', cartPath(key, 'coupon/'), undefined, locale, key);
}

export function postUserDetails(
  locale: Locale,
  key: AnyCartKey,
  details: SetUserDetailsRequest,
): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'set-user-details/'), details, locale, key);
}

export function postDelivery(
  locale: Locale,
  key: AnyCartKey,
  delivery: SetDeliveryRequest,
): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'set-delivery/'), delivery, locale, key);
}

export function postPaymentDetails(
  locale: Locale,
  key: AnyCartKey,
  payment: SetPaymentDetailsRequest,
): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'set-payment-details/'), payment, locale, key);
}

/** POST /cart/{id}/pay-again/: a new payment of the order the cart placed; 200 {pay_url}. */
export function postPayAgain(locale: Locale, key: AnyCartKey): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'pay-again/'), undefined, locale, key);
}

export function postCreateOrder(
  locale: Locale,
  key: AnyCartKey,
  order: CreateOrderRequest,
): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'create-order/'), order, locale, key);
}
