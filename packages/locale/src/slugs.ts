import type { Locale } from './locales';

/**
 * docs/product.md §2 localized slugs: the public first path segment of each page that has one, per locale.
 * The route name (the key) is what the Next.js tree uses internally; typed publicly it redirects.
 */
export const localizedSlugs = {
  about: { ro: 'despre-noi', ru: 'o-nas' },
  contacts: { ro: 'contacte', ru: 'kontakty' },
  vacancies: { ro: 'posturi-vacante', ru: 'vakansii' },
  promos: { ro: 'promotii', ru: 'aktsii' },
  cart: { ro: 'cos', ru: 'korzina' },
  works: { ro: 'lucrari', ru: 'raboty' },
  offer: { ro: 'oferta', ru: 'predlozhenie' },
} as const satisfies Record<string, Record<Locale, string>>;

export type LocalizedPage = keyof typeof localizedSlugs;

export const localizedPages = Object.keys(localizedSlugs) as LocalizedPage[];

export function isLocalizedPage(value: string): value is LocalizedPage {
  return Object.hasOwn(localizedSlugs, value);
}

/**
 * The free-measurement page (docs/product.md §5 Measurement booking): a footer page at /{slug} whose content
 * the back office edits, and which the storefront gives the booking form. "Book a measurement" buttons lead
 * here. Renaming the page in the back office moves the form only once these slugs follow (docs/adr/0038).
 */
export const measurementPageSlugs = {
  ro: 'masurare-gratuita',
  ru: 'besplatnyj-zamer',
} as const satisfies Record<Locale, string>;

/**
 * Privacy policy variants (docs/product.md §2): the Romanian and Russian ones at /{slug} of their own storefront
 * locale only, the others at /{slug} in every storefront locale.
 */
export const policySlugs = {
  ro: 'politica-confidentialitate',
  ru: 'politika-konfidentsialnosti',
  en: 'privacy-policy',
  fr: 'politique-de-confidentialite',
  it: 'informativa-privacy',
} as const;

export type PolicyLanguage = keyof typeof policySlugs;

export const policyLanguages = Object.keys(policySlugs) as PolicyLanguage[];

export function isPolicyLanguage(value: string): value is PolicyLanguage {
  return Object.hasOwn(policySlugs, value);
}

export function policyLanguageForSlug(slug: string): PolicyLanguage | undefined {
  return policyLanguages.find((language) => policySlugs[language] === slug);
}

/** The page whose slug in `locale` is `slug`, if any. */
export function localizedPageForSlug(slug: string, locale: Locale): LocalizedPage | undefined {
  return localizedPages.find((page) => localizedSlugs[page][locale] === slug);
}
