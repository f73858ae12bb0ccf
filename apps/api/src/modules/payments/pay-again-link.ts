import { createHmac, timingSafeEqual } from 'node:crypto';

// The link of the "pay again" e-mail a declined card payment sends (issue 20): it names the order and is signed
// with HMAC-SHA256, so that nobody opens a payment page for an order by guessing its id. It does not expire:
// what it opens is decided when it is opened (an order paid or cancelled since is not paid again).
//
//   <order id>.<signature, base64url>

/**
 * The key pay-again links are signed with, derived from the API's AUTH_SECRET under a name of its own, so that
 * such a signature never passes for a customer's token or a preview link (docs/adr/0024's reasoning).
 */
export function payAgainKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('vitrina/pay-again/v1').digest();
}

const shape = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (key: Buffer, orderId: string) =>
  createHmac('sha256', key).update(`order:${orderId}`).digest('base64url');

export function signPayAgain(key: Buffer, orderId: number): string {
  return `${orderId}.${signatureOf(key, String(orderId))}`;
}

/** The order a token signed with `key` names; null for a malformed or forged one. */
export function checkPayAgain(key: Buffer, token: string): number | null {
  const match = shape.exec(token);
  if (!match) return null;
  const [, orderId, signature] = match as unknown as [string, string, string];
  // Compared on the id as written, so '01' and '1' are not the same token.
  const expected = Buffer.from(signatureOf(key, orderId));
  return timingSafeEqual(expected, Buffer.from(signature)) ? Number(orderId) : null;
}
