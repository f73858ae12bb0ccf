import { ro as common } from '@vitrina/locale/messages/common/ro';
import { ro as modals } from '@vitrina/locale/messages/modals/ro';
import { ro as t } from '@vitrina/locale/messages/specialists/ro';
import type { SpecialistTexts } from './specialist-texts';

/** The specialist finder's texts in Romanian only: a chunk of its own (specialist-texts.ts loads it). */
export const texts: SpecialistTexts = { t, closeLabel: modals.close, rating: common.rating };
