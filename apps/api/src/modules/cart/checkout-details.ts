import {
  type SetDeliveryRequest,
  type SetPaymentDetailsRequest,
  type SetUserDetailsRequest,
  userDetailsRules,
} from '@vitrina/contract';
import { deliveryAddress } from '@vitrina/forms';
import { format, type Locale } from '@vitrina/locale';
import { bonusPointsAllowed } from '@vitrina/pricing';
import { and, eq, sql } from 'drizzle-orm';
import { addresses, type CartDeliveryRow, carts } from '../../db/schema';
import { formFieldErrors } from '../../http/form-errors';
import { messagesFor, notFoundBody } from '../../i18n/messages';
import { cartRows, findCart } from './cart-store';
import { priceCart } from './cart-view';
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

/**
 * POST .../set-payment-details/: the method, and bonuses to spend. The most an order allows is what the
 * customer holds, at most what the cart costs (bonuses_max of the cart); "use bonuses" ticked with nothing to
 * spend is refused on the field rather than taken as no bonuses (issue 20).
 */
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
  if (input.use_bonuses) {
    const allowed = bonusPointsAllowed(
      priceCart(await cartRows(db, head, locale), locale).totals,
      head.bonusesAvailable,
    );
    const problem = bonusQuantityProblem(bonusQuantity, allowed, locale);
    if (problem !== null) return invalid({ bonus_quantity: [problem] });
  }
  const payment = { method: input.payment_method, useBonuses: input.use_bonuses, bonusQuantity };
  await db.update(carts).set({ payment, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  return cartAnswer(db, { ...head, payment }, locale, 200);
}

/** Why `quantity` bonus points cannot be spent when `allowed` is the most the order takes; null when they can. */
export function bonusQuantityProblem(quantity: number, allowed: number, locale: Locale): string | null {
  const texts = messagesFor(locale).cart;
  if (allowed < 1) return texts.noBonusesToSpend;
  if (quantity < 1) return format(texts.bonusesRequired, { available: allowed });
  if (quantity > allowed) return format(texts.tooManyBonuses, { available: allowed });
  return null;
}
