import type { Queryable } from '../db/client';
import { siteContacts } from '../db/schema';

/**
 * Where the shop receives orders and form submissions: SHOP_EMAIL, else the contact address the site shows
 * (site_contacts), read when an e-mail is written (inside its transaction, when `q` is one) so an edit there
 * needs no restart.
 */
export async function shopAddress(q: Queryable, shopEmail: string | undefined): Promise<string> {
  if (shopEmail !== undefined) return shopEmail;
  const [contacts] = await q.select({ email: siteContacts.email }).from(siteContacts).limit(1);
  if (!contacts) throw new Error('no shop address: set SHOP_EMAIL or the site contacts');
  return contacts.email;
}
