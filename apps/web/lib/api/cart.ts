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
import { type ApiReply, apiSend, type WriteMethod } from './client';

// The cart and its checkout (SPEC §3 Cart, §7 calculator base). Per visitor: never cached. An anonymous cart
// answers only to its `anonymous_id`, sent in the X-Anonymous-Id header. Every write answers the whole cart
// (create-order: the order and its payment data), passed on with its status: the route handlers of
// app/api/cart decide what a failure means.

export type { Cart, CartItem, CreateOrderResponse } from '@vitrina/contract';

/** Whose cart a request is about: its id and the anonymous key that opens it. */
export interface CartKey {
  id: number;
  anonymousId: string;
}

function cartRequest(
  method: WriteMethod,
  path: string,
  body: unknown,
  locale: Locale,
  anonymousId: string | null,
): Promise<ApiReply> {
  return apiSend(method, path, body, {
    locale,
    base: config.calculatorApiUrl,
    headers: anonymousId === null ? {} : { [anonymousIdHeader]: anonymousId },
  });
}

const cartPath = (key: CartKey, rest = '') => `/cart/${key.id}/${rest}`;

/** GET /cart/: the cart `anonymousId` opens, or (without one, or a stale one) a fresh cart with a new key. */
export function fetchCurrentCart(locale: Locale, anonymousId: string | null): Promise<ApiReply> {
  return cartRequest('GET', '/cart/', undefined, locale, anonymousId);
}

/** GET /cart/{id}/: 200 Cart, or 404 when the key does not open that cart. */
export function fetchCart(locale: Locale, key: CartKey): Promise<ApiReply> {
  return cartRequest('GET', cartPath(key), undefined, locale, key.anonymousId);
}

export function postConfiguredItem(
  locale: Locale,
  key: CartKey,
  item: AddConfiguredItemRequest,
): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'items/'), item, locale, key.anonymousId);
}

export function postProductItem(locale: Locale, key: CartKey, item: AddProductRequest): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'items/add-product/'), item, locale, key.anonymousId);
}

export function patchCartItem(
  locale: Locale,
  key: CartKey,
  itemId: number,
  change: UpdateItemRequest,
): Promise<ApiReply> {
  return cartRequest('PATCH', cartPath(key, `items/${itemId}/`), change, locale, key.anonymousId);
}

export function deleteCartItem(locale: Locale, key: CartKey, itemId: number): Promise<ApiReply> {
  return cartRequest('DELETE', cartPath(key, `items/${itemId}/`), undefined, locale, key.anonymousId);
}

export function postCoupon(locale: Locale, key: CartKey, code: string): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'coupon/'), { code }, locale, key.anonymousId);
}

export function deleteCoupon(locale: Locale, key: CartKey): Promise<ApiReply> {
  return cartRequest('DELETE', cartPath(key, 'coupon/'), undefined, locale, key.anonymousId);
}

export function postUserDetails(
  locale: Locale,
  key: CartKey,
  details: SetUserDetailsRequest,
): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'set-user-details/'), details, locale, key.anonymousId);
}

export function postDelivery(locale: Locale, key: CartKey, delivery: SetDeliveryRequest): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'set-delivery/'), delivery, locale, key.anonymousId);
}

export function postPaymentDetails(
  locale: Locale,
  key: CartKey,
  payment: SetPaymentDetailsRequest,
): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'set-payment-details/'), payment, locale, key.anonymousId);
}

export function postCreateOrder(locale: Locale, key: CartKey, order: CreateOrderRequest): Promise<ApiReply> {
  return cartRequest('POST', cartPath(key, 'create-order/'), order, locale, key.anonymousId);
}
