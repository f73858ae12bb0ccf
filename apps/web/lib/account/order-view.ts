import type { PaymentMethod } from '@vitrina/contract';
import { type Locale, localeRecord } from '@vitrina/locale';

// How the order history words an order: its date in the locale, its status and payment method as keys of
// the account texts, and a short summary of what it holds.

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

export type PaymentMethodKey = 'card' | 'cash' | 'invoice' | 'onDelivery';

const methodKeys: Record<PaymentMethod, PaymentMethodKey> = {
  1: 'card',
  2: 'cash',
  3: 'invoice',
  4: 'onDelivery',
};

export function paymentMethodKey(method: PaymentMethod): PaymentMethodKey {
  return methodKeys[method];
}

/** The first titles of an order and how many more there are: a list line stays one or two lines long. */
export function itemsSummary(titles: readonly string[], shown = 2): { titles: string[]; more: number } {
  return { titles: titles.slice(0, shown), more: Math.max(0, titles.length - shown) };
}
