import type { FieldErrors, QuoteResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { type Configuration, type ConfigurationInput, type QuoteResult, quote } from '@vitrina/pricing';
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { calculations, calculatorDefinitions, calculatorTypes } from '../../db/schema';
import { messagesFor } from '../../i18n/messages';
import type { PreparedDefinition, PreparedDefinitions } from './prepared-definitions';

export interface QuoteInput {
  calculator_type_id: number;
  configuration: ConfigurationInput;
  quantity: number;
}

export type QuoteOutcome = { status: 200; body: QuoteResponse } | { status: 400; body: FieldErrors };

/**
 * Prices a configuration with the type's current definition, exactly as the browser does (same engine), but
 * sizes outside their limits are refused rather than clamped: the API never prices what was not asked for.
 * The body carries no price; whatever a client thinks a price is never reaches this function.
 */
export async function quoteConfiguration(
  database: Database,
  prepared: PreparedDefinitions,
  locale: Locale,
  input: QuoteInput,
  save: boolean,
  /** A draft's definition opened by a preview link, priced instead of the current one (never saved). */
  draft?: PreparedDefinition,
): Promise<QuoteOutcome> {
  const loaded = draft ?? (await currentDefinition(database.db, prepared, input.calculator_type_id));
  if (!loaded)
    return { status: 400, body: { calculator_type_id: [messagesFor(locale).calculator.unknownType] } };
  const { definition } = loaded;
  const result = quote(definition, input.configuration, { sizes: 'reject', quantity: input.quantity });
  if (result.status === 'rejected') return { status: 400, body: configurationErrors(result, locale) };

  const body = responseOf(result, input, locale, definition.deliveryClass);
  if (save && !draft) body.calculator_id = await saveCalculation(database, input.calculator_type_id, body);
  return { status: 200, body };
}

/**
 * The type's current definition. Versions never change, so a version parsed here before needs only the
 * type's current version number: one primary-key read per quote. A version not held yet costs a second read,
 * once per process.
 */
export async function currentDefinition(
  db: Queryable,
  prepared: PreparedDefinitions,
  calculatorTypeId: number,
) {
  const [type] = await db
    .select({ version: calculatorTypes.currentVersion })
    .from(calculatorTypes)
    .where(eq(calculatorTypes.id, calculatorTypeId));
  if (!type) return undefined;
  return definitionAt(db, prepared, calculatorTypeId, type.version);
}

/** A stored definition version (parsed once per process); undefined when there is no such version. */
export async function definitionAt(
  db: Queryable,
  prepared: PreparedDefinitions,
  calculatorTypeId: number,
  version: number,
) {
  const held = prepared.find(calculatorTypeId, version);
  if (held) return held;
  const [row] = await db
    .select({ definition: calculatorDefinitions.definition })
    .from(calculatorDefinitions)
    .where(
      and(
        eq(calculatorDefinitions.calculatorTypeId, calculatorTypeId),
        eq(calculatorDefinitions.version, version),
      ),
    );
  return row && prepared.get(calculatorTypeId, version, row.definition);
}

/** Field errors keyed 'configuration.width', 'configuration.options.profile', ... ('configuration' for rules). */
export function configurationErrors(
  result: Extract<QuoteResult, { status: 'rejected' }>,
  locale: Locale,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of result.errors) {
    const field = error.field === 'configuration' ? 'configuration' : `configuration.${error.field}`;
    const list = errors[field] ?? [];
    const message = error.message[locale];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}

const threeDecimals = (value: number) => Math.round(value * 1000) / 1000;

function responseOf(
  result: Exclude<QuoteResult, { status: 'rejected' }>,
  input: QuoteInput,
  locale: Locale,
  deliveryClass: QuoteResponse['delivery_class'],
): QuoteResponse {
  if (result.status === 'priced') {
    const { quote: priced } = result;
    return {
      calculator_type_id: input.calculator_type_id,
      calculator_id: null,
      version: priced.version,
      status: 'priced',
      message: null,
      configuration: priced.configuration,
      lines: priced.lines.map((line) => ({ key: line.key, label: line.label[locale], amount: line.amount })),
      unit_price: priced.unitPrice,
      quantity: priced.quantity,
      subtotal: priced.subtotal,
      quantity_discount: priced.quantityDiscount,
      total: priced.total,
      vat: priced.vat,
      net: priced.net,
      area: priced.area,
      linear_metres: priced.linearMetres,
      delivery_class: priced.deliveryClass,
    };
  }
  const { width, height } = result.configuration;
  return {
    calculator_type_id: input.calculator_type_id,
    calculator_id: null,
    version: result.version,
    status: 'on_request',
    message: result.reason[locale],
    configuration: result.configuration,
    lines: [],
    unit_price: null,
    quantity: input.quantity,
    subtotal: null,
    quantity_discount: null,
    total: null,
    vat: null,
    net: null,
    area: threeDecimals((width * height) / 1_000_000),
    linear_metres: threeDecimals(width / 1000),
    delivery_class: deliveryClass,
  };
}

/** Keeps the priced configuration with the version that priced it; answers its uuid. */
async function saveCalculation(
  database: Database,
  calculatorTypeId: number,
  body: QuoteResponse,
): Promise<string> {
  const [saved] = await database.db
    .insert(calculations)
    .values({
      calculatorTypeId,
      version: body.version,
      status: body.status,
      configuration: body.configuration as Configuration,
      quantity: body.quantity,
      unitPrice: body.unit_price,
      total: body.total,
    })
    .returning({ id: calculations.id });
  if (!saved) throw new Error('calculation was not saved');
  return saved.id;
}
