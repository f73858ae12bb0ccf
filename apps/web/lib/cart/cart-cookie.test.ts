import { describe, expect, it } from 'vitest';
import { cartCookieOptions, encodeCartCookie, parseCartCookie } from './cart-cookie';

describe('the anonymous cart cookie', () => {
  it('carries the cart id and its anonymous key', () => {
    const key = { id: 42, anonymousId: 'Zx3_k9-QpL2mN8vR' };
    expect(encodeCartCookie(key)).toBe('42.Zx3_k9-QpL2mN8vR');
    expect(parseCartCookie(encodeCartCookie(key))).toEqual(key);
  });

  it('treats anything else as no cart', () => {
    for (const value of [
      undefined,
      null,
      '',
      '42',
      '.abcdefghij',
      '0.abcdefghij',
      'x.abcdefghij',
      '42.short',
      '42.has space in it',
      '42.semi;colon-here',
      '99999999999.abcdefghij',
      `1.${'a'.repeat(201)}`,
    ]) {
      expect(parseCartCookie(value), String(value)).toBeNull();
    }
  });

  it('is httpOnly and Lax for the whole site, Secure over https', () => {
    expect(cartCookieOptions('http://localhost:3000')).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
    });
    expect(cartCookieOptions('https://vitrina.md').secure).toBe(true);
    expect(cartCookieOptions('https://vitrina.md').maxAge).toBeGreaterThan(30 * 24 * 60 * 60);
  });
});
