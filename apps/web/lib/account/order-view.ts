import {
  type CustomerOrder,
  type OrderStageChange,
  type OrderSummary,
  type PaymentMethod,
  paymentMethods,
} from '@vitrina/contract';
import { type Locale, localeRecord } from '@vitrina/locale';

// How the order history words an order: its date in the locale, its payment method as a key of the
// checkout's texts, a short summary of what it holds, and where it is in the workshop's workflow.

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

/**
 * A moment in Moldova's time zone, date and time: '5 ianuarie 2026 la 10:30', '5 января 2026 г. в 10:30';
 * with the weekday for a visit to plan for: 'luni, 5 ianuarie 2026 la 10:30'.
 */
export function formatOrderMoment(locale: Locale, iso: string, options: { weekday?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeRecord(locale).iso, {
    ...(options.weekday ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Chisinau',
  }).format(date);
}

/** The payment's status and the workshop's stage in one badge, 'Achitată · În producție'; once when alike. */
export function orderStateLabel(status: string, stage: string): string {
  return status === stage ? stage : `${status} · ${stage}`;
}

/** The measurement visit the order waits for, or null: the one last scheduled stays on the order after it. */
export function upcomingMeasurement(order: Pick<OrderSummary, 'stage' | 'measurement_at'>): string | null {
  return order.stage === 'measurement_scheduled' ? order.measurement_at : null;
}

/** The order's way through the workshop, oldest first: placed (new), then each change; none while it is new. */
export function stageTimeline(
  order: Pick<CustomerOrder, 'created_at' | 'stage_history'>,
): OrderStageChange[] {
  if (order.stage_history.length === 0) return [];
  const placed: OrderStageChange = { stage: 'new', at: order.created_at, measurement_at: null, reason: '' };
  return [placed, ...order.stage_history];
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

/**
 * The words of 'Comanda nr. {number}' before and after the number, so that a narrow screen wraps the title
 * before the number rather than inside it ('VT-2026-' / '00042').
 */
export function aroundNumber(template: string): [string, string] {
  const at = template.indexOf('{number}');
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + '{number}'.length)];
}

/** The first titles of an order and how many more there are: a list line stays one or two lines long. */
export function itemsSummary(titles: readonly string[], shown = 2): { titles: string[]; more: number } {
  return { titles: titles.slice(0, shown), more: Math.max(0, titles.length - shown) };
}
