import { type CreateOrderResponse, type FieldErrors, type Order, paymentMethods } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { bonusPointsAllowed } from '@vitrina/pricing';
import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../../db/client';
import { bonusEntries, cartItems, carts, orderItems, orders, users } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { storeDrawings } from '../../drawing/drawing-files';
import type { FileStore } from '../../files/store';
import { messagesFor, notFoundBody } from '../../i18n/messages';
import { enqueueMail } from '../../mail/outbox';
import type { OutboxWorker } from '../../mail/outbox-worker';
import { shopAddress } from '../../mail/shop-address';
import type { PreparedDefinitions } from '../calculator/prepared-definitions';
import { cartItemRows, cartRows, findCart, placedOrderOf } from '../cart/cart-store';
import { characteristicsBody, deliveryDetailsBody, priceCart, totalsBody } from '../cart/cart-view';
import { bonusQuantityProblem } from '../cart/checkout-details';
import type { CartOwner } from '../cart/owner';
import type { Payments } from '../payments';
import { newOrderEmails } from './order-emails';
import { orderNumber } from './order-number';
import { orderBody } from './order-view';
import { tryPlacingLock } from './placing-lock';
import { pricedLineRow } from './priced-line';

export interface OrderDeps {
  database: Database;
  prepared: PreparedDefinitions;
  /** Card payments: a page to send the customer to. */
  payments: Pick<Payments, 'start'>;
  /** SHOP_EMAIL: where the shop's notification goes (else the site's contact address). */
  shopEmail: string | undefined;
  /** Delivers the order's e-mails, written to the outbox with the order, once it is committed. */
  outbox: Pick<OutboxWorker, 'wake'>;
  /** Where the e-mails' drawings are kept (docs/adr/0039). */
  files: FileStore;
  log: { error(details: object, message: string): void };
}

export type CreateOrderOutcome =
  | { status: 200 | 201; body: CreateOrderResponse }
  | { status: 400; body: FieldErrors }
  | { status: 404 | 409 | 502; body: { detail: string } };

/** Seconds a create-order answered 409 (the cart is being placed) is asked to wait before it asks again. */
export const placingRetryAfterSeconds = 1;

type Refused = { kind: 'invalid'; errors: FieldErrors } | { kind: 'missing' } | { kind: 'busy' };
type Placed = { kind: 'new' | 'existing'; orderId: number } | Refused;
/** A placed outcome with its order read: what create-order answers from. */
type PlacedOrder = { kind: 'new' | 'existing'; order: Order } | Refused;

/**
 * POST .../create-order/: the cart becomes an order in ONE transaction (snapshot of lines, configurations,
 * prices, totals, delivery and customer; bonuses spent; the cart emptied). The cart's placing lock is taken
 * first, without waiting: of two concurrent requests one places the order, the other answers at once, with
 * that order when it is committed already, else 409 "being placed" (docs/adr/0022). The emptied cart names its
 * order, so a repeat answers that one.
 * The e-mails to the customer and the shop are written to the outbox in that transaction: an order is never
 * without them, and they go out (with retries) once it is committed. The bank is asked for a payment page only after the commit: a slow or failing bank never holds a lock or
 * loses an order, and a repeated create-order asks it again.
 */
