import type { Translated } from '../schema';

/** A text in both storefront languages. */
export const t = (ro: string, ru: string): Translated => ({ ro, ru });

/** The same text in every language (brand names, neutral paths). */
export const same = (text: string): Translated => ({ ro: text, ru: text });
