import { useIsoLocale } from '../fields/useIsoLocale';
import { shopTimeZone } from '../shop';

/** An ISO time as DateTimeField shows it, outside a record (a history entry). */
export function DateTimeText({ value }: { value: string }) {
  const { iso } = useIsoLocale();
  const text = new Date(value).toLocaleString(iso, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: shopTimeZone,
  });
  return <time dateTime={value}>{text}</time>;
}
