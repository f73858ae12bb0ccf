import type { Configuration } from './configuration';
import type { DeliveryClass, LocalizedText } from './definition';

/**
 * Where a problem is, as a path into the configuration: 'width', 'height', 'options.profile',
 * 'additionals.net', 'sashes.1' (0-based), or 'configuration' for a rule spanning several parts.
 */
export type ConfigurationField = string;

export type ConfigurationErrorCode =
  | 'min' // a size below its minimum
  | 'max' // a size above its maximum
  | 'invalid' // not a whole number of mm, or an unknown option / toggle / opening
  | 'requires' // a `requires` rule failed
  | 'excludes' // an `excludes` rule failed
  | 'sash_min_width'
  | 'sash_max_width'
  | 'sash_max_area'
  | 'sash_count' // sashes given do not match the layout's count
  | 'grid_range'; // outside the price grid, and the grid rejects

export interface ConfigurationError {
  field: ConfigurationField;
  code: ConfigurationErrorCode;
  /** Said in every language, so the API answers in the request's and the browser in the page's. */
  message: LocalizedText;
}

/**
 * One line of the breakdown, in the declared order: 'base', 'option.{feature}', 'sash.{i}',
 * 'additional.{key}', 'quantity_discount'. Amounts are cents for ONE item except `quantity_discount`,
 * which is for the whole quantity (negative).
 */
export interface QuoteLine {
  key: string;
  label: LocalizedText;
  amount: number;
}

export interface Quote {
  /** The definition version that priced it. */
  version: number;
  configuration: Configuration;
  /** Lines for one item, without the quantity discount. */
  lines: QuoteLine[];
  /** Sum of `lines`: one item, VAT included. */
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity. */
  subtotal: number;
  /** Zero or negative: the quantity tier reached, for the whole quantity. */
  quantityDiscount: number;
  /** subtotal + quantityDiscount, VAT included: what the visitor pays for these items (before delivery). */
  total: number;
  /** The VAT part of `total` (20 %), and the rest. vat + net === total. */
  vat: number;
  net: number;
  /** Per item: width × height in m² (3 decimals) and the width in m (3 decimals). */
  area: number;
  linearMetres: number;
  deliveryClass: DeliveryClass;
}

export type QuoteResult =
  | { status: 'priced'; quote: Quote }
  /** Valid, but outside the price grid of a definition that quotes such sizes on request. */
  | { status: 'on_request'; version: number; configuration: Configuration; reason: LocalizedText }
  | { status: 'rejected'; version: number; configuration: Configuration; errors: ConfigurationError[] };

export interface QuoteOptions {
  /** Identical items priced together (quantity tiers); default 1. */
  quantity?: number;
  /**
   * What to do with a size outside its limits: `reject` (the API: never price what was not asked for) or
   * `clamp` to the nearest limit (the configurator while a visitor types; docs/product.md §5 Configurator sizes).
   */
  sizes?: 'reject' | 'clamp';
}
