import { describe, expect, it } from 'vitest';
import { formatOrderDate, itemsSummary, orderDateTime, paymentMethodKey } from './order-view';

describe('formatOrderDate', () => {
  it('words the date in the locale, in Moldova’s time zone', () => {
    expect(formatOrderDate('ro', '2026-10-14T09:30:00Z')).toBe('14 octombrie 2026');
    expect(formatOrderDate('ru', '2026-10-14T09:30:00Z')).toMatch(/^14 октября 2026/);
    // 23:30 UTC is already the next day in Chișinău.
    expect(formatOrderDate('ro', '2026-10-14T23:30:00Z')).toBe('15 octombrie 2026');
    expect(formatOrderDate('ro', '2026-10-14')).toBe('14 octombrie 2026');
  });

  it('keeps a value it cannot read', () => {
    expect(formatOrderDate('ro', 'ieri')).toBe('ieri');
    expect(orderDateTime('ieri')).toBe('ieri');
  });
});

describe('paymentMethodKey', () => {
  it('names the four methods', () => {
    expect([1, 2, 3, 4].map((method) => paymentMethodKey(method as 1 | 2 | 3 | 4))).toEqual([
      'card',
      'cash',
      'invoice',
      'onDelivery',
    ]);
  });
});

describe('itemsSummary', () => {
  it('shows the first titles and counts the rest', () => {
    expect(itemsSummary(['Fereastră', 'Ușă', 'Jaluzele'])).toEqual({ titles: ['Fereastră', 'Ușă'], more: 1 });
    expect(itemsSummary(['Fereastră'])).toEqual({ titles: ['Fereastră'], more: 0 });
  });
});
