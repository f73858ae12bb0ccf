import { Typography } from '@mui/material';
import { formatEuro } from '@vitrina/locale';
import { type FieldProps, useFieldValue } from 'react-admin';
import { useIsoLocale } from './useIsoLocale';

/** Integer euro cents as the shop writes money ('1.234,56 €' in Romanian, '1 234,56 €' in Russian). */
export function MoneyField(props: FieldProps) {
  const value = useFieldValue(props);
  const { locale } = useIsoLocale();
  if (typeof value !== 'number') return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatEuro(value, locale, 'always')}
    </Typography>
  );
}
