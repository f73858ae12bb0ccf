import type { StaffRole } from '@vitrina/contract';

// What each role reaches (docs/adr/0024). Admins and managers are told apart route by route (`allow`), as
// before. An editor is the other way round: refused everywhere but the areas listed here, so a route added
// later for orders, customers or prices is closed to editors without anyone remembering to close it.

/** The first path segment under /admin/api/ an editor may reach: the catalogue, content and their pictures. */
const editorAreas = new Set([
  'session',
  'products',
  'categories',
  'images',
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
]);

const prefix = '/admin/api/';

/** Whether `role` may reach the route `url` (its pattern, e.g. '/admin/api/orders/:id') at all. */
export function mayReach(role: StaffRole, url: string | undefined): boolean {
  if (role !== 'editor') return true;
  if (!url?.startsWith(prefix)) return false;
  const area = url.slice(prefix.length).split('/')[0] ?? '';
  return editorAreas.has(area);
}
