'use client';

import { type FormMessageKey, formMessages } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { feedback } from '@vitrina/locale/messages/feedback';

// The texts of the forms whose code loads when they are needed (the call-back form with its modal, the
// vacancy application, the contacts page's form, the footer's subscribe form): taken in the browser, so no
// page carries them in its HTML.

export interface FeedbackSetup {
  t: (typeof feedback)[Locale];
  /** formMessages of the page's language (docs/product.md §5 General messages). */
  fieldMessages: Readonly<Record<FormMessageKey, string>>;
}

export const feedbackSetup = (locale: Locale): FeedbackSetup => ({
  t: feedback[locale],
  fieldMessages: formMessages[locale],
});