export async function createOrder(
  deps: OrderDeps,
  locale: Locale,
  owner: CartOwner,
  cartId: number,
  comment: string,
  clientIp: string,
): Promise<CreateOrderOutcome> {
  // A repeat of a checkout that has committed (a double click, a retry) takes no lock and one pooled connection,
  // once: whether the cart has its order, and that order, are read on it. A burst of two hundred repeats on a
  // pool of five queues for the pool once per request, not once per query (the create-order burst fault test).
  const repeated = await deps.database.db.transaction(async (tx) => {
    const orderId = await placedOrderOf(tx, owner, cartId);
    return orderId === null ? null : readOrder(tx, orderId, locale);
  });
  const drawings = repeated === null ? await cartDrawings(deps, cartId, locale) : new Set<string>();
  const placed: PlacedOrder =
    repeated !== null
      ? { kind: 'existing', order: repeated }
      : await deps.database.db.transaction(async (tx): Promise<PlacedOrder> => {
          const outcome = await place(tx, locale, owner, cartId, comment);
          if (!('orderId' in outcome)) return outcome;
          // Read before the commit, on this connection: the order's answer needs no second turn at the pool.
          const order = await readOrder(tx, outcome.orderId, locale);
          if (outcome.kind === 'new')
            await enqueueNewOrderEmails(tx, order, locale, deps.shopEmail, drawings);
          return { kind: outcome.kind, order };
        });
  if (placed.kind === 'missing') return { status: 404, body: notFoundBody(locale) };
  if (placed.kind === 'busy') return { status: 409, body: { detail: messagesFor(locale).cart.beingPlaced } };
  if (placed.kind === 'invalid') return { status: 400, body: placed.errors };
  if (placed.kind === 'new') deps.outbox.wake();

  const { order } = placed;
  const status = placed.kind === 'new' ? 201 : 200;
  if (order.payment_method !== paymentMethods.card || order.status === 'paid')
    return { status, body: { order, payment_data: null } };
  try {
    const { payUrl } = await deps.payments.start({
      orderId: order.id,
      orderNumber: order.number,
      amount: order.totals.grand_total,
      currency: 'EUR',
      description: `${messagesFor(locale).orders.paymentDescription} ${order.number}`,
      clientName: order.user_details.full_name,
      email: order.user_details.email,
      phone: order.user_details.phone,
      locale,
      clientIp,
    });
    return { status, body: { order, payment_data: { result: { payUrl } } } };
  } catch (error) {
    // The order is kept either way. A database that went away is the 503 every route answers, with
    // Retry-After: the repeat answers this order and its payment page.
    if (isDatabaseUnavailable(error)) throw error;
    deps.log.error({ err: error, order: order.number }, 'card payment could not be started');
    return { status: 502, body: { detail: messagesFor(locale).cart.paymentUnavailable } };
  }
}

