import {
  COOKIE_CONSENT_MAX_AGE_S,
  COOKIE_CONSENT_NAME,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_COOKIE_NAME,
} from '@/components/ui-constants';

// Cookies the page itself writes (consent, chosen language): plain first-party, SameSite=Lax,
// Secure on https. Nothing secret lives here; tokens stay in httpOnly cookies set by the server.

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.floor(options.maxAgeSeconds)}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Value of a cookie in a `document.cookie` / Cookie header string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      return pair.slice(eq + 1).trim();
    }
  }
  return null;
}

export function hasCookieConsent(cookieHeader: string): boolean {
  return readCookie(cookieHeader, COOKIE_CONSENT_NAME) !== null;
}

export function consentCookie(secure: boolean): string {
  return serializeCookie(COOKIE_CONSENT_NAME, '1', { maxAgeSeconds: COOKIE_CONSENT_MAX_AGE_S, secure });
}

export function localeCookie(locale: string, secure: boolean): string {
  return serializeCookie(LOCALE_COOKIE_NAME, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S, secure });
}
