import { useLocaleState } from 'react-admin';

/** A calculator's title in the language on screen. */
export function useTitle() {
  const [locale] = useLocaleState();
  return (title: { ro: string; ru: string } | undefined) =>
    title ? (locale === 'ru' ? title.ru : title.ro) : '';
}
