// Kept free of zod so the storefront can import these values without shipping zod to the browser.

/** The 14 sections of GET /pages/home-page/, in page order; the odd spellings are the API's. */
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

/** The listing pages that have SEO content (GET /pages/seo-content/detail/?page_type=). */
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
