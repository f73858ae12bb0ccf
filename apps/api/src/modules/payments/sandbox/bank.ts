import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxBankPayments } from '../../../db/schema';
import { decimalFromCents } from '../money';
import {
  type CallbackBody,
  type PayInfo,
  type PaymentProvider,
  PaymentProviderError,
  type RefundOutcome,
} from '../provider';
import { isSignatureOf, signResult } from '../signature';

export type SandboxPayment = typeof sandboxBankPayments.$inferSelect;

/** Where the sandbox bank's hosted page lives, under the API's public URL. */
export const sandboxPagePath = (payId: string) => `/payments/sandbox/${encodeURIComponent(payId)}`;

export interface SandboxBank extends PaymentProvider {
  find(payId: string): Promise<SandboxPayment | null>;
  /**
   * The customer's choice on the hosted page. Only a payment still CREATED changes; a second press answers
   * the payment as it already is (`changed: false`).
   */
  decide(
    payId: string,
    outcome: 'OK' | 'FAILED',
  ): Promise<{ payment: SandboxPayment; changed: boolean } | null>;
  /** The callback the bank posts for a payment, signed as maib signs it. */
  callbackFor(payment: SandboxPayment): CallbackBody;
}

/**
 * A bank of our own, so the whole checkout works offline: it keeps its side of each payment in
 * sandbox_bank_payments, serves a hosted page (routes.ts) and answers pay-info and refunds from that table —
 * never from the shop's `payments` rows, exactly as a real bank would not.
 */
export function sandboxBank(database: Database, signatureKey: string, apiPublicUrl: string): SandboxBank {
  const { db } = database;

  async function find(payId: string): Promise<SandboxPayment | null> {
    const [row] = await db.select().from(sandboxBankPayments).where(eq(sandboxBankPayments.payId, payId));
    return row ?? null;
  }

  return {
    name: 'sandbox',

    async startPayment(input) {
      const payId = randomUUID();
      await db.insert(sandboxBankPayments).values({
        payId,
        orderId: input.orderId,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        language: input.language,
        okUrl: input.okUrl,
        failUrl: input.failUrl,
        callbackUrl: input.callbackUrl,
      });
      return { payId, payUrl: `${apiPublicUrl}${sandboxPagePath(payId)}` };
    },

    async payInfo(payId): Promise<PayInfo> {
      const payment = await find(payId);
      if (!payment) throw new PaymentProviderError(`sandbox pay-info: payment ${payId} not found`);
      return {
        payId: payment.payId,
        orderId: payment.orderId,
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
      };
    },

    async refund(payId, amountCents): Promise<RefundOutcome> {
      const payment = await find(payId);
      if (!payment) throw new PaymentProviderError(`sandbox refund: payment ${payId} not found`);
      // As at maib: a payment is refunded once, never for more than was paid.
      if (payment.status === 'REVERSED') return { status: 'REVERSED' };
      if (payment.status !== 'OK')
        throw new PaymentProviderError(
          `sandbox refund: not allowed for a payment in ${payment.status} status`,
        );
      if (amountCents <= 0 || amountCents > payment.amount)
        throw new PaymentProviderError(`sandbox refund: amount must be 0.01 to ${payment.amount / 100}`);
      const [refunded] = await db
        .update(sandboxBankPayments)
        .set({ status: 'REVERSED', refundedAmount: amountCents })
        .where(and(eq(sandboxBankPayments.payId, payId), eq(sandboxBankPayments.status, 'OK')))
        .returning({ payId: sandboxBankPayments.payId });
      return { status: refunded ? 'OK' : 'REVERSED' };
    },

    verifyCallback(body) {
      return isSignatureOf(body.result, body.signature, signatureKey);
    },

    find,

    async decide(payId, outcome) {
      // One conditional update: two presses at once cannot both move the payment.
      const [changed] = await db
        .update(sandboxBankPayments)
        .set({ status: outcome })
        .where(and(eq(sandboxBankPayments.payId, payId), eq(sandboxBankPayments.status, 'CREATED')))
        .returning();
      if (changed) return { payment: changed, changed: true };
      const payment = await find(payId);
      return payment && { payment, changed: false };
    },

    callbackFor(payment) {
      const ok = payment.status === 'OK' || payment.status === 'REVERSED';
      const result = {
        payId: payment.payId,
        orderId: payment.orderId,
        status: payment.status,
        statusCode: ok ? '000' : '116',
        statusMessage: ok ? 'Approved' : 'Declined',
        threeDs: ok ? 'AUTHENTICATED' : 'NOT_AUTHENTICATED',
        rrn: ok ? payment.payId.replaceAll('-', '').slice(0, 12) : '',
        approval: ok ? payment.payId.slice(0, 6).toUpperCase() : '',
        cardNumber: '411111******1111',
        amount: decimalFromCents(payment.amount),
        currency: payment.currency,
      };
      return { result, signature: signResult(result, signatureKey) };
    },
  };
}
