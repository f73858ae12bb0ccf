import { createHash } from 'node:crypto';
import type { Locale } from '@vitrina/locale';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cartItems, orderItems, orders } from '../../db/schema';
import type { DrawnItem } from '../../drawing/drawing-files';
import { drawingSvg } from '../../drawing/drawing-image';
import type { PreparedDefinitions } from '../calculator/prepared-definitions';
import { definitionAt } from '../calculator/quoting';
import { findCart } from '../cart/cart-store';
import type { CartOwner } from '../cart/owner';

// The drawing of one line the caller may see (issue 20): a line of their cart, or of one of their own orders.
// Drawn from the definition version that priced the line, in the request's language, as an SVG document.

export interface LineDrawing {
  svg: string;
  /** A strong ETag: a hash of the document itself, so a change of the drawing package is a new one too. */
  etag: string;
}

/** The line's drawing; null when the line is not the caller's, is a catalogue product, or its version is gone. */
async function drawn(
  db: Queryable,
  prepared: PreparedDefinitions,
  line: DrawnItem | undefined,
  locale: Locale,
): Promise<LineDrawing | null> {
  if (!line || line.calculator_type_id === null || line.version === null || line.configuration === null)
    return null;
  const loaded = await definitionAt(db, prepared, line.calculator_type_id, line.version);
  if (!loaded) return null;
  const svg = drawingSvg({ definition: loaded.definition, configuration: line.configuration, locale });
  return { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 32)}"` };
}

const drawnColumns = <T extends typeof cartItems | typeof orderItems>(table: T) => ({
  calculator_type_id: table.calculatorTypeId,
  version: table.version,
  configuration: table.configuration,
});

/** A line of the cart `owner` opens by `cartId`. */
export async function cartLineDrawing(
  db: Queryable,
  prepared: PreparedDefinitions,
  owner: CartOwner,
  cartId: number,
  itemId: number,
  locale: Locale,
): Promise<LineDrawing | null> {
  const cart = await findCart(db, owner, cartId);
  if (!cart) return null;
  const [line] = await db
    .select(drawnColumns(cartItems))
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.id, itemId)));
  return drawn(db, prepared, line, locale);
}

/** The line at `position` (0 first, the order of the order's answer) of one of `userId`'s orders. */
export async function orderLineDrawing(
  db: Queryable,
  prepared: PreparedDefinitions,
  userId: number,
  orderId: number,
  position: number,
  locale: Locale,
): Promise<LineDrawing | null> {
  const [line] = await db
    .select(drawnColumns(orderItems))
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orderItems.position, position)));
  return drawn(db, prepared, line, locale);
}
