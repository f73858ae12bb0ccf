'use client';

import type { FormMessageKey } from '@vitrina/forms';
import type { Locale, Messages } from '@vitrina/locale';
import { use, useContext } from 'react';
import { perLanguage } from '@/lib/per-language';
import { AccountLocaleContext } from './account-locale';

// The texts of the account modals, taken in the browser by the modal bodies (loaded when a modal opens), so
// no page carries them in its HTML. Each language's are a module of their own (account-setup-ro.ts,
// account-setup-ru.ts), so the browser loads only the page's language (issue 19). What another feature already
// says (totals, units, payment methods, the delivery address's labels, page buttons, the password toggle) is
// taken from it, not said again.

export type AccountTexts = Messages['account'];

export interface AccountSetup {
  locale: Locale;
  t: AccountTexts;
  /** formMessages of the page's language (docs/product.md §5 General messages). */
  fieldMessages: Readonly<Record<FormMessageKey, string>>;
  closeLabel: string;
  showPassword: string;
  totals: Messages['cart']['totals'];
  units: Messages['cart']['units'];
  /** The alt text of a line's drawing, as the cart says it. */
  drawingAlt: string;
  paymentMethods: Messages['checkout']['payment']['methods'];
  addressLabels: Messages['checkout']['delivery'];
  pagination: Messages['editorial']['pagination'];
}

/** The features of one language that the setup takes its texts from. */
export interface AccountSources {
  account: AccountTexts;
  fieldMessages: Readonly<Record<FormMessageKey, string>>;
  cart: Messages['cart'];
  checkout: Messages['checkout'];
  controls: Messages['controls'];
  editorial: Messages['editorial'];
  modals: Messages['modals'];
}

export function accountSetup(locale: Locale, sources: AccountSources): AccountSetup {
  const { account, fieldMessages, cart, checkout, controls, editorial, modals } = sources;
  return {
    locale,
    t: account,
    fieldMessages,
    closeLabel: modals.close,
    showPassword: controls.showPassword,
    totals: cart.totals,
    units: cart.units,
    drawingAlt: cart.items.drawingAlt,
    paymentMethods: checkout.payment.methods,
    addressLabels: checkout.delivery,
    pagination: editorial.pagination,
  };
}

/** Starts (or joins) loading the setup of a language; AccountModals calls it as a modal opens, beside its code. */
export const loadAccountSetup = perLanguage<AccountSetup>({
  ro: () => import('./account-setup-ro').then((module) => module.setup),
  ru: () => import('./account-setup-ru').then((module) => module.setup),
});

/** The setup of the page's language; suspends (inside AccountModals' Suspense) until it has loaded. */
export function useAccountSetup(): AccountSetup {
  const locale = useContext(AccountLocaleContext);
  if (locale === null) throw new Error('useAccountSetup() needs <AccountModals locale> above it.');
  return use(loadAccountSetup(locale));
}
