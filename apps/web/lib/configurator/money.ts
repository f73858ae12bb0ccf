import { type Locale, localeRecord } from '@vitrina/locale';

// The configurator shows every amount to the cent ('1.234,50 €', '1 234,50 €'), unlike the catalogue's
// cards (components/catalog/price-format.ts drops '.00'): a breakdown whose lines do not visibly add up
// would not be trusted. The '€' sign is written by hand for the same reason as there (ro CLDR says 'EUR').

const formatters = new Map<Locale, Intl.NumberFormat>();

export function formatCents(cents: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(localeRecord(locale).iso, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return `${formatter.format(cents / 100)}\u00a0€`;
}
