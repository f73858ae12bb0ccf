import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { rememberLocale } from '../session';
import { ro } from './ro';
import { ru } from './ru';

const polyglot = polyglotI18nProvider((locale) => (locale === 'ru' ? ru : ro), 'ro', [
  { locale: 'ro', name: 'Română' },
  { locale: 'ru', name: 'Русский' },
]);

/**
 * Romanian first, Russian on request (the storefront's languages). A change is remembered for the staff member
 * (PATCH /admin/api/session), and the page's lang follows, which the API reads back as Accept-Language.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  async changeLocale(locale, options) {
    await polyglot.changeLocale(locale, options);
    document.documentElement.lang = locale;
    if (locale === 'ro' || locale === 'ru')
      rememberLocale(locale).catch(() => {
        // The language still changes on screen; it is only not remembered for the next visit.
      });
  },
};
