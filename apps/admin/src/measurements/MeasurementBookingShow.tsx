import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Stack, Typography } from '@mui/material';
import type { AdminMeasurementBooking } from '@vitrina/contract';
import { formatEuro } from '@vitrina/locale';
import {
  Button,
  FunctionField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SectionTitle } from '../common/SectionTitle';
import { DateTimeField } from '../fields/DateTimeField';
import { useIsoLocale } from '../fields/useIsoLocale';
import { BookingActions } from './BookingActions';
import { measurementStatusChoices, useDayText } from './MeasurementBookingList';
import { hoursOf } from './weekdays';

/** The configurations the visit is about, each with its price when booked and its configurator link. */
function BookingItems() {
  const booking = useRecordContext<AdminMeasurementBooking>();
  const translate = useTranslate();
  const { locale } = useIsoLocale();
  if (!booking || booking.items.length === 0) return null;
  return (
    <>
      <SectionTitle label="vitrina.measurements.items" />
      <Stack spacing={2}>
        {booking.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is its position in the booking
          <div key={index}>
            <Typography fontWeight="bold">
              {item.title} × {item.quantity}
            </Typography>
            {item.summary.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
            <Typography variant="body2" sx={{ my: 0.5 }}>
              {translate('vitrina.leads.price')}:{' '}
              {item.total === null ? '—' : formatEuro(item.total, locale, 'always')}
            </Typography>
            <Button
              component="a"
              href={item.configurator_url}
              target="_blank"
              rel="noopener"
              label="vitrina.leads.openConfigurator"
              variant="outlined"
            >
              <OpenInNewIcon />
            </Button>
          </div>
        ))}
      </Stack>
    </>
  );
}

/** A booking on a day marked off after it was made: the staff are asked to move it. */
function DayOffAlert() {
  const booking = useRecordContext<AdminMeasurementBooking>();
  const translate = useTranslate();
  if (!booking?.day_off || booking.status !== 'booked') return null;
  return <Alert severity="warning">{translate('vitrina.measurements.dayOffAlert')}</Alert>;
}

/** One booking: when and where, who, what about; moved or cancelled from its actions. */
export function MeasurementBookingShow() {
  const dayText = useDayText();
  return (
    <Show actions={<BookingActions />}>
      <SimpleShowLayout>
        <DayOffAlert />
        <FunctionField<AdminMeasurementBooking>
          source="day"
          render={(booking) => `${dayText(booking.day)}, ${hoursOf(booking.window)}`}
        />
        <SelectField source="status" choices={measurementStatusChoices} />
        <TextField source="name" />
        <TextField source="phone" />
        <TextField source="email" emptyText="—" />
        <FunctionField<AdminMeasurementBooking>
          source="address"
          render={(booking) => `${booking.address}, ${booking.city}`}
        />
        <TextField source="note" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
        <SelectField
          source="locale"
          choices={[
            { id: 'ro', name: 'vitrina.locales.ro' },
            { id: 'ru', name: 'vitrina.locales.ru' },
          ]}
        />
        <DateTimeField source="created_at" />
        <ReferenceField source="lead_id" reference="leads" link="edit" emptyText="—" />
        <BookingItems />
      </SimpleShowLayout>
    </Show>
  );
}
