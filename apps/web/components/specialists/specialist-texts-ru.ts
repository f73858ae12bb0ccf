import { ru as common } from '@vitrina/locale/messages/common/ru';
import { ru as modals } from '@vitrina/locale/messages/modals/ru';
import { ru as t } from '@vitrina/locale/messages/specialists/ru';
import type { SpecialistTexts } from './specialist-texts';

/** The specialist finder's texts in Russian only: a chunk of its own (specialist-texts.ts loads it). */
export const texts: SpecialistTexts = { t, closeLabel: modals.close, rating: common.rating };
