import type {
  AddConfiguredItemRequest,
  AddProductRequest,
  Cart,
  CreateOrderRequest,
  SetDeliveryRequest,
  SetPaymentDetailsRequest,
  SetUserDetailsRequest,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { storefrontRequest } from '@/lib/storefront-request';

// The cart's calls from the browser, through the storefront's own route handlers (app/api/cart/...): the
// browser never talks to the API and never sees the cart's anonymous key. Accept-Language carries the page's
// language, so the API's labels and messages come back in it.

/** The cart as the browser gets it: without its anonymous key (kept in an httpOnly cookie). */
export type BrowserCart = Omit<Cart, 'anonymous_id'>;

export interface Reply<T> {
  status: number;
  body: T | unknown;
}

const call = storefrontRequest;

export const cartRequests = {
  load: (locale: Locale) => call('GET', '/api/cart', locale),
  addConfigured: (locale: Locale, item: AddConfiguredItemRequest) =>
    call('POST', '/api/cart/items', locale, item),
  addProduct: (locale: Locale, item: AddProductRequest) =>
    call('POST', '/api/cart/items/add-product', locale, item),
  setQuantity: (locale: Locale, itemId: number, quantity: number) =>
    call('PATCH', `/api/cart/items/${itemId}`, locale, { quantity }),
  remove: (locale: Locale, itemId: number) => call('DELETE', `/api/cart/items/${itemId}`, locale),
  applyCoupon: (locale: Locale, code: string) => call('POST', '/api/cart/coupon', locale, { code }),
  removeCoupon: (locale: Locale) => call('DELETE', '/api/cart/coupon', locale),
  setUserDetails: (locale: Locale, details: SetUserDetailsRequest) =>
    call('POST', '/api/cart/user-details', locale, details),
  setDelivery: (locale: Locale, delivery: SetDeliveryRequest) =>
    call('POST', '/api/cart/delivery', locale, delivery),
  setPayment: (locale: Locale, payment: SetPaymentDetailsRequest) =>
    call('POST', '/api/cart/payment-details', locale, payment),
  createOrder: (locale: Locale, order: CreateOrderRequest) =>
    call('POST', '/api/cart/create-order', locale, order),
  payAgain: (locale: Locale) => call('POST', '/api/cart/pay-again', locale),
};

/** A body that looks like a cart (every write answers the whole cart). */
export function isCart(body: unknown): body is BrowserCart {
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as BrowserCart).items) &&
    typeof (body as BrowserCart).items_quantity === 'number' &&
    typeof (body as BrowserCart).totals === 'object'
  );
}
