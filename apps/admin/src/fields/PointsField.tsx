import { Typography } from '@mui/material';
import { formatEuro } from '@vitrina/locale';
import { BONUS_POINT_CENTS } from '@vitrina/pricing';
import { type FieldProps, useFieldValue } from 'react-admin';
import { useIsoLocale } from './useIsoLocale';

/** Bonus points with what they are worth ('1 500 · 15,00 €'), signed when `signed` (a ledger's entries). */
export function PointsField({ signed = false, ...props }: FieldProps & { signed?: boolean }) {
  const points = useFieldValue(props);
  const { locale, iso } = useIsoLocale();
  if (typeof points !== 'number') return null;
  const count = new Intl.NumberFormat(iso, { signDisplay: signed ? 'exceptZero' : 'auto' }).format(points);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {count} · {formatEuro(points * BONUS_POINT_CENTS, locale, 'always')}
    </Typography>
  );
}
