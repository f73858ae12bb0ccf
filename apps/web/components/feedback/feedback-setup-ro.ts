import { ro as fieldMessages } from '@vitrina/forms/messages/ro';
import { ro as t } from '@vitrina/locale/messages/feedback/ro';
import type { FeedbackSetup } from './feedback-setup';

/** The feedback forms' texts in Romanian only: a chunk of its own (feedback-texts.ts loads it). */
export const setup: FeedbackSetup = { t, fieldMessages };
