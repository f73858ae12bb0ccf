import { ACCESS_TOKEN_LIFETIME_S, REFRESH_TOKEN_LIFETIME_S } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_COOKIE_MARGIN_S,
  accessCookieName,
  authCookieNames,
  authCookieOptions,
  customerCartCookieName,
  parseCustomerCartCookie,
  parseTokenCookie,
  refreshCookieName,
} from './cookies';

describe('the sign-in cookies', () => {
  it('keep the refresh token httpOnly and Lax for the whole site, as long as a sign-in lasts', () => {
    expect(authCookieOptions('refresh', 'http://localhost:3000')).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
      maxAge: REFRESH_TOKEN_LIFETIME_S,
    });
  });

  it('drop the access token a margin before the API stops taking it', () => {
    const options = authCookieOptions('access', 'http://localhost:3000');
    expect(options.httpOnly).toBe(true);
    expect(options.maxAge).toBe(ACCESS_TOKEN_LIFETIME_S - ACCESS_COOKIE_MARGIN_S);
    expect(options.maxAge).toBeGreaterThan(0);
    expect(options.maxAge).toBeLessThan(ACCESS_TOKEN_LIFETIME_S);
  });

  it('are Secure when the storefront is served over https', () => {
    for (const kind of ['refresh', 'access', 'customerCart'] as const) {
      expect(authCookieOptions(kind, 'https://vitrina.md').secure).toBe(true);
      expect(authCookieOptions(kind, 'http://127.0.0.1:3000').secure).toBe(false);
    }
  });

  it('are cleared together, and none shares a name with another cookie', () => {
    expect(authCookieNames).toEqual([refreshCookieName, accessCookieName, customerCartCookieName]);
    expect(new Set([...authCookieNames, 'vitrina_cart']).size).toBe(4);
  });

  it('read back only what a token or a cart id can be', () => {
    expect(parseTokenCookie('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe(
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    );
    for (const value of [undefined, null, '', 'has space', 'semi;colon', 'x'.repeat(4097)]) {
      expect(parseTokenCookie(value), String(value)).toBeNull();
    }
    expect(parseCustomerCartCookie('17')).toBe(17);
    for (const value of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999', '2147483648']) {
      expect(parseCustomerCartCookie(value), String(value)).toBeNull();
    }
  });
});
