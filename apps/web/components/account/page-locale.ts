import { defaultLocale, isLocale, type Locale } from '@vitrina/locale';

/**
 * The page's language, read in the browser from <html lang> (the site shell sets it, on the 404 page too).
 * Only for the modal bodies, which render in the browser alone.
 */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}
