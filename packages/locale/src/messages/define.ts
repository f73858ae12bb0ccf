import type { DefaultLocale, Locale } from '../locales';

/** A feature's messages: strings, grouped in nested objects as the feature likes. */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/** The same keys as T with every text widened to string, so translations are free to differ. */
export type MessageShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };

/** Texts of the default locale first; every other locale must have exactly its keys (missing or extra → type error). */
export type Translations<T extends MessageTree> = { readonly [L in DefaultLocale]: T } & {
  readonly [L in Exclude<Locale, DefaultLocale>]: NoInfer<MessageShape<T>>;
};

export type FeatureMessages<T extends MessageTree> = Readonly<Record<Locale, MessageShape<T>>>;

/**
 * Declares one feature's UI texts in every locale. The type is taken from the default locale's texts only,
 * so a key missing from or added to a translation fails to compile.
 */
export function defineMessages<const T extends MessageTree>(
  translations: Translations<T>,
): FeatureMessages<T> {
  return translations as FeatureMessages<T>;
}

/** Fills '{name}' placeholders: format('comanda # {number}', { number: 12 }) → 'comanda # 12'. */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
