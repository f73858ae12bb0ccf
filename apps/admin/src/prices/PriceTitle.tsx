import { useRecordContext } from 'react-admin';
import { useTitle } from './useTitle';

/** A price list's name in page titles: its calculator's title in the language on screen. */
export function PriceTitle() {
  const record = useRecordContext<{ title?: { ro: string; ru: string } }>();
  const title = useTitle();
  return <>{title(record?.title)}</>;
}
