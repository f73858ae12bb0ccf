'use client';

import { type Locale, withLocale } from '@vitrina/locale';
import { localeCookie } from './browser-cookies';

interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The address of the page shown, in `target`: the page's own hreflang alternate (lib/seo.ts writes one per
 * language into the head, and the router replaces them on every navigation) with the address bar's query,
 * or the language's home page when the page names none. The slug tables that could work it out stay on the
 * server: they would be in every page's first load (docs/adr/0055).
 */
export function addressIn(target: Locale, alternates: Iterable<Alternate>, search: string): string {
  for (const alternate of alternates) {
    if (alternate.hreflang === target) return new URL(alternate.href, 'http://page').pathname + search;
  }
  return withLocale(target, '/');
}

/** This page in `target`, read from the document when asked: the header does not re-render on navigation. */
export function pageInLanguage(target: Locale): string {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  const alternates = [...links].map((link) => ({ hreflang: link.hreflang, href: link.href }));
  return addressIn(target, alternates, window.location.search);
}

/** Remembers the chosen language (NEXT_LOCALE, one year) and returns the current page's address in it. */
export function rememberLanguage(target: Locale): string {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox; the value is built by serializeCookie
  document.cookie = localeCookie(target, window.location.protocol === 'https:');
  return pageInLanguage(target);
}
