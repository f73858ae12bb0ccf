import type { AuthProvider } from 'react-admin';
import { statusOf } from './http';
import { forget, signedIn, signIn, signOut } from './session';

/** Screens only an admin opens (docs/adr/0017, 0024); the API refuses them to the other roles too. */
const adminOnly = new Set(['staff', 'audit', 'calculators']);

/** The shop's content, from promotions to SEO texts (admins and editors). */
const contentScreens = [
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
];

/** The catalogue: products and categories (admins and editors). */
const catalogScreens = ['products', 'categories'];

/** The only screens an editor opens (docs/adr/0024): catalogue and content, never orders, customers or prices. */
const editorScreens = new Set<string>(['images', ...catalogScreens, ...contentScreens]);

/** Screens of editing that are not a manager's (their API says `allow('admin', 'editor')`): the media library. */
const notForManagers = new Set(['images', ...catalogScreens, ...contentScreens]);

/** Staff sessions of /admin/api/session: an httpOnly cookie the browser keeps, nothing stored here. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    // The API's 401 and 429 details (wrong credentials, wait n seconds) become the sign-in page's notice.
    await signIn(username, password);
  },
  async logout() {
    await signOut().catch(() => {
      // Already signed out on the server (expired, disabled): the sign-in page is where this ends anyway.
    });
  },
  async checkAuth() {
    await signedIn();
  },
  async checkError(error: unknown) {
    // 401: the session ended; 403: the role does not allow it — stay, the screen shows the API's detail.
    if (statusOf(error) === 401) {
      forget();
      throw error;
    }
  },
  async getIdentity() {
    const staff = await signedIn();
    return { id: staff.id, fullName: staff.name || staff.email, email: staff.email, role: staff.role };
  },
  async getPermissions() {
    return (await signedIn()).role;
  },
  async canAccess({ resource }) {
    const staff = await signedIn();
    if (staff.role === 'editor') return editorScreens.has(resource);
    if (staff.role === 'manager' && notForManagers.has(resource)) return false;
    return staff.role === 'admin' || !adminOnly.has(resource);
  },
};
