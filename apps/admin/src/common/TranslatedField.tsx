import { useLocaleState, useRecordContext } from 'react-admin';

/** A translated text of a record (`{ro, ru}`) in the language the back office is shown in. */
export function TranslatedField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source] as Record<string, string> | undefined;
  return <>{value?.[locale] || value?.ro || '—'}</>;
}
