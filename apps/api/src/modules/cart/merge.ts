import type { Locale } from '@vitrina/locale';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, carts } from '../../db/schema';
import { messagesFor, notFoundBody } from '../../i18n/messages';
import { cartRows, findCart } from './cart-store';
import { cartBody } from './cart-view';
import type { CartOutcome } from './outcome';
import type { CartOwner } from './owner';

/**
 * POST /calculator/cart/merge/ (docs/product.md §3 Cart merge, §4 Cart on login): the anonymous cart's lines move into
 * the signed-in customer's cart, which keeps its own checkout details (and takes the coupon if it had none);
 * the anonymous cart is gone afterwards. The target must be the customer's and the source must be opened by
 * its anonymous key: neither id alone moves anything.
 */
export async function mergeCarts(
  database: Database,
  locale: Locale,
  customer: CartOwner | null,
  visitor: CartOwner | null,
  targetId: number,
  sourceId: number,
): Promise<CartOutcome> {
  if (customer?.kind !== 'user' || visitor?.kind !== 'anonymous')
    return { status: 404, body: notFoundBody(locale) };
  if (targetId === sourceId)
    return { status: 400, body: { source_cart: [messagesFor(locale).cart.mergeNotAllowed] } };
  return database.db.transaction(async (tx) => {
    const target = await findCart(tx, customer, targetId, { lock: true });
    const source = await findCart(tx, visitor, sourceId, { lock: true });
    if (!target || !source) return { status: 404, body: notFoundBody(locale) };
    await tx.update(cartItems).set({ cartId: target.id }).where(eq(cartItems.cartId, source.id));
    const [coupon] = await tx.select({ id: carts.couponId }).from(carts).where(eq(carts.id, source.id));
    await tx.delete(carts).where(eq(carts.id, source.id));
    await tx
      .update(carts)
      .set({
        couponId: sql`coalesce(${carts.couponId}, ${coupon?.id ?? null}::integer)`,
        placedOrderId: null,
        updatedAt: sql`now()`,
      })
      .where(eq(carts.id, target.id));
    const merged = await findCart(tx, customer, target.id);
    if (!merged) throw new Error('merged cart vanished');
    return { status: 200, body: cartBody(await cartRows(tx, merged, locale), locale) };
  });
}
