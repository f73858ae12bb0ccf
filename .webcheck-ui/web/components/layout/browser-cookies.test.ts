import { describe, expect, it } from 'vitest';
import { consentCookie, hasCookieConsent, localeCookie, readCookie } from './browser-cookies';

describe('cookie consent', () => {
  it('is kept for 30 days on the whole site, SameSite=Lax', () => {
    expect(consentCookie(false)).toBe('cookie_consent=1; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('is Secure on https', () => {
    expect(consentCookie(true).endsWith('; Secure')).toBe(true);
  });

  it('is found among other cookies, and only by its exact name', () => {
    expect(hasCookieConsent('NEXT_LOCALE=ru; cookie_consent=1')).toBe(true);
    expect(hasCookieConsent('')).toBe(false);
    expect(hasCookieConsent('my_cookie_consent=1; cookie_consent_x=1')).toBe(false);
  });
});

describe('locale cookie', () => {
  it('remembers the chosen language for a year', () => {
    expect(localeCookie('ru', false)).toBe('NEXT_LOCALE=ru; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is read back', () => {
    expect(readCookie('a=1; NEXT_LOCALE=ro', 'NEXT_LOCALE')).toBe('ro');
  });
});
