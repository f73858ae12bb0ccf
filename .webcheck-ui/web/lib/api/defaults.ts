import { locales } from '@vitrina/locale';
import {
  type FooterColumn,
  HOME_SECTIONS,
  type HomePage,
  type HomeSection,
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** Home page data with every section present (empty when absent: SPEC §3). */
export function homePageFrom(raw: unknown): HomePage {
  const data = isRecord(raw) ? raw : {};
  const languages = listFrom<Language>(data.available_languages);
  const sections = Object.fromEntries(HOME_SECTIONS.map((name) => [name, sectionFrom(data[name])]));
  const defaultLanguage = isRecord(data.default_language) ? data.default_language : {};
  return {
    ...(sections as Record<(typeof HOME_SECTIONS)[number], HomeSection>),
    default_language: { code: defaultLanguage.code === 'ru' ? 'ru' : 'ro' },
    available_languages: languages.length > 0 ? languages : fallbackLanguages,
    site: isRecord(data.site)
      ? { ...emptySiteContacts, ...(data.site as Partial<SiteContacts>) }
      : emptySiteContacts,
  };
}

/** Footer columns in their `order`, without links that have no slug (SPEC §3). */
export function footerColumnsFrom(raw: unknown): FooterColumn[] {
  return listFrom<FooterColumn>(raw)
    .filter(isRecord)
    .map((column) => ({
      ...column,
      pages: listFrom<FooterColumn['pages'][number]>(column.pages).filter(
        (page) => typeof page?.slug === 'string' && page.slug.trim() !== '',
      ),
    }))
    .sort((a, b) => a.order - b.order);
}

export const emptySeoContent = (pageType: PageType): SeoContent => ({
  page_type: pageType,
  title: '',
  description: '',
  heading: '',
  text: '',
});
