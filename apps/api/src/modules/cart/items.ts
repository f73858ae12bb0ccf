import type { AddConfiguredItemRequest, AddProductRequest, UpdateItemRequest } from '@vitrina/contract';
import { format, type Locale } from '@vitrina/locale';
import {
  type ConfigurationInput,
  configurationSummary,
  isAllowedQuantity,
  quantityRuleFor,
  quote,
  toHundredths,
} from '@vitrina/pricing';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cartItems, carts, products } from '../../db/schema';
import { messagesFor, notFoundBody } from '../../i18n/messages';
import type { PreparedDefinition, PreparedDefinitions } from '../calculator/prepared-definitions';
import { configurationErrors, currentDefinition, definitionAt } from '../calculator/quoting';
import { type CartHead, cartRows, findCart } from './cart-store';
import { cartBody } from './cart-view';
import { type CartOutcome, invalid } from './outcome';
import type { CartOwner } from './owner';

export interface CartDeps {
  db: Queryable;
  prepared: PreparedDefinitions;
}

/** The cart after a change, answered whole; a change to the lines opens a new round (a new order later). */
async function answer(
  db: Queryable,
  head: CartHead,
  locale: Locale,
  status: 200 | 201,
): Promise<CartOutcome> {
  return { status, body: cartBody(await cartRows(db, head, locale), locale) };
}

async function touch(db: Queryable, cartId: number): Promise<void> {
  await db.update(carts).set({ placedOrderId: null, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

type Priced =
  | { ok: true; values: Omit<typeof cartItems.$inferInsert, 'cartId'> }
  | { ok: false; outcome: CartOutcome };

/** The engine's price of a configuration, as the columns of a cart line; a refusal as the 400 to answer. */
export function priceConfiguration(
  prepared: PreparedDefinition,
  calculatorTypeId: number,
  input: ConfigurationInput,
  quantity: number,
  locale: Locale,
): Priced {
  const { definition } = prepared;
  const result = quote(definition, input, { sizes: 'reject', quantity });
  if (result.status === 'rejected')
    return { ok: false, outcome: invalid(configurationErrors(result, locale)) };
  if (result.status === 'on_request')
    return { ok: false, outcome: invalid({ configuration: [messagesFor(locale).cart.onRequest] }) };
  const priced = result.quote;
  return {
    ok: true,
    values: {
      calculatorTypeId,
      version: priced.version,
      configuration: priced.configuration,
      quantityHundredths: toHundredths(priced.quantity),
      unitPrice: priced.unitPrice,
      quantityDiscount: priced.quantityDiscount,
      areaThousandths: Math.round(priced.area * 1000),
      linearThousandths: Math.round(priced.linearMetres * 1000),
      deliveryClass: priced.deliveryClass,
      family: definition.family,
      summary: configurationSummary(definition, priced.configuration),
    },
  };
}

/** POST .../items/: a configured item, priced here by the engine with the calculator's current definition. */
export async function addConfiguredItem(
  { db, prepared }: CartDeps,
  locale: Locale,
  owner: CartOwner,
  cartId: number,
  input: AddConfiguredItemRequest & { quantity: number },
): Promise<CartOutcome> {
  const head = await findCart(db, owner, cartId);
  if (!head) return { status: 404, body: notFoundBody(locale) };
  const definition = await currentDefinition(db, prepared, input.calculator_type_id);
  if (!definition) return invalid({ calculator_type_id: [messagesFor(locale).calculator.unknownType] });
  const priced = priceConfiguration(
    definition,
    input.calculator_type_id,
    input.configuration,
    input.quantity,
    locale,
  );
  if (!priced.ok) return priced.outcome;
  await db.insert(cartItems).values({ cartId, ...priced.values });
  await touch(db, cartId);
  return answer(db, head, locale, 201);
}

function quantityProblem(unit: 'piece' | 'm2' | 'metre', quantity: number, locale: Locale): string | null {
  const rule = quantityRuleFor(unit);
  if (isAllowedQuantity(rule, quantity)) return null;
  return format(messagesFor(locale).cart.quantityNotAllowed, rule as unknown as Record<string, number>);
}

/** POST .../items/add-product/: a catalogue product at its catalogue price; the same product adds up. */
export async function addProduct(
  { db }: CartDeps,
  locale: Locale,
  owner: CartOwner,
  cartId: number,
  input: AddProductRequest & { quantity: number },
): Promise<CartOutcome> {
  const texts = messagesFor(locale).cart;
  const head = await findCart(db, owner, cartId);
  if (!head) return { status: 404, body: notFoundBody(locale) };
  const [product] = await db
    .select({ id: products.id, priceFrom: products.priceFrom, unit: products.unit })
    .from(products)
    // A hidden product is sold nowhere (issue 18); lines already in carts keep it.
    .where(and(eq(products.id, input.product_id), eq(products.visible, true)));
  if (!product) return invalid({ product_id: [texts.unknownProduct] });
  if (product.priceFrom) return invalid({ product_id: [texts.productNeedsConfiguration] });
  const [line] = await db
    .select({ id: cartItems.id, quantityHundredths: cartItems.quantityHundredths })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, product.id)));
  const quantity = (toHundredths(input.quantity) + (line?.quantityHundredths ?? 0)) / 100;
  const problem =
    quantityProblem(product.unit, input.quantity, locale) ?? quantityProblem(product.unit, quantity, locale);
  if (problem) return invalid({ quantity: [problem] });
  if (line)
    await db
      .update(cartItems)
      .set({ quantityHundredths: toHundredths(quantity) })
      .where(eq(cartItems.id, line.id));
  else
    await db
      .insert(cartItems)
      .values({ cartId, productId: product.id, quantityHundredths: toHundredths(quantity) });
  await touch(db, cartId);
  return answer(db, head, locale, 201);
}

