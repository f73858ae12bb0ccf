import { defaultLocale, isLocale } from '@vitrina/locale';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { shopAddress } from '../../mail/shop-address';
import { signPayAgain } from './pay-again-link';
import { paymentDeclinedEmail, paymentReceivedEmail } from './payment-emails';

/**
 * What a payment's outcome tells the customer (issue 20). `write` runs inside the callback's transaction, once
 * per change it makes (the payment row is locked, so a repeated or concurrent callback writes nothing); `wake`
 * after the commit sends it now rather than at the outbox's next poll.
 */
export interface PaymentNotices {
  write(tx: Queryable, orderId: number, outcome: 'paid' | 'declined'): Promise<void>;
  wake(): void;
}

export interface PaymentNoticesDeps {
  /** SHOP_EMAIL: where the customer's replies go (else the site's contact address). */
  shopEmail: string | undefined;
  /** Signs the pay-again links (payAgainKey). */
  payAgainKey: Buffer;
  /** Where browsers reach this API: the pay-again link opens there. */
  apiPublicUrl: string;
  outbox: { wake(): void };
}

export function paymentNotices(deps: PaymentNoticesDeps): PaymentNotices {
  return {
    async write(tx, orderId, outcome) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return;
      const locale = isLocale(order.locale) ? order.locale : defaultLocale;
      const payAgainUrl = `${deps.apiPublicUrl}/payments/pay-again/${signPayAgain(deps.payAgainKey, order.id)}`;
      await enqueueMail(tx, {
        kind: outcome === 'paid' ? 'order.paid' : 'order.payment_failed',
        ref: `order:${order.id}`,
        to: order.customer.email,
        replyTo: await shopAddress(tx, deps.shopEmail),
        ...(outcome === 'paid'
          ? paymentReceivedEmail(order, locale)
          : paymentDeclinedEmail(order, locale, payAgainUrl)),
      });
    },
    wake: () => deps.outbox.wake(),
  };
}
