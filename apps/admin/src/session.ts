import type { AdminSession, StaffMember } from '@vitrina/contract';
import { api } from './http';
import { store } from './store';

// The signed-in staff member, asked of the API once per page load (or given by signing in) rather than before
// every screen: a session that ends on the server shows up as a 401 on the next request (authProvider).

let current: StaffMember | null = null;

/** Keeps the member and shows the back office in their saved language (react-admin watches the store). */
function remember(staff: StaffMember): StaffMember {
  current = staff;
  store.setItem('locale', staff.locale);
  return staff;
}

export function forget(): void {
  current = null;
}

export async function signIn(email: string, password: string): Promise<StaffMember> {
  const { staff } = await api<AdminSession>('/session', { method: 'POST', body: { email, password } });
  return remember(staff);
}

export async function signOut(): Promise<void> {
  forget();
  await api('/session', { method: 'DELETE' });
}

/** The member signed in, or a rejection with the API's 401. */
export async function signedIn(): Promise<StaffMember> {
  if (current) return current;
  const { staff } = await api<AdminSession>('/session');
  return remember(staff);
}

/**
 * Remembers a language the member picked, so the next page load opens in it (on any device). Without a session
 * (the sign-in page) there is no one to remember it for.
 */
export async function rememberLocale(locale: 'ro' | 'ru'): Promise<void> {
  if (!current || current.locale === locale) return;
  current = { ...current, locale };
  const { staff } = await api<AdminSession>('/session', { method: 'PATCH', body: { locale } });
  current = staff;
}
