import { paymentMethods } from '@vitrina/contract';
import { defaultLocale, isLocale, type Locale } from '@vitrina/locale';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bonusEntries, orders, payments } from '../../db/schema';
import { messagesFor } from '../../i18n/messages';
import { type CallbackOutcome, handleCallback, type Warn } from './callback';
import { maibProvider } from './maib';
import { checkPayAgain } from './pay-again-link';
import { type PaymentNoticesDeps, paymentNotices } from './payment-notices';
import type { CallbackBody, PaymentProvider, ProviderName } from './provider';
import { type SandboxBank, sandboxBank } from './sandbox/bank';
import type { PaymentOptions } from './settings';

export interface StartPaymentRequest {
  orderId: number;
  orderNumber: string;
  /** Cents: must be the order's grand total. */
  amount: number;
  currency: 'EUR';
  description: string;
  clientName: string;
  email: string;
  phone: string;
  locale: 'ro' | 'ru';
  clientIp: string;
}

export interface RefundResult {
  /** OK: refunded now. REVERSED: the bank had already refunded this payment; nothing moved. */
  status: 'OK' | 'REVERSED';
  /** Cents refunded by this call. */
  refunded: number;
}

export interface Payments {
  readonly provider: PaymentProvider;
  /** The sandbox bank when it is the provider (its hosted page is served), otherwise null. */
  readonly sandbox: SandboxBank | null;
  /** Where the customer pays this order by card; the same open payment on a repeated call. */
  start(input: StartPaymentRequest): Promise<{ payUrl: string }>;
  /**
   * The pay-again link of a declined payment's e-mail: a payment of the order's grand total as the API has it
   * ('pay'), the storefront's thanks when it is paid already ('paid'), 'closed' when it can no longer be paid,
   * 'missing' for a link that is not one of ours.
   */
  payAgain(token: string, clientIp: string): Promise<PayAgainOutcome>;
  /**
   * A new payment of order `orderId` at its grand total as the API has it, for a caller who has shown the order
   * is theirs (the pay-again link's signature, or the cart that placed it); the same outcomes as `payAgain`.
   */
  payOrder(orderId: number, clientIp: string): Promise<PayAgainOutcome>;
  /** Refunds a paid order's card payment, in full unless `amountCents` says less. */
  refund(orderId: number, amountCents?: number): Promise<RefundResult>;
  /** A bank's callback to /calculator/payments/{provider}/callback/; `warn` reports bank/shop mismatches. */
  handleCallback(provider: ProviderName, body: CallbackBody, warn: Warn): Promise<CallbackOutcome>;
}

export type PayAgainOutcome =
  | { kind: 'pay'; payUrl: string }
  | { kind: 'paid'; thanksUrl: string }
  | { kind: 'closed'; locale: Locale }
  | { kind: 'missing' };

