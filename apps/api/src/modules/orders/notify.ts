import type { Order } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import type { Database } from '../../db/client';
import { siteContacts } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { sendOrderEmails } from './order-emails';

/**
 * Tells the customer and the shop about a new order. The shop's address is SHOP_EMAIL, else the contact
 * address the site shows (site_contacts), read when sending so an edit there needs no restart.
 */
export function orderNotifier(deps: { database: Database; mailer: Mailer; shopEmail: string | undefined }) {
  return async (order: Order, locale: Locale): Promise<void> => {
    let shopAddress = deps.shopEmail;
    if (shopAddress === undefined) {
      const [contacts] = await deps.database.db
        .select({ email: siteContacts.email })
        .from(siteContacts)
        .limit(1);
      if (!contacts) throw new Error('no shop address: set SHOP_EMAIL or the site contacts');
      shopAddress = contacts.email;
    }
    await sendOrderEmails(deps.mailer, order, locale, shopAddress);
  };
}
