import { describe, expect, it } from 'vitest';
import { offerNumber, offerValidUntil } from './offer-number';

describe('offerNumber', () => {
  it('reads the year in Moldova and pads the sequence to six digits', () => {
    expect(offerNumber(123, new Date('2026-05-12T09:00:00Z'))).toBe('Q-2026-000123');
    // 23:30 UTC on New Year's Eve is already the next year in Chișinău.
    expect(offerNumber(7, new Date('2026-12-31T23:30:00Z'))).toBe('Q-2027-000007');
    expect(offerNumber(1_234_567, new Date('2026-05-12T09:00:00Z'))).toBe('Q-2026-1234567');
  });
});

describe('offerValidUntil', () => {
  it('is fourteen days later', () => {
    expect(offerValidUntil(new Date('2026-05-12T09:00:00Z')).toISOString()).toBe('2026-05-26T09:00:00.000Z');
  });
});
