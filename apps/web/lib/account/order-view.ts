import { type PaymentMethod, paymentMethods } from '@vitrina/contract';
import { type Locale, localeRecord } from '@vitrina/locale';

// How the order history words an order: its date in the locale, its payment method as a key of the
// checkout's texts, and a short summary of what it holds.

/** '14 octombrie 2026', '14 октября 2026 г.' from an ISO timestamp or date, in Moldova's time zone. */
export function formatOrderDate(locale: Locale, iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeRecord(locale).iso, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Chisinau',
  }).format(date);
}

/** The machine date for a <time> element: '2026-10-14'. */
export function orderDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 10);
}

export type PaymentMethodKey = keyof typeof paymentMethods;

// The contract's methods ({card: 1, ...}) read the other way round.
const methodKeys = Object.fromEntries(
  Object.entries(paymentMethods).map(([key, method]) => [method, key]),
) as Record<PaymentMethod, PaymentMethodKey>;

/** The key of a payment method in the checkout's texts ('card' for 1). */
export function paymentMethodKey(method: PaymentMethod): PaymentMethodKey {
  return methodKeys[method];
}

/** The first titles of an order and how many more there are: a list line stays one or two lines long. */
export function itemsSummary(titles: readonly string[], shown = 2): { titles: string[]; more: number } {
  return { titles: titles.slice(0, shown), more: Math.max(0, titles.length - shown) };
}
