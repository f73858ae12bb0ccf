import { describe, expect, it } from 'vitest';
import {
  aroundNumber,
  formatOrderDate,
  formatOrderMoment,
  itemsSummary,
  orderDateTime,
  orderStateLabel,
  paymentMethodKey,
  stageTimeline,
  upcomingMeasurement,
} from './order-view';

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

describe('aroundNumber', () => {
  it('splits a title around its number', () => {
    expect(aroundNumber('Comanda nr. {number}')).toEqual(['Comanda nr. ', '']);
    expect(aroundNumber('{number} заказ')).toEqual(['', ' заказ']);
    expect(aroundNumber('Comanda')).toEqual(['Comanda', '']);
  });
});

describe('itemsSummary', () => {
  it('shows the first titles and counts the rest', () => {
    expect(itemsSummary(['Fereastră', 'Ușă', 'Jaluzele'])).toEqual({ titles: ['Fereastră', 'Ușă'], more: 1 });
    expect(itemsSummary(['Fereastră'])).toEqual({ titles: ['Fereastră'], more: 0 });
  });
});

describe('formatOrderMoment', () => {
  it('words the date and time in the locale, in Moldova’s time zone', () => {
    // 08:30 UTC is 10:30 in Chișinău in winter, 11:30 in summer.
    expect(formatOrderMoment('ro', '2026-01-05T08:30:00Z')).toMatch(/^5 ianuarie 2026\D+10:30$/);
    expect(formatOrderMoment('ru', '2026-07-06T08:30:00Z')).toMatch(/^6 июля 2026\D+11:30$/);
    expect(formatOrderMoment('ro', '2026-01-05T08:30:00Z', { weekday: true })).toMatch(
      /^luni, 5 ianuarie 2026/,
    );
    expect(formatOrderMoment('ru', '2026-01-05T08:30:00Z', { weekday: true })).toMatch(
      /^понедельник, 5 января/,
    );
    expect(formatOrderMoment('ro', 'mâine')).toBe('mâine');
  });
});

describe('the workshop stage', () => {
  it('joins the payment status and the stage, once when they say the same', () => {
    expect(orderStateLabel('Achitată', 'În producție')).toBe('Achitată · În producție');
    expect(orderStateLabel('Anulată', 'Anulată')).toBe('Anulată');
  });

  it('shows the measurement visit only while the order waits for it', () => {
    const at = '2026-01-05T08:30:00.000Z';
    expect(upcomingMeasurement({ stage: 'measurement_scheduled', measurement_at: at })).toBe(at);
    expect(upcomingMeasurement({ stage: 'in_production', measurement_at: at })).toBeNull();
    expect(upcomingMeasurement({ stage: 'measurement_scheduled', measurement_at: null })).toBeNull();
  });

  it('starts the timeline with the order placed, and has none while nothing changed', () => {
    const created_at = '2026-01-01T10:00:00.000Z';
    expect(stageTimeline({ created_at, stage_history: [] })).toEqual([]);
    const cancelled = {
      stage: 'cancelled' as const,
      at: '2026-01-02T10:00:00.000Z',
      measurement_at: null,
      reason: 'X',
    };
    expect(stageTimeline({ created_at, stage_history: [cancelled] })).toEqual([
      { stage: 'new', at: created_at, measurement_at: null, reason: '' },
      cancelled,
    ]);
  });
});
