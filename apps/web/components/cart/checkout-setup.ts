import type { PaymentMethod } from '@vitrina/contract';
import type { FormMessageKey } from '@vitrina/forms';
import type { Messages } from '@vitrina/locale';

/**
 * What the checkout modals need from the server, prepared once by the cart page in its language: texts, the
 * field messages of @vitrina/forms, the five cities and the payment methods. The browser then carries no
 * message catalogue of its own.
 */
export interface CheckoutSetup {
  texts: Messages['checkout'];
  /** formMessages of the page's language (docs/product.md §5 General messages). */
  fieldMessages: Record<FormMessageKey, string>;
  cities: { value: string; label: string }[];
  paymentMethods: { value: PaymentMethod; label: string }[];
  /** The password fields' show/hide toggle (the controls' own text). */
  showPassword: string;
  /** The order account's terms box, worded as registration words it: 'Accept termenii și {policy}'. */
  terms: { template: string; link: string; newTab: string };
  /** The privacy policy of the page's language (the order agreement links it). */
  policyHref: string;
  /** The home page of the page's language: the success modal opens there (docs/product.md §4). */
  homeHref: string;
  closeLabel: string;
}
