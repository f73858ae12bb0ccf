/**
 * What the shop needs from a card-payment provider (docs/architecture.md §2 payments). Both implementations speak maib's
 * e-commerce protocol: `sandbox` is a bank of our own for offline work, `maib` is the real one.
 */

/** maib's transaction statuses; REVERSED only ever comes back from a refund. */
export type BankStatus = 'OK' | 'FAILED' | 'CREATED' | 'PENDING' | 'DECLINED' | 'TIMEOUT' | 'REVERSED';

export const bankStatuses: readonly BankStatus[] = [
  'OK',
  'FAILED',
  'CREATED',
  'PENDING',
  'DECLINED',
  'TIMEOUT',
  'REVERSED',
];

export type ProviderName = 'sandbox' | 'maib';

export interface StartPaymentInput {
  /** The shop's order id as the bank keeps it (maib: orderId, at most 36 characters). */
  orderId: string;
  /** Cents. */
  amount: number;
  currency: 'EUR';
  description: string;
  language: 'ro' | 'ru';
  clientIp: string;
  clientName: string;
  email: string;
  phone: string;
  okUrl: string;
  failUrl: string;
  callbackUrl: string;
}

/** The bank's own word on a payment: the only thing that can make an order paid. */
export interface PayInfo {
  payId: string;
  orderId: string;
  status: BankStatus;
  /** Cents; null when the bank's amount is not a whole number of cents (it can then match nothing). */
  amount: number | null;
  currency: string;
}

export interface RefundOutcome {
  /** OK: refunded now. REVERSED: it had already been refunded, nothing moved. */
  status: 'OK' | 'REVERSED';
}

/** A callback body as the bank posts it: `result` signed by `signature`. */
export interface CallbackBody {
  result: Record<string, unknown>;
  signature: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  startPayment(input: StartPaymentInput): Promise<{ payId: string; payUrl: string }>;
  payInfo(payId: string): Promise<PayInfo>;
  refund(payId: string, amountCents: number): Promise<RefundOutcome>;
  /** True only when `signature` is the provider's signature of `result` (compared in constant time). */
  verifyCallback(body: CallbackBody): boolean;
}

/** The provider could not be asked or refused: its message names the call and the bank's error, no secret. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
