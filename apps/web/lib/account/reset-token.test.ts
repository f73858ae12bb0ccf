import { describe, expect, it } from 'vitest';
import { readResetToken, withoutResetToken } from './reset-token';

describe('readResetToken', () => {
  it('reads the token of the link', () => {
    expect(readResetToken(new URLSearchParams('reset_token=abc-123_X'))).toBe('abc-123_X');
  });

  it('ignores a missing, empty or oversized token', () => {
    expect(readResetToken(new URLSearchParams(''))).toBeNull();
    expect(readResetToken(new URLSearchParams('reset_token='))).toBeNull();
    expect(readResetToken(new URLSearchParams(`reset_token=${'a'.repeat(201)}`))).toBeNull();
  });
});

describe('withoutResetToken', () => {
  it('drops only the token from the address', () => {
    expect(withoutResetToken('/', '?reset_token=abc')).toBe('/');
    expect(withoutResetToken('/ru', '?reset_token=abc&utm=mail', '#top')).toBe('/ru?utm=mail#top');
    expect(withoutResetToken('/ru', '')).toBe('/ru');
  });
});
