import { format, getMessages, type Locale, localeRecord } from '@vitrina/locale';
import type { ProductSummary } from '@/lib/api';

// Prices arrive as integer euro cents, VAT included (packages/contract catalog.ts). Shown as the shop quotes
// them: whole euros without decimals ('109 €'), cents only when there are some ('12,50 €').

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(localeRecord(locale).iso, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * '1.250 €' / '1 250 €' for whole euros, '12,50 €' otherwise, in the locale's number format. The sign is
 * written by hand: Romanian CLDR data spells the currency 'EUR', while the shop writes '€' in both languages.
 */
export function formatEuro(cents: number, locale: Locale): string {
  return `${formatterFor(locale, cents % 100 === 0 ? 0 : 2).format(cents / 100)}\u00a0€`;
}

/** 'de la 109 €/m²', '690 €', '12,50 €/m': the price line of a card or a product page. */
export function priceLabel(
  product: Pick<ProductSummary, 'price' | 'price_from' | 'unit'>,
  locale: Locale,
): string {
  const texts = getMessages(locale).catalog.price;
  const perUnit = product.unit === 'piece' ? '' : texts.perUnit[product.unit];
  const amount = `${formatEuro(product.price, locale)}${perUnit}`;
  return product.price_from ? format(texts.from, { price: amount }) : amount;
}

/** The price as schema.org wants it: a decimal string with a dot, '109.00'. */
export function euroDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** '6' or '2,5' metres, for the bar length of per-metre products. */
export function formatMetres(metres: number, locale: Locale): string {
  return new Intl.NumberFormat(localeRecord(locale).iso, { maximumFractionDigits: 2 }).format(metres);
}
