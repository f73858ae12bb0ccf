// Shapes of the API responses the storefront reads (SPEC §3, §7). The API (apps/api) answers
// exactly these; every `href` and `slug` is locale-neutral (no /ru or /ro prefix): the storefront
// adds the prefix with `withLocale` from @vitrina/locale.

export type LocaleCode = 'ro' | 'ru';

export interface Language {
  code: LocaleCode;
  iso: string; // 'ro-RO', 'ru-RU'
  title: string; // 'Română', 'Русский'
  flag: string; // URL of a flag image served by the API, e.g. '/static/flags/ro.svg'
}

export interface Image {
  file: string; // URL, absolute or starting with '/static/' (served by the API)
  alt: string;
}

/** One card of a home-page section (advantages, categories, achievements, ...). */
export interface SectionItem {
  id: number;
  title: string;
  description: string;
  image: Image | null;
  href: string | null;
}

/** Every home section has this shape; an absent one is `{ title: '', description: '', items: [] }`. */
export interface HomeSection {
  title: string;
  description: string;
  items: SectionItem[];
}

export const HOME_SECTIONS = [
  'faq',
  'advantages',
  'credit',
  'how_order',
  'our_works',
  'achievements',
  'equipament',
  'sale',
  'information_section',
  'work_process',
  'other_services',
  'products_category',
  'parteners',
  'reviews',
] as const;
export type HomeSectionName = (typeof HOME_SECTIONS)[number];

export interface SiteContacts {
  phone: string; // '+373 22 000 000' as shown
  phone_href: string; // 'tel:+37322000000'
  email: string;
  address: string;
  working_hours: { from: string; to: string }; // '08:30', '19:30'
  socials: { name: 'facebook' | 'instagram' | 'youtube' | 'tiktok'; href: string }[];
}

/** GET /pages/home-page/ */
export type HomePage = {
  default_language: { code: LocaleCode };
  available_languages: Language[];
  site: SiteContacts;
} & Record<HomeSectionName, HomeSection>;

export interface MenuLink {
  title: string;
  visible: boolean;
  href: string;
  target: '_self' | '_blank';
  type: 'category' | 'page' | 'custom';
}

export interface MenuColumnItem {
  id: number;
  category_slug: string;
  dynamic_page_slug: string | null;
  link: { title: string };
}

export interface MenuColumn {
  id: number;
  title: string;
  items: MenuColumnItem[];
}

/** GET /menu/nav → MenuItem[] (ordered) */
export interface MenuItem {
  id: number; // ids 1, 6, 7 → /calculators; 8 → /calculators/gates; 9 → /calculators/awning
  title: string;
  link: MenuLink;
  parent_category_slug: string | null;
  dynamic_page_slug: string | null;
  additions: MenuColumn[]; // mega-menu columns; empty for plain items
  subitems: { link: { href: string; title: string } }[]; // plain dropdown when additions is empty
  banner: { link: { href: string }; image: Image } | null;
  activeNav: boolean;
}

/** GET /menu/links → HeaderLink[] */
export interface HeaderLink {
  id: number;
  title: string;
  href: string;
  target: '_self' | '_blank';
}

/** GET /pages/footer-page → FooterColumn[] (ordered by `order`) */
export interface FooterColumn {
  id: number;
  name: string;
  order: number;
  pages: { name: string; slug: string }[]; // a page with slug '' is dropped by the storefront
}

/** GET /pages/info-page → InfoPageLink[] */
export interface InfoPageLink {
  title: string;
  slug: string;
}

export const PAGE_TYPES = [
  'articles',
  'article',
  'branch',
  'contacts',
  'about',
  'colors',
  'works',
  'dealers',
  'promos',
  'promo-page',
  'index',
  'vacancies',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** GET /pages/seo-content/detail/?page_type= */
export interface SeoContent {
  page_type: PageType;
  title: string; // <title>
  description: string; // meta description
  heading: string; // the page's h1
  text: string; // intro paragraph(s), plain text
}

/** Error bodies (DRF style): field errors or a detail. */
export type FieldErrors = Record<string, string[]>;
export interface DetailError {
  detail: string;
}
