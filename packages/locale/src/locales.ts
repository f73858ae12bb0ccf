// The storefront languages are data: adding one means adding a record here, its slugs in slugs.ts and its
// messages; the Locale type, prefixes and negotiation all follow from this list.
export const locales = [
  { code: 'ro', iso: 'ro-RO', title: 'Română', flag: 'ro' },
  { code: 'ru', iso: 'ru-RU', title: 'Русский', flag: 'ru' },
] as const;

export type LocaleRecord = (typeof locales)[number];
export type Locale = LocaleRecord['code'];

const defaultLocaleCode = 'ro' satisfies Locale;

/** The default locale as a type, for types that treat it apart (its texts define every feature's keys). */
export type DefaultLocale = typeof defaultLocaleCode;

/** Romanian is served without a path prefix (and also under /ro). Typed wide so `useState(defaultLocale)` accepts 'ru'. */
export const defaultLocale: Locale = defaultLocaleCode;

export const localeCodes: readonly Locale[] = locales.map((record) => record.code);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

export function localeRecord(locale: Locale): LocaleRecord {
  // The list is typed from itself, so every Locale has a record.
  return locales.find((record) => record.code === locale) as LocaleRecord;
}

/**
 * docs/product.md §1 flag mapping: languages that may appear with a flag (ru, en, ro, it), to the ISO 3166 country
 * code of the flag shown. English is shown with the British flag because there is no "English" country.
 */
export const languageFlags = { ru: 'ru', en: 'gb', ro: 'ro', it: 'it' } as const;

export type FlaggedLanguage = keyof typeof languageFlags;

export function flagForLanguage(language: string): string | undefined {
  return Object.hasOwn(languageFlags, language) ? languageFlags[language as FlaggedLanguage] : undefined;
}
