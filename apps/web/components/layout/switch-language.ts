'use client';

import { type Locale, switchLocalePath } from '@vitrina/locale';
import { localeCookie } from './browser-cookies';

/**
 * Remembers the chosen language (NEXT_LOCALE, one year) and returns the current page's address in it.
 * Reads the address bar rather than a server-rendered path: the header lives in a layout that does not
 * re-render on client-side navigation, so a path given at render time may be stale.
 */
export function rememberLanguage(target: Locale): string {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox; the value is built by serializeCookie
  document.cookie = localeCookie(target, window.location.protocol === 'https:');
  return switchLocalePath(window.location.pathname + window.location.search, target);
}
