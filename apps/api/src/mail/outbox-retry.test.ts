import { describe, expect, it } from 'vitest';
import { afterFailure, defaultRetryPolicy, isPermanentRefusal, retryDelay } from './outbox-retry';

const none = () => 0;
const hour = 3_600_000;

describe('the outbox back-off', () => {
  it('waits 30 s after the first failure, doubling up to an hour', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 20, 40].map((n) => retryDelay(n, defaultRetryPolicy, none));
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, hour, hour, hour]);
  });

  it('lengthens each wait by at most 10 %', () => {
    expect(retryDelay(1, defaultRetryPolicy, () => 0.5)).toBe(31_500);
    expect(retryDelay(1, defaultRetryPolicy, () => 0.999_999)).toBeLessThanOrEqual(33_000);
    expect(retryDelay(9, defaultRetryPolicy, () => 0.999_999)).toBeLessThanOrEqual(1.1 * hour);
  });

  it('keeps trying for at least 24 hours before a message is failed, and not much longer', () => {
    const tried = (random: () => number) => {
      let waited = 0;
      let attempts = 1;
      for (;;) {
        const next = afterFailure(attempts, false, defaultRetryPolicy, random);
        if (next.status === 'failed') return { attempts, waited };
        waited += next.delayMs;
        attempts += 1;
      }
    };
    const shortest = tried(none);
    expect(shortest.attempts).toBe(defaultRetryPolicy.maxAttempts);
    expect(shortest.waited).toBeGreaterThanOrEqual(24 * hour);
    expect(tried(() => 0.999_999).waited).toBeLessThan(27 * hour);
  });

  it('gives up at once when the server refused the message itself', () => {
    expect(afterFailure(1, true, defaultRetryPolicy)).toEqual({ status: 'failed' });
    const refusedRecipient = Object.assign(new Error('Mailbox unavailable'), {
      code: 'EENVELOPE',
      responseCode: 550,
      permanent: true,
    });
    expect(isPermanentRefusal(refusedRecipient)).toBe(true);
    expect(isPermanentRefusal({ code: 'EENVELOPE', responseCode: 451, permanent: false })).toBe(false);
    expect(isPermanentRefusal({ code: 'EAUTH', responseCode: 535, permanent: true })).toBe(false);
    expect(isPermanentRefusal(new Error('connect ECONNREFUSED'))).toBe(false);
    expect(isPermanentRefusal('550')).toBe(false);
  });
});