/**
 * PATCH .../items/{itemId}/: a new configuration (priced with the current definition) and/or quantity (a
 * configured item is priced again with the version that priced it, so only the quantity tier can change).
 */
export async function updateItem(
  { db, prepared }: CartDeps,
  locale: Locale,
  owner: CartOwner,
  cartId: number,
  itemId: number,
  input: UpdateItemRequest,
): Promise<CartOutcome> {
  const texts = messagesFor(locale).cart;
  const head = await findCart(db, owner, cartId);
  if (!head) return { status: 404, body: notFoundBody(locale) };
  const [item] = await db
    .select({
      productId: cartItems.productId,
      unit: products.unit,
      calculatorTypeId: cartItems.calculatorTypeId,
      version: cartItems.version,
      configuration: cartItems.configuration,
      quantityHundredths: cartItems.quantityHundredths,
    })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
  if (!item) return { status: 404, body: notFoundBody(locale) };
  if (input.configuration === undefined && input.quantity === undefined)
    return invalid({ non_field_errors: [texts.nothingToChange] });

  if (item.calculatorTypeId === null || item.version === null || item.configuration === null) {
    if (input.configuration !== undefined)
      return invalid({ configuration: [messagesFor(locale).field.invalid] });
    const quantity = input.quantity ?? item.quantityHundredths / 100;
    const problem = quantityProblem(item.unit ?? 'piece', quantity, locale);
    if (problem) return invalid({ quantity: [problem] });
    await db
      .update(cartItems)
      .set({ quantityHundredths: toHundredths(quantity) })
      .where(eq(cartItems.id, itemId));
  } else {
    const quantity = input.quantity ?? item.quantityHundredths / 100;
    const problem = quantityProblem('piece', quantity, locale);
    if (problem) return invalid({ quantity: [problem] });
    const definition =
      input.configuration !== undefined
        ? await currentDefinition(db, prepared, item.calculatorTypeId)
        : await definitionAt(db, prepared, item.calculatorTypeId, item.version);
    if (!definition) return invalid({ calculator_type_id: [messagesFor(locale).calculator.unknownType] });
    const priced = priceConfiguration(
      definition,
      item.calculatorTypeId,
      input.configuration ?? item.configuration,
      quantity,
      locale,
    );
    if (!priced.ok) return priced.outcome;
    await db.update(cartItems).set(priced.values).where(eq(cartItems.id, itemId));
  }
  await touch(db, cartId);
  return answer(db, head, locale, 200);
}

/** DELETE .../items/{itemId}/ */
export async function removeItem(
  { db }: CartDeps,
  locale: Locale,
  owner: CartOwner,
  cartId: number,
  itemId: number,
): Promise<CartOutcome> {
  const head = await findCart(db, owner, cartId);
  if (!head) return { status: 404, body: notFoundBody(locale) };
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) return { status: 404, body: notFoundBody(locale) };
  await touch(db, cartId);
  return answer(db, head, locale, 200);
}

export { answer as cartAnswer };
