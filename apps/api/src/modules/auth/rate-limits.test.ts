import { describe, expect, it } from 'vitest';
import {
  accountDelay,
  accountDelaySeconds,
  accountWaitSeconds,
  signInKeys,
  signInLimits,
} from './rate-limits';

describe('the per-account sign-in delay', () => {
  it('asks nothing below the free failures, then doubles from 2 s up to the cap', () => {
    const free = signInLimits.perAccount.attempts;
    expect(free).toBe(5);
    for (let failures = 0; failures < free; failures += 1) expect(accountDelaySeconds(failures)).toBe(0);
    expect([5, 6, 7, 8, 9, 10, 11, 50, 10_000].map(accountDelaySeconds)).toEqual([
      2, 4, 8, 16, 32, 60, 60, 60, 60,
    ]);
    expect(accountDelay.capSeconds).toBe(60);
  });

  it('grows with every further failure until the cap', () => {
    let previous = 0;
    for (let failures = 5; failures <= 9; failures += 1) {
      expect(accountDelaySeconds(failures)).toBeGreaterThan(previous);
      previous = accountDelaySeconds(failures);
    }
  });

  it('answers the whole seconds left after the last failure, at least 1, and 0 once the delay is over', () => {
    expect(accountWaitSeconds(4, 0)).toBe(0);
    expect(accountWaitSeconds(5, 0)).toBe(2);
    expect(accountWaitSeconds(5, 0.5)).toBe(2);
    expect(accountWaitSeconds(5, 1.9)).toBe(1);
    expect(accountWaitSeconds(5, 2)).toBe(0);
    expect(accountWaitSeconds(7, 3)).toBe(5);
    expect(accountWaitSeconds(100, 59.99)).toBe(1);
    expect(accountWaitSeconds(100, 61)).toBe(0);
  });

  it('keys a sign-in by pair, account and address, in any case of the e-mail, staff apart', () => {
    expect(signInKeys(' Ion@Mail.md ', '192.0.2.1')).toEqual({
      pair: 'pair:ion@mail.md 192.0.2.1',
      account: 'account:ion@mail.md',
      accountLast: 'account-last:ion@mail.md',
      address: 'address:192.0.2.1',
    });
    expect(signInKeys('ion@mail.md', '192.0.2.1', 'staff-').pair).toBe('staff-pair:ion@mail.md 192.0.2.1');
  });
});
