import { useRecordContext, useTranslate } from 'react-admin';
import { useTitle } from './useTitle';

/** A price list's name in page titles: its calculator's title in the language on screen. */
export function PriceTitle() {
  const record = useRecordContext<{ title?: { ro: string; ru: string } }>();
  const title = useTitle();
  return <>{title(record?.title)}</>;
}

/** The edit page's title: "Price list" and the calculator, in the language on screen. */
export function PriceEditTitle() {
  const translate = useTranslate();
  return (
    <>
      {translate('resources.calculators.name', { smart_count: 1 })} <PriceTitle />
    </>
  );
}
