import { describe, expect, it } from 'vitest';
import {
  loginPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  repeatProblem,
} from './password';

describe('passwordProblem (docs/product.md §5: required, 8 to 64)', () => {
  it('refuses an empty password as required', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem(undefined)).toBe('required');
  });

  it('takes 8 and 64 characters and refuses 7 and 65', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('passwordTooShort');
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('passwordTooLong');
  });

  it('counts spaces: a password is taken as typed, never trimmed', () => {
    expect(passwordProblem('   abcd   ')).toBeNull();
    expect(passwordProblem('        ')).toBeNull();
  });
});

describe('repeatProblem', () => {
  it('says the passwords do not match before anything else, even for an empty repeat', () => {
    expect(repeatProblem('secret-password', '')).toBe('passwordsDontMatch');
    expect(repeatProblem('secret-password', 'secret-passworD')).toBe('passwordsDontMatch');
  });

  it('then applies the password rules to the repeat', () => {
    expect(repeatProblem('', '')).toBe('required');
    expect(repeatProblem('short', 'short')).toBe('passwordTooShort');
    expect(repeatProblem('secret-password', 'secret-password')).toBeNull();
  });
});

describe('loginPasswordProblem', () => {
  it('only requires a password: length rules are for new ones', () => {
    expect(loginPasswordProblem('')).toBe('required');
    expect(loginPasswordProblem('x')).toBeNull();
  });
});
