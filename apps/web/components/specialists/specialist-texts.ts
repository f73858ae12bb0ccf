import type { Messages } from '@vitrina/locale';
import { perLanguage } from '@/lib/per-language';

/** The finder's texts in one language: its own, the modals' close button and the spoken star rating. */
export interface SpecialistTexts {
  t: Messages['specialists'];
  closeLabel: string;
  /** 'Rating {rating} of 5' (common.rating). */
  rating: string;
}

/** Loads the page language's texts only, each language a chunk of its own (ADR 0042). */
export const loadSpecialistTexts = perLanguage<SpecialistTexts>({
  ro: () => import('./specialist-texts-ro').then((module) => module.texts),
  ru: () => import('./specialist-texts-ru').then((module) => module.texts),
});
