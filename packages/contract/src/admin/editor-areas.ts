// What an editor reaches (docs/adr/0024), read by the API's guard and the back office's menu alike: the
// catalogue, the content and their pictures. Each is a screen of the back office and the first path segment of
// its routes under /admin/api/.

/** The catalogue: products and categories. */
export const catalogAreas = ['products', 'categories'] as const;

/** The shop's content, from promotions to the home page's cards. */
export const contentAreas = [
  'promos',
  'articles',
  'article-tabs',
  'vacancies',
  'faqs',
  'reviews',
  'works',
  'works-content',
  'banners',
  'branches',
  'seo-contents',
  'menu-items',
  'header-links',
  'footer-columns',
  'info-pages',
  'content-pages',
  'policy-pages',
  'home-sections',
  'home-section-items',
  'achievements',
  'equipment',
  'partners',
  'order-steps',
  'about-page',
  'site-contacts',
] as const;

/** Every area an editor may work in (admins too; managers in none of them). */
export const editorAreas: readonly string[] = ['images', ...catalogAreas, ...contentAreas];
