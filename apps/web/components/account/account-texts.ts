'use client';

import { type FormMessageKey, formMessages } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { account } from '@vitrina/locale/messages/account';
import { cart } from '@vitrina/locale/messages/cart';
import { checkout } from '@vitrina/locale/messages/checkout';
import { controls } from '@vitrina/locale/messages/controls';
import { editorial } from '@vitrina/locale/messages/editorial';
import { modals } from '@vitrina/locale/messages/modals';
import { useContext } from 'react';
import { AccountLocaleContext } from './account-locale';

// The texts of the account modals, taken in the browser by the modal bodies (loaded when a modal opens), so
// no page carries them in its HTML. What another feature already says (totals, units, payment methods, the
// delivery address's labels, page buttons, the password toggle) is taken from it, not said again.

export type AccountTexts = (typeof account)[Locale];

export interface AccountSetup {
  locale: Locale;
  t: AccountTexts;
  /** formMessages of the page's language (docs/product.md §5 General messages). */
  fieldMessages: Readonly<Record<FormMessageKey, string>>;
  closeLabel: string;
  showPassword: string;
  totals: (typeof cart)[Locale]['totals'];
  units: (typeof cart)[Locale]['units'];
  paymentMethods: (typeof checkout)[Locale]['payment']['methods'];
  addressLabels: (typeof checkout)[Locale]['delivery'];
  pagination: (typeof editorial)[Locale]['pagination'];
}

export function accountSetup(locale: Locale): AccountSetup {
  return {
    locale,
    t: account[locale],
    fieldMessages: formMessages[locale],
    closeLabel: modals[locale].close,
    showPassword: controls[locale].showPassword,
    totals: cart[locale].totals,
    units: cart[locale].units,
    paymentMethods: checkout[locale].payment.methods,
    addressLabels: checkout[locale].delivery,
    pagination: editorial[locale].pagination,
  };
}

/** The setup of the page's language. */
export function useAccountSetup(): AccountSetup {
  const locale = useContext(AccountLocaleContext);
  if (locale === null) throw new Error('useAccountSetup() needs <AccountModals locale> above it.');
  return accountSetup(locale);
}
