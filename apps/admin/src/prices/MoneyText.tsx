import { formatEuro } from '@vitrina/locale';
import { useTranslate } from 'react-admin';
import { useIsoLocale } from '../fields/useIsoLocale';

/** Cents as the shop writes money, or "on request" when a version does not price the sample. */
export function MoneyText({ cents }: { cents: number | null }) {
  const { locale } = useIsoLocale();
  const translate = useTranslate();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {cents === null ? translate('vitrina.prices.noPrice') : formatEuro(cents, locale, 'always')}
    </span>
  );
}
