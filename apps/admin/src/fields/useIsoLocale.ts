import { localeRecord } from '@vitrina/locale';
import { useLocaleState } from 'react-admin';

/** The language on screen, and its BCP 47 tag for Intl ('ro-RO', 'ru-RU'). */
export function useIsoLocale(): { locale: 'ro' | 'ru'; iso: string } {
  const [current] = useLocaleState();
  const locale = current === 'ru' ? 'ru' : 'ro';
  return { locale, iso: localeRecord(locale).iso };
}
