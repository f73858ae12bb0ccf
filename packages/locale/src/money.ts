import { type Locale, localeRecord } from './locales';

// Prices arrive as integer euro cents, VAT included. The one place they become text. The '€' sign is written
// by hand: Romanian CLDR data spells the currency 'EUR', while the shop writes '€' in both languages.

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
 * In the locale's number format. `when-needed` (catalogue cards, as the shop quotes): '1.250 €' for whole
 * euros, '12,50 €' otherwise. `always` (the configurator's breakdown, whose lines must visibly add up):
 * '1.250,00 €'.
 */
export function formatEuro(
  cents: number,
  locale: Locale,
  fraction: 'when-needed' | 'always' = 'when-needed',
): string {
  const digits = fraction === 'always' || cents % 100 !== 0 ? 2 : 0;
  return `${formatterFor(locale, digits).format(cents / 100)}\u00a0€`;
}
