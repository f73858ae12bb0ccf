import { bonusEarned } from '@vitrina/pricing';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bonusEntries, orders, type PaymentStatusRow, payments } from '../../db/schema';
import type { PaymentNotices } from './payment-notices';
import type { CallbackBody, PayInfo, PaymentProvider } from './provider';

/**
 * rejected: not signed by the bank (400). unknown: no such payment of this provider (404). unconfirmed:
 * the bank's pay-info could not be read, the bank should call again (502). Every other outcome is an
 * authentic callback, answered 200 so the bank stops retrying: paid / failed when it changed something,
 * unchanged when it did not (a replay, or pay-info not confirming what the callback claims).
 */
export type CallbackOutcome = 'rejected' | 'unknown' | 'unconfirmed' | 'paid' | 'failed' | 'unchanged';

export type Warn = (details: Record<string, unknown>, message: string) => void;

export interface CallbackDeps {
  database: Database;
  provider: PaymentProvider;
  bonusRateBasisPoints: number;
  /** Where a mismatch between the bank and the shop is reported for a person to reconcile. */
  warn: Warn;
  /** The customer's e-mail about the outcome: "payment received", or "declined, pay again". */
  notices: PaymentNotices;
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * A bank's callback. Its content is never trusted beyond naming a payment: after the signature check the
 * bank's pay-info decides, and only an OK for exactly the payment's order, amount and currency pays.
 */
export async function handleCallback(deps: CallbackDeps, body: CallbackBody): Promise<CallbackOutcome> {
  const { database, provider } = deps;
  if (!provider.verifyCallback(body)) return 'rejected';
  const payId = body.result.payId;
  if (typeof payId !== 'string' || payId === '') return 'rejected';

  const [payment] = await database.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.payId, payId)));
  if (!payment) return 'unknown';

  let info: PayInfo;
  try {
    info = await provider.payInfo(payId);
  } catch (error) {
    deps.warn({ err: error, payId }, 'payment callback: pay-info failed');
    return 'unconfirmed';
  }

  const verdict = verdictOf(payment, info);
  if (verdict === 'mismatch') {
    deps.warn(
      {
        payId,
        bank: info,
        shop: { orderId: payment.orderId, amount: payment.amount, currency: payment.currency },
      },
      'payment callback: the bank reports OK for another order, amount or currency; nothing changed',
    );
    return 'unchanged';
  }
  if (verdict === 'pending') return 'unchanged';
  const outcome =
    verdict === 'paid'
      ? await markPaid(deps, payment.id, body.result)
      : await markFailed(deps, payment.id, verdict, body.result);
  // Only a change writes an e-mail (in its transaction); a replay answers 'unchanged' and wakes nothing.
  if (outcome !== 'unchanged') deps.notices.wake();
  return outcome;
}

function verdictOf(
  payment: PaymentRow,
  info: PayInfo,
): 'paid' | 'declined' | 'failed' | 'pending' | 'mismatch' {
  if (info.payId !== payment.payId) return 'mismatch';
  switch (info.status) {
    case 'OK':
      return info.amount === payment.amount &&
        info.currency === payment.currency &&
        info.orderId === String(payment.orderId)
        ? 'paid'
        : 'mismatch';
    case 'DECLINED':
      return 'declined';
    case 'FAILED':
    case 'TIMEOUT':
      return 'failed';
    default:
      // CREATED, PENDING: not final. REVERSED: a refund's business, not a callback's.
      return 'pending';
  }
}

/** One transaction, the payment row locked: two callbacks at once pay and credit the bonus once. */
function markPaid(deps: CallbackDeps, paymentId: number, result: Record<string, unknown>) {
  return deps.database.db.transaction(async (tx): Promise<CallbackOutcome> => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!locked || locked.status === 'ok' || locked.status === 'reversed') return 'unchanged';
    const now = new Date();
    await tx.update(payments).set({ status: 'ok', result, updatedAt: now }).where(eq(payments.id, paymentId));
    const [order] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(orders.id, locked.orderId), inArray(orders.status, ['placed', 'payment_failed'])))
      .returning({ id: orders.id, userId: orders.userId, totals: orders.totals });
    if (!order) {
      // Cancelled meanwhile, or already paid by another payment: the money needs a person's attention.
      deps.warn(
        { payId: locked.payId, orderId: locked.orderId },
        'payment OK for an order not awaiting payment',
      );
      return 'paid';
    }
    await deps.notices.write(tx, order.id, 'paid');
    if (order.userId !== null) {
      const points = bonusEarned(
        { grandTotal: order.totals.grand_total, delivery: order.totals.delivery },
        deps.bonusRateBasisPoints,
      );
      // The unique (order, reason) pair is the last guard against crediting twice.
      if (points > 0)
        await tx
          .insert(bonusEntries)
          .values({ userId: order.userId, orderId: order.id, points, reason: 'earned' })
          .onConflictDoNothing();
    }
    return 'paid';
  });
}

function markFailed(
  deps: CallbackDeps,
  paymentId: number,
  verdict: 'declined' | 'failed',
  result: Record<string, unknown>,
) {
  return deps.database.db.transaction(async (tx): Promise<CallbackOutcome> => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    // Only a payment still waiting can fail: an OK one is never downgraded by a later, older message.
    if (!locked || (locked.status !== 'created' && locked.status !== 'pending')) return 'unchanged';
    const status: PaymentStatusRow = verdict;
    await tx
      .update(payments)
      .set({ status, result, updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
    await tx
      .update(orders)
      .set({ status: 'payment_failed' })
      .where(and(eq(orders.id, locked.orderId), eq(orders.status, 'placed')));
    // Each declined payment of an order still awaiting one tells the customer, with a link to pay again; an
    // order paid or cancelled meanwhile has nothing to pay again.
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, locked.orderId));
    if (order?.status === 'payment_failed') await deps.notices.write(tx, locked.orderId, 'declined');
    return 'failed';
  });
}
