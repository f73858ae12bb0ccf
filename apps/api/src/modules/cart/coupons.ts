import { format, formatEuro, type Locale } from '@vitrina/locale';
import { eq, sql } from 'drizzle-orm';
import { carts, coupons } from '../../db/schema';
import { messagesFor, notFoundBody } from '../../i18n/messages';
import { cartRows, findCart } from './cart-store';
import { cartBody, couponApplies, priceCart } from './cart-view';
import type { CartDeps } from './items';
import { type CartOutcome, invalid } from './outcome';
import type { CartOwner } from './owner';

/** POST .../coupon/: a code typed in any case; it must exist, be valid now, and the goods reach its minimum. */
export async function applyCoupon(
  { db }: CartDeps,
  locale: Locale,
  owner: CartOwner,
  cartId: number,
  code: string,
): Promise<CartOutcome> {
  const texts = messagesFor(locale).cart;
  const head = await findCart(db, owner, cartId);
  if (!head) return { status: 404, body: notFoundBody(locale) };
  const normalized = code.trim().toUpperCase();
  const [coupon] =
    normalized === '' ? [] : await db.select().from(coupons).where(eq(coupons.code, normalized));
  const rows = await cartRows(db, head, locale);
  const now = new Date();
  if (!coupon || !couponApplies({ ...coupon, minGoods: 0 }, 0, now))
    return invalid({ code: [texts.unknownCoupon] });
  const { totals } = priceCart({ ...rows, coupon: null }, locale, now);
  const goods = totals.common + totals.quantityDiscount;
  if (!couponApplies(coupon, goods, now))
    return invalid({
      code: [format(texts.couponMinimum, { minimum: formatEuro(coupon.minGoods, locale, 'always') })],
    });
  await db.update(carts).set({ couponId: coupon.id, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  return { status: 200, body: cartBody({ ...rows, coupon }, locale) };
}

/** DELETE .../coupon/ */
export async function removeCoupon(
  { db }: CartDeps,
  locale: Locale,
  owner: CartOwner,
  cartId: number,
): Promise<CartOutcome> {
  const head = await findCart(db, owner, cartId);
  if (!head) return { status: 404, body: notFoundBody(locale) };
  await db.update(carts).set({ couponId: null, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  const rows = await cartRows(db, { ...head, coupon: null }, locale);
  return { status: 200, body: cartBody(rows, locale) };
}
