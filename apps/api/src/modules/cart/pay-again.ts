import type { PayAgainResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { messagesFor, notFoundBody } from '../../i18n/messages';
import { PaymentError, type Payments } from '../payments';
import { paymentMessages } from '../payments/messages';
import { placedOrderOf } from './cart-store';
import type { CartOwner } from './owner';

// "Pay again" from the storefront's failed-payment modal (issue 20): the cart that placed the order proves it is
// the visitor's, as it does for the order's number the modal shows. The payment is the order's grand total as
// the API has it; the request carries no amount at all.

export type PayAgainOutcome =
  | { status: 200; body: PayAgainResponse }
  | { status: 404 | 409 | 502; body: { detail: string } };

export async function payAgainFromCart(
  deps: { db: Queryable; payments: Pick<Payments, 'payOrder'>; log: FastifyBaseLogger },
  locale: Locale,
  owner: CartOwner,
  cartId: number,
  clientIp: string,
): Promise<PayAgainOutcome> {
  const orderId = await placedOrderOf(deps.db, owner, cartId);
  if (orderId === null) return { status: 404, body: notFoundBody(locale) };
  const texts = paymentMessages[locale].payAgain;
  try {
    const outcome = await deps.payments.payOrder(orderId, clientIp);
    if (outcome.kind === 'pay') return { status: 200, body: { pay_url: outcome.payUrl } };
    if (outcome.kind === 'paid') return { status: 409, body: { detail: texts.paid } };
    if (outcome.kind === 'closed') return { status: 409, body: { detail: texts.closed } };
    return { status: 404, body: notFoundBody(locale) };
  } catch (error) {
    // Paid or closed by a callback between the read and the start.
    if (error instanceof PaymentError) return { status: 409, body: { detail: texts.closed } };
    // As at create-order: a database gone is the 503 every route answers; anything else is the bank's.
    if (isDatabaseUnavailable(error)) throw error;
    deps.log.error({ err: error, orderId }, 'pay again: the bank could not start a payment');
    return { status: 502, body: { detail: messagesFor(locale).cart.paymentUnavailable } };
  }
}
