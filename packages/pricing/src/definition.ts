import { z } from 'zod';
import { OPENING_TYPES } from './opening-types';

// A calculator type is data, not code (issue 4): this schema is the whole vocabulary a definition may use.
// The API stores a definition as JSON, versioned; the storefront receives it and prices with the same engine.
// Money is integer euro cents, VAT INCLUDED (ADR 0011); sizes are integer millimetres.

/** A text in every storefront language. */
export const localizedText = z.object({ ro: z.string().min(1), ru: z.string().min(1) });
export type LocalizedText = z.infer<typeof localizedText>;

const key = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/);
const cents = z.number().int().min(-10_000_000).max(10_000_000);

/** The product families of docs/product.md §1, one calculator each. */
export const calculatorFamily = z.enum([
  'windows',
  'balcony-doors',
  'entrance-doors',
  'sectional-gates',
  'sliding-gates',
  'swing-gates',
  'awnings',
  'blinds',
  'roller-shutters',
  'window-sills',
]);
export type CalculatorFamily = z.infer<typeof calculatorFamily>;

/** Which drawing the storefront makes of a configuration. */
export const drawingKind = z.enum([
  'window',
  'door',
  'sectional-gate',
  'sliding-gate',
  'swing-gate',
  'awning',
  'blind',
  'roller-shutter',
  'window-sill',
]);
export type DrawingKind = z.infer<typeof drawingKind>;

/** docs/product.md §9 delivery rates: large 49.00 €, small 16.90 €, accessory 8.90 €. */
export const deliveryClass = z.enum(['large', 'small', 'accessory']);
export type DeliveryClass = z.infer<typeof deliveryClass>;

/**
 * One charge. Amounts are cents per unit: per item (`fixed`), per m² of the item's area, per metre of its
 * perimeter, width or height, per sash. `percent` is in basis points (1000 = 10 %) of the base price, or of
 * the running subtotal of every line before it (`of: 'subtotal'`): the declared order of lines matters.
 */
export const charge = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), amount: cents }),
  z.object({ type: z.literal('per_m2'), amount: cents }),
  z.object({ type: z.literal('per_perimeter_m'), amount: cents }),
  z.object({ type: z.literal('per_width_m'), amount: cents }),
  z.object({ type: z.literal('per_height_m'), amount: cents }),
  z.object({ type: z.literal('per_sash'), amount: cents }),
  z.object({
    type: z.literal('percent'),
    basisPoints: z.number().int().min(-10_000).max(100_000),
    of: z.enum(['base', 'subtotal']).default('base'),
  }),
]);
export type Charge = z.infer<typeof charge>;

/** Hints for the drawing; never used for the price. */
export const drawingHint = z.object({
  /** CSS colour of a profile, fabric or panel colour option. */
  swatch: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .optional(),
  /** Surface of a colour option: plain, wood grain (foil), ribbed panel, stripes (fabric). */
  pattern: z.enum(['plain', 'woodgrain', 'ribbed', 'stripes', 'glass']).optional(),
  shape: z.enum(['rectangle', 'arch', 'trapezoid', 'triangle']).optional(),
  /** A skylight (transom) above the sashes and how it opens. */
  transom: z.enum(['none', 'fixed', 'tilt']).optional(),
  /** Sash (leaf) count of a layout option: 1 to 3. */
  sashes: z.number().int().min(1).max(3).optional(),
  /** Which way a sliding gate opens, or the hinge side of a one-leaf door. */
  direction: z.enum(['left', 'right']).optional(),
});
export type DrawingHint = z.infer<typeof drawingHint>;

/**
 * What a feature's options mean to the drawing. `layout` options carry the sash count; `shape`, `skylight`,
 * `colour-*` and `direction` options carry their hint. Other roles only label the option group.
 */
export const featureRole = z.enum([
  'material',
  'profile',
  'glazing',
  'colour-outside',
  'colour-inside',
  'colour',
  'shape',
  'skylight',
  'layout',
  'direction',
  'panel',
  'fabric',
  'control',
  'other',
]);
export type FeatureRole = z.infer<typeof featureRole>;

export const option = z.object({
  key,
  label: localizedText,
  /** A path under the API's /static/ (or an absolute URL), shown on the option's button. */
  image: z.string().nullable().default(null),
  description: localizedText.nullable().default(null),
  /** Charges this option adds; none for an option included in the base price. */
  charges: z.array(charge).default([]),
  drawing: drawingHint.default({}),
});
export type Option = z.infer<typeof option>;

/** A group of options of which exactly one is chosen (docs/product.md §4 Configurator). */
export const feature = z.object({
  key,
  label: localizedText,
  role: featureRole,
  options: z.array(option).min(1),
  default: key,
});
export type Feature = z.infer<typeof feature>;

/** A toggle (docs/product.md §3 additionals): mosquito net, sill, handle, installation ... */
export const additional = z.object({
  key,
  label: localizedText,
  image: z.string().nullable().default(null),
  description: localizedText.nullable().default(null),
  default: z.boolean(),
  charges: z.array(charge).default([]),
});
export type Additional = z.infer<typeof additional>;

