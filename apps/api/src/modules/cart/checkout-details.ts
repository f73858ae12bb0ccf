import {
  type SetDeliveryRequest,
  type SetPaymentDetailsRequest,
  type SetUserDetailsRequest,
  userDetailsRules,
} from '@vitrina/contract';
import { deliveryAddress } from '@vitrina/forms';
import { format, type Locale } from '@vitrina/locale';
import { and, eq, sql } from 'drizzle-orm';
import { addresses, type CartDeliveryRow, carts } from '../../db/schema';
import { formFieldErrors } from '../../http/form-errors';
import { messagesFor, notFoundBody } from '../../i18n/messages';
import { findCart } from './cart-store';
import { type CartDeps, cartAnswer } from './items';
import { type CartOutcome, invalid } from './outcome';
import type { CartOwner } from './owner';

// The checkout steps of docs/product.md §2 (personal data, delivery, payment), each stored on the cart until
// create-order turns the cart into an order. Rules and messages are packages/forms', as in the browser.

/** POST .../set-user-details/: e-mail, full name and phone of docs/product.md §5 (the same rules as registration). */
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
 * POST .../set-delivery/: the address of docs/product.md §5 (one of the five cities), or `address_id`, a saved address
 * of the signed-in customer whose cart this is: its city, street, house and apartment are copied into the
 * delivery (a later change of the address book leaves the cart as it was). An anonymous cart has no address
 * book, and another customer's address is, for this one, an address that does not exist: both 400.
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
  let delivery: CartDeliveryRow;
  if (input.address_id !== undefined) {
    const [saved] =
      owner.kind === 'user'
        ? await db
            .select({
              city: addresses.city,
              street: addresses.street,
              house: addresses.house,
              apartment: addresses.apartment,
            })
            .from(addresses)
            .where(and(eq(addresses.id, input.address_id), eq(addresses.userId, owner.userId)))
        : [];
    if (!saved) return invalid({ address_id: [messagesFor(locale).cart.unknownAddress] });
    delivery = { deliveryType: 'delivery', addressId: input.address_id, ...saved };
  } else {
    const checked = deliveryAddress.safeParse(input);
    if (!checked.success) return invalid(formFieldErrors(checked.error, locale));
    delivery = { deliveryType: 'delivery', addressId: null, ...checked.data };
  }
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
