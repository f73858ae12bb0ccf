import { DateField, type DateFieldProps } from 'react-admin';
import { shopTimeZone } from '../shop';
import { useIsoLocale } from './useIsoLocale';

/** A date and time in the language on screen, in the shop's time zone. */
export function DateTimeField({ showTime = true, ...props }: DateFieldProps) {
  const { iso } = useIsoLocale();
  const options: Intl.DateTimeFormatOptions = showTime
    ? { dateStyle: 'short', timeStyle: 'short', timeZone: shopTimeZone }
    : { dateStyle: 'short', timeZone: shopTimeZone };
  return <DateField showTime={showTime} locales={iso} options={options} {...props} />;
}
