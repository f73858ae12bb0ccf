import {
  calculatorDefinition,
  calculatorFamily,
  configuration as completeConfiguration,
  configurationInput,
  deliveryClass,
  MAX_QUANTITY,
  MIN_QUANTITY,
} from '@vitrina/pricing';
import { z } from 'zod';
import { image } from './image';

// The calculator base of docs/product.md §7 (/calculator/...) and the calculator SEO calls (/api/calculator/...).
// Prices are euro cents, VAT included (ADR 0011); sizes are mm. Links are locale-neutral.

/** GET /calculator/calculator-types: one card per calculator. */
export const calculatorTypeSummary = z
  .object({
    id: z.number().int(),
    /** Unique, the same in every language: 'windows', 'sectional-gate', ... */
    slug: z.string(),
    title: z.string(),
    family: calculatorFamily,
    image,
    /** '/calculators/{category}' or '/calculators/{category}/{subcategory}' (docs/product.md §2). */
    link: z.string(),
    category: z.object({ slug: z.string(), title: z.string() }),
    /** null when the category has this one calculator. */
    subcategory: z.string().nullable(),
    /** Price of the default configuration: "de la ..." on the card. */
    price_from: z.number().int(),
  })
  .meta({ id: 'CalculatorTypeSummary' });
export type CalculatorTypeSummary = z.infer<typeof calculatorTypeSummary>;

/** The calculator modal of docs/product.md §2: a title and HTML text, sanitized by the API (no script, no handlers). */
export const calculatorDescription = z
  .object({ title: z.string(), text: z.string() })
  .meta({ id: 'CalculatorDescription' });
export type CalculatorDescription = z.infer<typeof calculatorDescription>;

export const calculatorDocument = z.object({ name: z.string(), link: z.string() });
export type CalculatorDocument = z.infer<typeof calculatorDocument>;

/** A complete configuration, as the engine normalizes it. */
export const configuration = completeConfiguration.meta({ id: 'Configuration' });

/** GET /calculator/calculator-types/{id}[?version=n]: everything the configurator needs. */
export const calculatorTypeDetail = calculatorTypeSummary
  .extend({
    version: z.number().int(),
    definition: calculatorDefinition,
    /** Prices successfully: the configurator opens on it. */
    default_configuration: configuration,
    description: calculatorDescription,
    /** Short selling points under the drawing (docs/product.md §3 "description items"). */
    description_items: z.array(z.string()),
    documents: z.array(calculatorDocument),
  })
  .meta({ id: 'CalculatorTypeDetail' });
export type CalculatorTypeDetail = z.infer<typeof calculatorTypeDetail>;

/** POST /calculator/internal-modules-section/[?save=true] */
export const quoteRequest = z.object({
  calculator_type_id: z.number().int().min(1).max(2_147_483_647),
  configuration: configurationInput,
  quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY).default(MIN_QUANTITY),
});
export type QuoteRequest = z.input<typeof quoteRequest>;

export const quoteLine = z.object({ key: z.string(), label: z.string(), amount: z.number().int() });
export type QuoteLineBody = z.infer<typeof quoteLine>;

/**
 * The price breakdown, labels in the request's language. `status: 'on_request'` (a size outside the price
 * grid of a calculator that quotes those on request): `message` says so and every amount is null.
 * `calculator_id` is set when the calculation was saved (`?save=true`): the cart buffer and the order-call
 * request name it.
 */
export const quoteResponse = z
  .object({
    calculator_type_id: z.number().int(),
    calculator_id: z.string().nullable(),
    version: z.number().int(),
    status: z.enum(['priced', 'on_request']),
    message: z.string().nullable(),
    configuration,
    lines: z.array(quoteLine),
    unit_price: z.number().int().nullable(),
    quantity: z.number().int(),
    subtotal: z.number().int().nullable(),
    quantity_discount: z.number().int().nullable(),
    total: z.number().int().nullable(),
    vat: z.number().int().nullable(),
    net: z.number().int().nullable(),
    /** m² and m of one item, 3 decimals. */
    area: z.number(),
    linear_metres: z.number(),
    delivery_class: deliveryClass,
  })
  .meta({ id: 'QuoteResponse' });
export type QuoteResponse = z.infer<typeof quoteResponse>;

/** GET /api/calculator/calculator-seo/{x}/ (x: 'index' or a calculator category) and calculator-type-seo/{x}/. */
export const calculatorSeo = z
  .object({
    key: z.string(),
    title: z.string(),
    description: z.string(),
    heading: z.string(),
    /** Sanitized HTML. */
    text: z.string(),
  })
  .meta({ id: 'CalculatorSeo' });
export type CalculatorSeo = z.infer<typeof calculatorSeo>;

/** POST /calculator/order-call/: "order a call" about a configured item (docs/product.md §3 Order call from cart). */
export const orderCallRequest = z.object({
  client_name: z.string(),
  client_phone: z.string(),
  calculator_id: z.string().optional(),
  calculator_type_id: z.number().int().optional(),
});
export type OrderCallRequest = z.infer<typeof orderCallRequest>;