async function place(
  tx: Tx,
  locale: Locale,
  owner: CartOwner,
  cartId: number,
  comment: string,
): Promise<Placed> {
  const texts = messagesFor(locale).cart;
  // Whose cart it is comes first: nobody takes the lock of a cart that is not theirs.
  const owned = await findCart(tx, owner, cartId);
  if (!owned) return { kind: 'missing' };
  if (!(await tryPlacingLock(tx, cartId))) {
    // Another create-order has the cart: a repeat of one that has committed since answers its order.
    const placedMeanwhile = await placedOrderOf(tx, owner, cartId);
    return placedMeanwhile !== null ? { kind: 'existing', orderId: placedMeanwhile } : { kind: 'busy' };
  }
  // The row lock keeps other writes of the cart (a line added, the delivery changed) out until the commit;
  // they are short, so this waits at most for one of them.
  const head = await findCart(tx, owner, cartId, { lock: true });
  if (!head) return { kind: 'missing' };
  const rows = await cartRows(tx, head, locale);
  if (rows.items.length === 0) {
    if (head.placedOrderId !== null) return { kind: 'existing', orderId: head.placedOrderId };
    return { kind: 'invalid', errors: { items: [texts.emptyCart] } };
  }
  const errors: FieldErrors = {};
  if (!head.userDetails) errors.user_details = [texts.missingUserDetails];
  if (!head.delivery) errors.delivery = [texts.missingDelivery];
  if (!head.payment) errors.payment_details = [texts.missingPayment];
  if (!head.userDetails || !head.delivery || !head.payment) return { kind: 'invalid', errors };

  // Bonuses are spent against the balance as it is now, with the customer's row locked so that two
  // orders cannot spend the same points.
  if (head.userId !== null)
    await tx.select({ id: users.id }).from(users).where(eq(users.id, head.userId)).for('update');
  const priced = priceCart(rows, locale);
  const { totals } = priced;
  // "Use bonuses" ticked places an order that spends some, never silently none (issue 20): the cart may
  // have changed since the payment step, so the rule is checked again against the order as priced now.
  if (head.payment.useBonuses) {
    const allowed = bonusPointsAllowed(totals, head.bonusesAvailable);
    const problem = bonusQuantityProblem(head.payment.bonusQuantity, allowed, locale);
    if (problem !== null) return { kind: 'invalid', errors: { bonus_quantity: [problem] } };
  }

  const placedAt = new Date();
  const [inserted] = await tx
    .insert(orders)
    .values({
      // Replaced below once the id is known: the number is made from it.
      number: `pending-${cartId}-${placedAt.getTime()}`,
      cartId,
      userId: head.userId,
      paymentMethod: head.payment.method,
      comment,
      customer: {
        email: head.userDetails.email,
        full_name: head.userDetails.fullName,
        phone: head.userDetails.phone,
      },
      delivery: deliveryDetailsBody(head.delivery, locale),
      totals: totalsBody(totals),
      characteristics: characteristicsBody(totals),
      grandTotal: totals.grandTotal,
      couponCode: priced.couponApplied ? (head.coupon?.code ?? null) : null,
      bonusesSpent: totals.bonusPoints,
      locale,
      createdAt: placedAt,
    })
    .returning({ id: orders.id });
  if (!inserted) throw new Error('order was not inserted');
  await tx
    .update(orders)
    .set({ number: orderNumber(inserted.id, placedAt) })
    .where(eq(orders.id, inserted.id));
  await tx
    .insert(orderItems)
    .values(
      priced.items.map(({ body }, position) => ({ orderId: inserted.id, ...pricedLineRow(body, position) })),
    );
  if (head.userId !== null && totals.bonusPoints > 0)
    await tx
      .insert(bonusEntries)
      .values({ userId: head.userId, orderId: inserted.id, points: -totals.bonusPoints, reason: 'spent' });
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx
    .update(carts)
    .set({ placedOrderId: inserted.id, couponId: null, payment: null, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
  return { kind: 'new', orderId: inserted.id };
}

/**
 * The drawings of the cart's configured lines, put in the file store before the order's transaction (which
 * cannot write files): the e-mails written inside it name them. Lines read again under the lock are the same
 * but for a change in between, whose drawing the e-mail then goes without. A drawing that fails never holds an
 * order back.
 */
async function cartDrawings(deps: OrderDeps, cartId: number, locale: Locale): Promise<Set<string>> {
  try {
    const lines = await cartItemRows(deps.database.db, cartId, locale);
    const items = lines.map(({ configured }) => ({
      calculator_type_id: configured?.calculatorTypeId ?? null,
      version: configured?.version ?? null,
      configuration: configured?.configuration ?? null,
    }));
    return await storeDrawings(deps.files, deps.database.db, deps.prepared, items, locale);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    deps.log.error({ err: error, cartId }, 'the order e-mail drawings could not be made');
    return new Set();
  }
}

/** The customer's confirmation and the shop's notification, into the outbox with the order. */
async function enqueueNewOrderEmails(
  tx: Tx,
  order: Order,
  locale: Locale,
  shopEmail: string | undefined,
  drawings: ReadonlySet<string>,
): Promise<void> {
  const shop = await shopAddress(tx, shopEmail);
  for (const mail of newOrderEmails(order, locale, shop, drawings)) await enqueueMail(tx, mail);
}

/** The order as placed, in the language asked for (inside a transaction when `q` is one). */
export async function readOrder(q: Queryable, orderId: number, locale: Locale): Promise<Order> {
  const [row] = await q.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} vanished`);
  const items = await q
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  return orderBody(row, items, locale);
}
