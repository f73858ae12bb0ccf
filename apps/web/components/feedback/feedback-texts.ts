'use client';

import type { Locale } from '@vitrina/locale';
import { use } from 'react';
import { perLanguage } from '@/lib/per-language';
import type { FeedbackSetup } from './feedback-setup';

// The texts of the forms whose code loads when they are needed (the call-back form with its modal, the
// vacancy application, the footer's subscribe form): taken in the browser, so no page carries them in its
// HTML, and one language's only, each in a chunk of its own (feedback-setup-ro.ts, feedback-setup-ru.ts).

/** Starts (or joins) loading a language's texts; a form's loader calls it beside the form's code. */
export const loadFeedbackSetup = perLanguage<FeedbackSetup>({
  ro: () => import('./feedback-setup-ro').then((module) => module.setup),
  ru: () => import('./feedback-setup-ru').then((module) => module.setup),
});

/** The texts of the page's language; suspends (inside the form's Suspense) until they have loaded. */
export const useFeedbackSetup = (locale: Locale): FeedbackSetup => use(loadFeedbackSetup(locale));
