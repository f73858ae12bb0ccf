// What the storefront keeps of the API's public answers, by tag (docs/architecture.md §5). The storefront tags its
// reads with them; the back office names them when it publishes a change, so the pages behind them are rebuilt.

export const cacheTags = {
  menu: 'menu',
  headerLinks: 'header-links',
  homePage: 'home-page',
  footerColumns: 'footer-columns',
  infoPages: 'info-pages',
  seoContent: 'seo-content',
  banners: 'banners',
  sitemap: 'sitemap',
  branches: 'branches',
  company: 'company',
  contentPages: 'content-pages',
  editorial: 'editorial',
  catalog: 'catalog',
  calculators: 'calculators',
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];
