'use server';

import {
  type AddConfiguredItemRequest,
  type AddProductRequest,
  addConfiguredItemRequest,
  addProductRequest,
  applyCouponRequest,
  type CreateOrderRequest,
  createOrderRequest,
  type SetDeliveryRequest,
  type SetPaymentDetailsRequest,
  type SetUserDetailsRequest,
  setDeliveryRequest,
  setPaymentDetailsRequest,
  setUserDetailsRequest,
  updateItemRequest,
} from '@vitrina/contract';
import { getMessages, type Locale } from '@vitrina/locale';
import type { z } from 'zod';
import { actionLocale, checkedInput } from '@/lib/actions/action-reply';
import {
  type AnyCartKey,
  deleteCartItem,
  deleteCoupon,
  patchCartItem,
  postCartOffer,
  postConfiguredItem,
  postCoupon,
  postCreateOrder,
  postDelivery,
  postPayAgain,
  postPaymentDetails,
  postProductItem,
  postUserDetails,
} from '@/lib/api';
import type { ApiReply } from '@/lib/api/client';
import { parseRowId } from '@/lib/row-id';
import type { StorefrontReply } from '@/lib/storefront-request';
import { writeCart } from './cart-write';

// The cart's writes as Server Actions (docs/product.md §3, §4, §7 /calculator/cart/, docs/adr/0050). Each body
// is checked against the contract's request shape; the API prices every line and holds every id, so nothing the
// browser sends is taken for a price. Every write but the order and the offer answers the whole cart, which the
// browser's cart context puts in place of its own.

/** The checked body sent to the visitor's cart; or the 400 the check answered. */
function writeChecked<S extends z.ZodType>(
  localeArgument: unknown,
  shape: S,
  input: unknown,
  send: (locale: Locale, key: AnyCartKey, body: z.output<S>) => Promise<ApiReply>,
  options: { retry?: boolean } = {},
): Promise<StorefrontReply> {
  const locale = actionLocale(localeArgument);
  const checked = checkedInput(shape, input, locale);
  if (!checked.ok) return Promise.resolve(checked.reply);
  return writeCart(locale, (key) => send(locale, key, checked.data), options);
}

/** A write to the line `itemId`; 404 for an id that cannot be one. */
function writeItem(
  localeArgument: unknown,
  itemId: number,
  send: (locale: Locale, id: number) => (key: AnyCartKey) => Promise<ApiReply>,
): Promise<StorefrontReply> {
  const locale = actionLocale(localeArgument);
  const id = parseRowId(String(itemId));
  if (id === null) {
    return Promise.resolve({ status: 404, body: { detail: getMessages(locale).cart.requests.badItem } });
  }
  return writeCart(locale, send(locale, id));
}

/** {calculator_type_id, configuration, quantity} → POST /calculator/cart/{id}/items/ (retried once, §4). */
export async function addConfiguredItem(
  locale: Locale,
  item: AddConfiguredItemRequest,
): Promise<StorefrontReply> {
  return writeChecked(locale, addConfiguredItemRequest, item, postConfiguredItem, { retry: true });
}

/** {product_id, quantity} → POST /calculator/cart/{id}/items/add-product/ (retried once, §4). */
export async function addProductItem(locale: Locale, item: AddProductRequest): Promise<StorefrontReply> {
  return writeChecked(locale, addProductRequest, item, postProductItem, { retry: true });
}

/** → PATCH /calculator/cart/{id}/items/{itemId}/ {quantity}. */
export async function setItemQuantity(
  locale: Locale,
  itemId: number,
  quantity: number,
): Promise<StorefrontReply> {
  const checked = checkedInput(updateItemRequest, { quantity }, actionLocale(locale));
  if (!checked.ok) return checked.reply;
  return writeItem(locale, itemId, (language, id) => (key) => patchCartItem(language, key, id, checked.data));
}

/** → DELETE /calculator/cart/{id}/items/{itemId}/. */
export async function removeItem(locale: Locale, itemId: number): Promise<StorefrontReply> {
  return writeItem(locale, itemId, (language, id) => (key) => deleteCartItem(language, key, id));
}

/** {code} → POST /calculator/cart/{id}/coupon/ (400 {code: [message]} when refused). */
export async function applyCoupon(locale: Locale, code: string): Promise<StorefrontReply> {
  return writeChecked(locale, applyCouponRequest, { code }, (language, key, body) =>
    postCoupon(language, key, body.code),
  );
}

/** → DELETE /calculator/cart/{id}/coupon/. */
export async function removeCoupon(locale: Locale): Promise<StorefrontReply> {
  const language = actionLocale(locale);
  return writeCart(language, (key) => deleteCoupon(language, key));
}

/** {email, full_name, phone} → POST /calculator/cart/{id}/set-user-details/. */
export async function setUserDetails(
  locale: Locale,
  details: SetUserDetailsRequest,
): Promise<StorefrontReply> {
  return writeChecked(locale, setUserDetailsRequest, details, postUserDetails);
}

/** {delivery_type, city, street, house, apartment} → POST /calculator/cart/{id}/set-delivery/. */
export async function setDelivery(locale: Locale, delivery: SetDeliveryRequest): Promise<StorefrontReply> {
  return writeChecked(locale, setDeliveryRequest, delivery, postDelivery);
}

/** {payment_method, use_bonuses, bonus_quantity} → POST /calculator/cart/{id}/set-payment-details/. */
export async function setPaymentDetails(
  locale: Locale,
  payment: SetPaymentDetailsRequest,
): Promise<StorefrontReply> {
  return writeChecked(locale, setPaymentDetailsRequest, payment, postPaymentDetails);
}

/**
 * {comment} → POST /calculator/cart/{id}/create-order/: the order and, for a card payment, the payment page to
 * go to (docs/product.md §4).
 */
export async function createOrder(locale: Locale, order: CreateOrderRequest): Promise<StorefrontReply> {
  return writeChecked(locale, createOrderRequest, order, postCreateOrder);
}

/**
 * → POST /calculator/cart/{id}/pay-again/: a new card payment of the order the visitor's cart placed, at the
 * API's amount (issue 20); 200 {pay_url}. No body: nothing the browser could say about the payment is taken.
 */
export async function payAgain(locale: Locale): Promise<StorefrontReply> {
  const language = actionLocale(locale);
  return writeCart(language, (key) => postPayAgain(language, key));
}

/** → POST /calculator/cart/{id}/offer/: an offer of the visitor's cart, 201 {number}. */
export async function offerCart(locale: Locale): Promise<StorefrontReply> {
  const language = actionLocale(locale);
  return writeCart(language, (key) => postCartOffer(language, key));
}
