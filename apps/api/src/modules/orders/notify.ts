import type { Order } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { shopAddress } from '../../mail/shop-address';
import { sendOrderEmails } from './order-emails';

/** Tells the customer and the shop (SHOP_EMAIL, else the site's contact address) about a new order. */
export function orderNotifier(deps: { database: Database; mailer: Mailer; shopEmail: string | undefined }) {
  return async (order: Order, locale: Locale): Promise<void> => {
    const address = await shopAddress(deps.database, deps.shopEmail);
    await sendOrderEmails(deps.mailer, order, locale, address);
  };
}
