import type { Cart } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import * as actions from '@/lib/cart/actions';
import { actionReply, storefrontRequest } from '@/lib/storefront-request';

// The cart's calls from the browser: the read through the storefront's route handler (app/api/cart), the writes
// through its Server Actions (lib/cart/actions.ts, docs/adr/0050). The browser never talks to the API and never
// sees the cart's anonymous key; the page's language goes along, so the API's labels and messages come back in it.

/** The cart as the browser gets it: without its anonymous key (kept in an httpOnly cookie). */
export type BrowserCart = Omit<Cart, 'anonymous_id'>;

export interface Reply<T> {
  status: number;
  body: T | unknown;
}

export const cartRequests = {
  load: (locale: Locale) => storefrontRequest('GET', '/api/cart', locale),
  addConfigured: (...args: Parameters<typeof actions.addConfiguredItem>) =>
    actionReply(actions.addConfiguredItem(...args)),
  addProduct: (...args: Parameters<typeof actions.addProductItem>) =>
    actionReply(actions.addProductItem(...args)),
  setQuantity: (...args: Parameters<typeof actions.setItemQuantity>) =>
    actionReply(actions.setItemQuantity(...args)),
  remove: (...args: Parameters<typeof actions.removeItem>) => actionReply(actions.removeItem(...args)),
  applyCoupon: (...args: Parameters<typeof actions.applyCoupon>) => actionReply(actions.applyCoupon(...args)),
  removeCoupon: (locale: Locale) => actionReply(actions.removeCoupon(locale)),
  setUserDetails: (...args: Parameters<typeof actions.setUserDetails>) =>
    actionReply(actions.setUserDetails(...args)),
  setDelivery: (...args: Parameters<typeof actions.setDelivery>) => actionReply(actions.setDelivery(...args)),
  setPayment: (...args: Parameters<typeof actions.setPaymentDetails>) =>
    actionReply(actions.setPaymentDetails(...args)),
  createOrder: (...args: Parameters<typeof actions.createOrder>) => actionReply(actions.createOrder(...args)),
  payAgain: (locale: Locale) => actionReply(actions.payAgain(locale)),
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
