import type { LocalizedText } from '@vitrina/pricing';

/** A text in both storefront languages. */
export const t = (ro: string, ru: string): LocalizedText => ({ ro, ru });

/** An image shipped with the API under /static/calculators/. */
export const picture = (name: string): string => `/static/calculators/${name}.svg`;
