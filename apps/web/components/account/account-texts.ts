'use client';

import { type FormMessageKey, formMessages } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { account } from '@vitrina/locale/messages/account';
import { modals } from '@vitrina/locale/messages/modals';
import { useState } from 'react';
import { pageLocale } from './page-locale';

// The texts of the account modals, taken in the browser by the modal bodies (loaded when a modal opens), so
// no page carries them in its HTML.

export type AccountTexts = (typeof account)[Locale];

export interface AccountSetup {
  locale: Locale;
  t: AccountTexts;
  /** formMessages of the page's language (SPEC §5 General messages). */
  fieldMessages: Readonly<Record<FormMessageKey, string>>;
  closeLabel: string;
}

export function accountSetup(locale: Locale): AccountSetup {
  return {
    locale,
    t: account[locale],
    fieldMessages: formMessages[locale],
    closeLabel: modals[locale].close,
  };
}

/** The setup of the page's language (read once per modal). */
export function useAccountSetup(): AccountSetup {
  const [setup] = useState(() => accountSetup(pageLocale()));
  return setup;
}
