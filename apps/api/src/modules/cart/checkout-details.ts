import {
  type SetDeliveryRequest,
  type SetPaymentDetailsRequest,
  type SetUserDetailsRequest,
  userDetailsRules,
} from '@vitrina/contract';
import { deliveryAddress } from '@vitrina/forms';
import { format, type Locale } from '@vitrina/locale';
import { eq, sql } from 'drizzle-orm';
import { carts } from '../../db/schema';
import { formFieldErrors } from '../../http/form-errors';
import { messagesFor, notFoundBody } from '../../i18n/messages';
import { findCart } from './cart-store';
import { type CartDeps, cartAnswer } from './items';
import { type CartOutcome, invalid } from './outcome';
import type { CartOwner } from './owner';

// The checkout steps of SPEC §2 (personal data, delivery, payment), each stored on the cart until
// create-order turns the cart into an order. Rules and messages are packages/forms', as in the browser.

/** POST .../set-user-details/: e-mail, full name and phone of SPEC §5 (the same rules as registration). */
export async function setUserDetails(
  { db }: CartDeps,
  locale: Locale,
  owner: CartOwner,
  cartId: number,
  input: SetUserDetailsRequest,
): Promise<CartOutcome> {
  const head = await findCart(db, owner, cartId);
  if (!head) return { status: 404, body: notFoundBody(locale) };
  const checked = userDetailsRules.safeParse(input);
  if (!checked.success) return invalid(formFieldErrors(checked.error, locale));
  const userDetails = {
    email: checked.data.email,
    fullName: checked.data.full_name,
    phone: checked.data.phone.trim(),
  };
  await db.update(carts).set({ userDetails, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  return cartAnswer(db, { ...head, userDetails }, locale, 200);
}

/**
 * POST .../set-delivery/: the address of SPEC §5 (one of the five cities). A saved address (`address_id`)
 * belongs to a signed-in customer's address book, which arrives with accounts; until then none exists.
 */
export async function setDelivery(
  { db }: CartDeps,
  locale: Locale,
  owner: CartOwner,
  cartId: number,
  input: SetDeliveryRequest,
): Promise<CartOutcome> {
  const head = await findCart(db, owner, cartId);
  if (!head) return { status: 404, body: notFoundBody(locale) };
  if (input.address_id !== undefined)
    return invalid({ address_id: [messagesFor(locale).cart.unknownAddress] });
  const checked = deliveryAddress.safeParse(input);
  if (!checked.success) return invalid(formFieldErrors(checked.error, locale));
  const delivery = { deliveryType: 'delivery' as const, addressId: null, ...checked.data };
  await db.update(carts).set({ delivery, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  return cartAnswer(db, { ...head, delivery }, locale, 200);
}

/** POST .../set-payment-details/: the method, and bonuses to spend — never more than the customer holds. */
export async function setPaymentDetails(
  { db }: CartDeps,
  locale: Locale,
  owner: CartOwner,
  cartId: number,
  input: SetPaymentDetailsRequest & { use_bonuses: boolean; bonus_quantity: number },
): Promise<CartOutcome> {
  const head = await findCart(db, owner, cartId);
  if (!head) return { status: 404, body: notFoundBody(locale) };
  const bonusQuantity = input.use_bonuses ? input.bonus_quantity : 0;
  if (bonusQuantity > head.bonusesAvailable)
    return invalid({
      bonus_quantity: [format(messagesFor(locale).cart.tooManyBonuses, { available: head.bonusesAvailable })],
    });
  const payment = { method: input.payment_method, useBonuses: input.use_bonuses, bonusQuantity };
  await db.update(carts).set({ payment, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  return cartAnswer(db, { ...head, payment }, locale, 200);
}
