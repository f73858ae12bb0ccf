import { format, formatEuro, getMessages, type Locale, localeRecord } from '@vitrina/locale';
import type { ProductSummary } from '@/lib/api';

// Prices arrive as integer euro cents, VAT included (packages/contract catalog.ts). Shown as the shop quotes
// them: whole euros without decimals ('109 €'), cents only when there are some ('12,50 €').

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