/** A payment the shop refuses to start or refund, with a message for the log and the caller. */
export class PaymentError extends Error {
  override name = 'PaymentError';
  constructor(
    readonly code:
      | 'order_not_found'
      | 'order_paid'
      | 'order_not_payable'
      | 'amount_mismatch'
      | 'not_refundable',
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentsDeps extends PaymentOptions {
  database: Database;
  /** The customer's e-mails about a payment's outcome, through the outbox. */
  mail: Omit<PaymentNoticesDeps, 'apiPublicUrl'>;
}

/** The payments service the orders module calls and the payment routes serve. */
export function createPayments(deps: PaymentsDeps): Payments {
  const { database, settings, apiPublicUrl, publicOrigin } = deps;
  const { db } = database;
  const sandbox =
    settings.provider === 'sandbox' ? sandboxBank(database, settings.signatureKey, apiPublicUrl) : null;
  const provider: PaymentProvider =
    settings.provider === 'maib' ? maibProvider(settings) : (sandbox as SandboxBank);
  const notices = paymentNotices({ ...deps.mail, apiPublicUrl });

  const service: Payments = {
    provider,
    sandbox,

    async start(input) {
      // The order and its open payments in one round trip: a burst of repeated create-orders (double clicks)
      // queues for the pool once per read, and each read here is one turn less.
      const found = await db
        .select({
          status: orders.status,
          grandTotal: orders.grandTotal,
          payment: { status: payments.status, payUrl: payments.payUrl, amount: payments.amount },
        })
        .from(orders)
        .leftJoin(
          payments,
          and(
            eq(payments.orderId, orders.id),
            eq(payments.provider, provider.name),
            inArray(payments.status, ['created', 'pending', 'ok']),
          ),
        )
        .where(eq(orders.id, input.orderId))
        .orderBy(desc(payments.id));
      const order = found[0];
      if (!order) throw new PaymentError('order_not_found', `order ${input.orderId} does not exist`);
      if (order.status === 'paid')
        throw new PaymentError('order_paid', `order ${input.orderNumber} is already paid`);
      if (order.status !== 'placed' && order.status !== 'payment_failed')
        throw new PaymentError(
          'order_not_payable',
          `order ${input.orderNumber} is ${order.status}, not awaiting payment`,
        );
      if (input.amount !== order.grandTotal)
        throw new PaymentError(
          'amount_mismatch',
          `order ${input.orderNumber}: a payment of ${input.amount} cents for a grand total of ${order.grandTotal}`,
        );

      const open = found.flatMap((row) => (row.payment === null ? [] : [row.payment]));
      if (open.some((payment) => payment.status === 'ok'))
        throw new PaymentError('order_paid', `order ${input.orderNumber} is already paid`);
      const reusable = open.find((payment) => payment.amount === input.amount);
      if (reusable) return { payUrl: reusable.payUrl };

      const localePrefix = input.locale === 'ru' ? '/ru' : '';
      const back = (success: 'True' | 'False') =>
        `${publicOrigin}${localePrefix}/?success_order=${success}&orderId=${input.orderId}`;
      const started = await provider.startPayment({
        orderId: String(input.orderId),
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        language: input.locale,
        clientIp: input.clientIp,
        clientName: input.clientName,
        email: input.email,
        phone: input.phone,
        okUrl: back('True'),
        failUrl: back('False'),
        callbackUrl: `${apiPublicUrl}/calculator/payments/${provider.name}/callback/`,
      });
      const inserted = await db
        .insert(payments)
        .values({
          orderId: input.orderId,
          provider: provider.name,
          payId: started.payId,
          payUrl: started.payUrl,
          amount: input.amount,
          currency: input.currency,
        })
        .onConflictDoNothing()
        .returning({ payUrl: payments.payUrl });
      if (inserted[0]) return inserted[0];
      // A concurrent start for this order won (payments_open_per_order_idx): its page is the one to pay;
      // the bank's payment started here is never shown to anyone, so it is never paid.
      const [winner] = await db
        .select({ payUrl: payments.payUrl })
        .from(payments)
        .where(and(eq(payments.orderId, input.orderId), inArray(payments.status, ['created', 'pending'])));
      if (!winner) throw new PaymentError('order_not_payable', `order ${input.orderNumber}: no open payment`);
      return winner;
    },

    async payAgain(token, clientIp) {
      const orderId = checkPayAgain(deps.mail.payAgainKey, token);
      return orderId === null ? { kind: 'missing' } : service.payOrder(orderId, clientIp);
    },

    async payOrder(orderId, clientIp) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return { kind: 'missing' };
      const locale = isLocale(order.locale) ? order.locale : defaultLocale;
      if (order.status === 'paid')
        return {
          kind: 'paid',
          thanksUrl: `${publicOrigin}${locale === 'ru' ? '/ru' : ''}/?success_order=True&orderId=${order.id}`,
        };
      // Only a card order is paid by card here: another was agreed to be paid otherwise.
      const payable = order.status === 'placed' || order.status === 'payment_failed';
      if (!payable || order.paymentMethod !== paymentMethods.card) return { kind: 'closed', locale };
      const { payUrl } = await service.start({
        orderId: order.id,
        orderNumber: order.number,
        // The API's amount, never one carried by the link.
        amount: order.grandTotal,
        currency: 'EUR',
        description: `${messagesFor(locale).orders.paymentDescription} ${order.number}`,
        clientName: order.customer.full_name,
        email: order.customer.email,
        phone: order.customer.phone,
        locale,
        clientIp,
      });
      return { kind: 'pay', payUrl };
    },

    async refund(orderId, amountCents) {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'ok')))
        .orderBy(desc(payments.id))
        .limit(1);
      if (!payment) throw new PaymentError('not_refundable', `order ${orderId} has no paid card payment`);
      const remaining = payment.amount - payment.refundedAmount;
      const amount = amountCents ?? remaining;
      if (!Number.isSafeInteger(amount) || amount < 1 || amount > remaining)
        throw new PaymentError('not_refundable', `order ${orderId}: refund must be 1 to ${remaining} cents`);
      if (payment.provider !== provider.name)
        throw new PaymentError('not_refundable', `order ${orderId} was paid through ${payment.provider}`);

      const outcome = await provider.refund(payment.payId, amount);
      const now = new Date();
      if (outcome.status === 'REVERSED') {
        await db
          .update(payments)
          .set({ status: 'reversed', updatedAt: now })
          .where(eq(payments.id, payment.id));
        return { status: 'REVERSED', refunded: 0 };
      }
      const refundedAmount = payment.refundedAmount + amount;
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({
            refundedAmount,
            status: refundedAmount === payment.amount ? 'reversed' : 'ok',
            updatedAt: now,
          })
          .where(eq(payments.id, payment.id));
        if (refundedAmount === payment.amount) {
          await tx
            .update(orders)
            .set({ status: 'refunded' })
            .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')));
          // The points the order earned go back with the money, once (unique order and reason).
          const [earned] = await tx
            .select({ userId: bonusEntries.userId, points: bonusEntries.points })
            .from(bonusEntries)
            .where(and(eq(bonusEntries.orderId, orderId), eq(bonusEntries.reason, 'earned')));
          if (earned)
            await tx
              .insert(bonusEntries)
              .values({ userId: earned.userId, orderId, points: -earned.points, reason: 'refunded' })
              .onConflictDoNothing();
        }
      });
      return { status: 'OK', refunded: amount };
    },

    handleCallback(providerName, body, warn) {
      // A callback addressed to a provider this shop does not run names no payment of ours.
      if (providerName !== provider.name) return Promise.resolve('unknown');
      return handleCallback(
        { database, provider, bonusRateBasisPoints: deps.bonusRateBasisPoints, warn, notices },
        body,
      );
    },
  };
  return service;
}
