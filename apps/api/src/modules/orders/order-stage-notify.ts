import { defaultLocale, isLocale } from '@vitrina/locale';
import type { Queryable } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import { shopAddress } from '../../mail/shop-address';
import { composeOrderStageEmail, type StageChange, type StagedOrder } from './order-stage-email';

/** The order as the back office's change has it (an `orders` row). */
export interface NotifiedOrder extends StagedOrder {
  id: number;
  locale: string;
  customer: { email: string; full_name: string };
}

/**
 * Writes the customer's e-mail about a stage change into the outbox, inside the change's transaction, so the
 * change and its e-mail are kept together or not at all. Replies go to the shop.
 */
export function orderStageNotifier(shopEmail: string | undefined) {
  return async (tx: Queryable, order: NotifiedOrder, event: StageChange): Promise<void> => {
    const locale = isLocale(order.locale) ? order.locale : defaultLocale;
    await enqueueMail(tx, {
      kind: 'order.stage',
      ref: `order:${order.id}`,
      to: order.customer.email,
      replyTo: await shopAddress(tx, shopEmail),
      ...composeOrderStageEmail(order, event, locale),
    });
  };
}
