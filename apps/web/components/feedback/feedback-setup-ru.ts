import { ru as fieldMessages } from '@vitrina/forms/messages/ru';
import { ru as t } from '@vitrina/locale/messages/feedback/ru';
import type { FeedbackSetup } from './feedback-setup';

/** The feedback forms' texts in Russian only: a chunk of its own (feedback-texts.ts loads it). */
export const setup: FeedbackSetup = { t, fieldMessages };
