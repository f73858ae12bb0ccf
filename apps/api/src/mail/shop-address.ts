import type { Database } from '../db/client';
import { siteContacts } from '../db/schema';

/**
 * Where the shop receives orders and form submissions: SHOP_EMAIL, else the contact address the site shows
 * (site_contacts), read when sending so an edit there needs no restart.
 */
export async function shopAddress(database: Database, shopEmail: string | undefined): Promise<string> {
  if (shopEmail !== undefined) return shopEmail;
  const [contacts] = await database.db.select({ email: siteContacts.email }).from(siteContacts).limit(1);
  if (!contacts) throw new Error('no shop address: set SHOP_EMAIL or the site contacts');
  return contacts.email;
}