/** One size in mm: its limits, its default, and its label (length and depth for a sill). */
export const size = z.object({
  label: localizedText,
  min: z.number().int().min(1),
  max: z.number().int().min(1),
  default: z.number().int().min(1),
});
export type Size = z.infer<typeof size>;

export const openingType = z.enum(OPENING_TYPES);

/** An opening type a calculator offers, with the size limits of ONE sash of that type and its charges. */
export const opening = z.object({
  type: openingType,
  label: localizedText,
  image: z.string().nullable().default(null),
  /** Charges per sash of this type (`fixed` = per sash here; area-based charges use the sash's area). */
  charges: z.array(charge).default([]),
  minSashWidth: z.number().int().min(1),
  maxSashWidth: z.number().int().min(1),
  /** Largest sash area in mm² (2.4 m² = 2_400_000). */
  maxSashArea: z.number().int().min(1),
});
export type Opening = z.infer<typeof opening>;

/**
 * Sashes of a window or door: the count comes from the option chosen in the `layout` feature, sashes split
 * the width equally, each sash has one opening type. `transomHeight` is the skylight's height in mm when
 * the `skylight` feature adds one.
 */
export const sashes = z.object({
  openings: z.array(opening).min(1),
  default: openingType,
  transomHeight: z.number().int().min(1),
});
export type Sashes = z.infer<typeof sashes>;

/** Price by a feature's chosen option, or one price for all. */
const rate = z.union([cents, z.object({ feature: key, values: z.record(z.string(), cents) })]);
export type Rate = z.infer<typeof rate>;

/**
 * The base price.
 * - `grid`: a width × height table per option of `feature` (rows are heights, columns widths, both
 *   ascending). `step-up` takes the next step up in both directions; `interpolate` is bilinear between steps.
 *   A size outside the table is refused (`reject`) or priced on request (`on-request`).
 * - `area`: a rate per m² of width × height, billed for at least `minimumArea` m².
 * - `length`: a rate per metre of width, billed for at least `minimumLength` mm.
 */
export const basePrice = z.discriminatedUnion('model', [
  z.object({
    model: z.literal('grid'),
    feature: key,
    lookup: z.enum(['step-up', 'interpolate']),
    outOfRange: z.enum(['reject', 'on-request']),
    widths: z.array(z.number().int().min(1)).min(1),
    heights: z.array(z.number().int().min(1)).min(1),
    prices: z.record(z.string(), z.array(z.array(cents))),
  }),
  z.object({ model: z.literal('area'), rate, minimumArea: z.number().min(0) }),
  z.object({ model: z.literal('length'), rate, minimumLength: z.number().int().min(0) }),
]);
export type BasePrice = z.infer<typeof basePrice>;

/** A condition of a rule: a feature's option is one of `in`, an additional is on or off, a sash has an opening. */
export const condition = z.union([
  z.object({ feature: key, in: z.array(key).min(1) }),
  z.object({ additional: key, is: z.boolean() }),
  z.object({ opening: openingType }),
]);
export type Condition = z.infer<typeof condition>;

/**
 * - `requires`: when `when` holds, `required` must hold too (also "allowed values by profile").
 * - `excludes`: when `when` holds, `excluded` must not.
 * - `auto`: an automatic choice applied while normalizing, before any check (e.g. a tilt-turn sash gets a
 *   handle). `message` says why a rejected configuration is refused, in every language.
 */
export const rule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('requires'), when: condition, required: condition, message: localizedText }),
  z.object({ type: z.literal('excludes'), when: condition, excluded: condition, message: localizedText }),
  z.object({
    type: z.literal('auto'),
    when: condition,
    set: z.union([
      z.object({ feature: key, option: key }),
      z.object({ additional: key, value: z.boolean() }),
    ]),
  }),
]);
export type Rule = z.infer<typeof rule>;

/** From `minQuantity` identical items on, the line is discounted by `basisPoints` (500 = 5 %). */
export const quantityTier = z.object({
  minQuantity: z.number().int().min(2),
  basisPoints: z.number().int().min(1).max(5000),
});
export type QuantityTier = z.infer<typeof quantityTier>;

export const calculatorDefinition = z
  .object({
    /** Raised on every change of prices or options; a quote names the version that priced it. */
    version: z.number().int().min(1),
    family: calculatorFamily,
    drawing: drawingKind,
    deliveryClass,
    sizes: z.object({ width: size, height: size }),
    /** In display order; also the order of their price lines. */
    features: z.array(feature),
    additionals: z.array(additional),
    /** Windows and doors only. */
    sashes: sashes.nullable().default(null),
    base: basePrice,
    rules: z.array(rule).default([]),
    quantityTiers: z.array(quantityTier).default([]),
  })
  .meta({ id: 'CalculatorDefinition' });
export type CalculatorDefinition = z.infer<typeof calculatorDefinition>;
/** A definition as written by hand, before defaults are filled in. */
export type CalculatorDefinitionInput = z.input<typeof calculatorDefinition>;
