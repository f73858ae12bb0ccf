import { editorAreas } from '@vitrina/contract';
import type { AuthProvider } from 'react-admin';
import { statusOf } from './http';
import { forget, signedIn, signIn, signOut } from './session';

/** Screens only an admin opens (docs/adr/0017, 0024); the API refuses them to the other roles too. */
const adminOnly = new Set(['staff', 'audit', 'calculators']);

/**
 * The editing screens (docs/adr/0024): the only ones an editor opens (never orders, customers or prices), and none
 * of a manager's (their API says `allow('admin', 'editor')`).
 */
const editingScreens = new Set<string>(editorAreas);

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
    if (staff.role === 'editor') return editingScreens.has(resource);
    if (staff.role === 'manager' && editingScreens.has(resource)) return false;
    return staff.role === 'admin' || !adminOnly.has(resource);
  },
};
