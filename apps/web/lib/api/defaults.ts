import { defaultLocale, isLocale, locales } from '@vitrina/locale';
import { isRecord } from '../is-record';
import {
  type FooterColumn,
  HOME_SECTIONS,
  type HomePage,
  type HomeSection,
  type InfoPageLink,
  type Language,
  type PageType,
  type SeoContent,
  type SiteContacts,
} from './types';

// What the storefront shows when the API has nothing (or fails): every shape's empty value, and the
// mapping of raw answers onto the shapes pages rely on, so a page never checks for missing fields itself.

export const emptySection = (): HomeSection => ({ title: '', description: '', items: [] });

export const fallbackLanguages: Language[] = locales.map(({ code, iso, title, flag }) => ({
  code,
  iso,
  title,
  flag: `/static/flags/${flag}.svg`,
}));

export const emptySiteContacts: SiteContacts = {
  phone: '',
  phone_href: '',
  email: '',
  address: '',
  working_hours: { from: '08:30', to: '19:30' },
  socials: [],
};

export function listFrom<T>(raw: unknown): T[] {
  return Array.isArray(raw) ? (raw as T[]) : [];
}

function sectionFrom(raw: unknown): HomeSection {
  if (!isRecord(raw)) return emptySection();
  return {
    title: typeof raw.title === 'string' ? raw.title : '',
    description: typeof raw.description === 'string' ? raw.description : '',
    items: listFrom(raw.items),
  };
}

/** Home page data with every section present (empty when absent: docs/product.md §3). */
export function homePageFrom(raw: unknown): HomePage {
  const data = isRecord(raw) ? raw : {};
  const languages = listFrom<Language>(data.available_languages);
  const sections = Object.fromEntries(HOME_SECTIONS.map((name) => [name, sectionFrom(data[name])]));
  const defaultLanguage = isRecord(data.default_language) ? data.default_language : {};
  return {
    ...(sections as Record<(typeof HOME_SECTIONS)[number], HomeSection>),
    default_language: { code: isLocale(defaultLanguage.code) ? defaultLanguage.code : defaultLocale },
    available_languages: languages.length > 0 ? languages : fallbackLanguages,
    site: isRecord(data.site)
      ? { ...emptySiteContacts, ...(data.site as Partial<SiteContacts>) }
      : emptySiteContacts,
  };
}

const hasSlug = (link: { slug?: unknown } | null | undefined): boolean =>
  typeof link?.slug === 'string' && link.slug.trim() !== '';

/** Footer columns in their `order`, without links that have no slug (docs/product.md §3). */
export function footerColumnsFrom(raw: unknown): FooterColumn[] {
  return listFrom<FooterColumn>(raw)
    .filter(isRecord)
    .map((column) => ({
      ...column,
      pages: listFrom<FooterColumn['pages'][number]>(column.pages).filter(hasSlug),
    }))
    .sort((a, b) => a.order - b.order);
}

/** Info pages that have a slug to link to. */
export function infoPagesFrom(raw: unknown): InfoPageLink[] {
  return listFrom<InfoPageLink>(raw).filter(hasSlug);
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A page's SEO content with every text present ('' when the API has none or failed). */
export function seoContentFrom(raw: unknown, pageType: PageType): SeoContent {
  const data = isRecord(raw) ? raw : {};
  return {
    page_type: pageType,
    title: textOf(data.title),
    description: textOf(data.description),
    heading: textOf(data.heading),
    text: textOf(data.text),
  };
}
