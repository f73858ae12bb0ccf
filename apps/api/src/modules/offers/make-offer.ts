import type { FieldErrors } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { type CartTotals, cartTotals } from '@vitrina/pricing';
import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { calculatorTypes, type OfferSourceRow, offerItems, offers } from '../../db/schema';
import { tr } from '../../db/translate';
import { messagesFor, notFoundBody } from '../../i18n/messages';
import { calculatorLink } from '../calculator/catalogue';
import type { PreparedDefinitions } from '../calculator/prepared-definitions';
import { currentDefinition, type QuoteInput } from '../calculator/quoting';
import { cartRows, findCart } from '../cart/cart-store';
import { type PricedItem, priceCart, priceItem, totalsBody } from '../cart/cart-view';
import { priceConfiguration } from '../cart/items';
import type { CartOwner } from '../cart/owner';
import { pricedLineRow } from '../orders/priced-line';
import { offerNumber, offerValidUntil } from './offer-number';

// Making an offer (docs/product.md §3 Offer): its lines are priced here, by the one engine, as the cart prices
// them; nothing the client sends is a price. A configuration is priced with its calculator's current definition;
// the cart's lines keep the prices (and versions) the API gave them, and its coupon when it applies. Bonuses are
// left out: they are spent at checkout.

export type MakeOfferOutcome =
  | { status: 201; number: string }
  | { status: 400; body: FieldErrors }
  | { status: 404; body: { detail: string } };

export interface OfferDeps {
  database: Database;
  prepared: PreparedDefinitions;
}

/** POST /calculator/offers/: one configured item. */
export async function offerForConfiguration(
  { database, prepared }: OfferDeps,
  locale: Locale,
  input: QuoteInput,
): Promise<Exclude<MakeOfferOutcome, { status: 404 }>> {
  const db = database.db;
  const definition = await currentDefinition(db, prepared, input.calculator_type_id);
  const [type] = await db
    .select({
      title: tr(calculatorTypes.title, locale),
      image: calculatorTypes.imageFile,
      category: calculatorTypes.categorySlug,
      subcategory: calculatorTypes.subcategory,
    })
    .from(calculatorTypes)
    .where(eq(calculatorTypes.id, input.calculator_type_id));
  if (!definition || !type)
    return { status: 400, body: { calculator_type_id: [messagesFor(locale).calculator.unknownType] } };
  const priced = priceConfiguration(
    definition,
    input.calculator_type_id,
    input.configuration,
    input.quantity,
    locale,
  );
  if (!priced.ok) return { status: 400, body: priced.outcome.body as FieldErrors };
  const { values } = priced;
  const item = priceItem(
    {
      id: 0,
      quantityHundredths: values.quantityHundredths,
      product: null,
      configured: {
        calculatorTypeId: input.calculator_type_id,
        version: values.version as number,
        configuration: values.configuration as NonNullable<typeof values.configuration>,
        title: type.title,
        image: type.image ?? '',
        link: calculatorLink(type.category, type.subcategory),
        family: definition.definition.family,
        unitPrice: values.unitPrice as number,
        quantityDiscount: values.quantityDiscount as number,
        areaThousandths: values.areaThousandths as number,
        linearThousandths: values.linearThousandths as number,
        deliveryClass: values.deliveryClass as NonNullable<typeof values.deliveryClass>,
        summary: values.summary as NonNullable<typeof values.summary>,
      },
    },
    locale,
  );
  const totals = cartTotals([item.totalsLine]);
  return { status: 201, number: await storeOffer(database, locale, 'configuration', [item], totals) };
}

/** POST /calculator/cart/{id}/offer/: the cart's lines as they are priced now. */
export async function offerForCart(
  { database }: OfferDeps,
  locale: Locale,
  owner: CartOwner,
  cartId: number,
): Promise<MakeOfferOutcome> {
  const head = await findCart(database.db, owner, cartId);
  if (!head) return { status: 404, body: notFoundBody(locale) };
  const rows = await cartRows(database.db, head, locale);
  if (rows.items.length === 0)
    return { status: 400, body: { items: [messagesFor(locale).offers.emptyCart] } };
  const priced = priceCart({ ...rows, payment: null }, locale);
  return { status: 201, number: await storeOffer(database, locale, 'cart', priced.items, priced.totals) };
}

/** The offer and its lines in one transaction, numbered from the database's sequence. */
async function storeOffer(
  database: Database,
  locale: Locale,
  source: OfferSourceRow,
  items: readonly PricedItem[],
  totals: CartTotals,
): Promise<string> {
  return database.db.transaction(async (tx) => {
    const madeAt = new Date();
    const number = offerNumber(await nextSequence(tx), madeAt);
    const [made] = await tx
      .insert(offers)
      .values({
        number,
        locale,
        source,
        totals: totalsBody(totals),
        createdAt: madeAt,
        validUntil: offerValidUntil(madeAt),
      })
      .returning({ id: offers.id });
    if (!made) throw new Error('the offer was not stored');
    await tx.insert(offerItems).values(
      items.map(({ body }, position) => ({
        offerId: made.id,
        ...pricedLineRow(body, position),
        deliveryClass: body.delivery_class,
      })),
    );
    return number;
  });
}

async function nextSequence(q: Queryable): Promise<number> {
  const result = (await q.execute(sql`select nextval('offer_number_seq') as value`)) as unknown as {
    rows: { value: string | number }[];
  };
  const value = result.rows[0]?.value;
  if (value === undefined) throw new Error('offer_number_seq gave no value');
  return Number(value);
}
