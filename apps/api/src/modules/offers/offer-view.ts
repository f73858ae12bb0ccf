import type { PriceOffer } from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { offerItems, offers } from '../../db/schema';
import { pricedLineBody } from '../orders/priced-line';

/** An offer by its number, as the contract shows it (its lines as they were priced), or undefined. */
export async function readOffer(
  db: Queryable,
  number: string,
  now = new Date(),
): Promise<PriceOffer | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.number, number));
  if (!row) return undefined;
  const items = await db
    .select()
    .from(offerItems)
    .where(eq(offerItems.offerId, row.id))
    .orderBy(offerItems.position);
  return {
    number: row.number,
    locale: row.locale,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    valid_until: row.validUntil.toISOString(),
    expired: row.validUntil <= now,
    items: items.map((item) => ({ ...pricedLineBody(item), delivery_class: item.deliveryClass })),
    totals: row.totals,
  };
}
