import { Alert, Link, ListItem, List as MuiList, Typography } from '@mui/material';
import type { AdminMeasurementBooking, AdminMeasurementCalendar } from '@vitrina/contract';
import { Loading, useCreatePath, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SectionTitle } from '../common/SectionTitle';
import { useDayText } from './MeasurementBookingList';
import { hoursOf, shopToday } from './weekdays';

// Under the calendar's days off: the visits still booked on one of them (made before the day was marked), each
// a link to its page, where the staff move or cancel it.

export function BookingsOnDaysOff() {
  const calendar = useRecordContext<AdminMeasurementCalendar>();
  const translate = useTranslate();
  const dayText = useDayText();
  const createPath = useCreatePath();
  const { data, isPending } = useGetList<AdminMeasurementBooking>('measurement-bookings', {
    filter: { day_off: 'true', status: 'booked', day_gte: shopToday() },
    pagination: { page: 1, perPage: 100 },
    // Part of the query's key: a saved calendar (a new version) reads the list again.
    meta: { calendarVersion: calendar?.version },
  });
  return (
    <section>
      <SectionTitle label="vitrina.measurements.onDaysOff" />
      {isPending ? (
        <Loading />
      ) : !data || data.length === 0 ? (
        <Typography color="text.secondary">{translate('vitrina.measurements.noneOnDaysOff')}</Typography>
      ) : (
        <>
          <Alert severity="warning">{translate('vitrina.measurements.onDaysOffHelp')}</Alert>
          <MuiList dense>
            {data.map((booking) => (
              <ListItem key={booking.id} disableGutters>
                <Link
                  component={RouterLink}
                  to={createPath({ resource: 'measurement-bookings', id: booking.id, type: 'show' })}
                >
                  {dayText(booking.day)}, {hoursOf(booking.window)} · {booking.name} · {booking.phone}
                </Link>
              </ListItem>
            ))}
          </MuiList>
        </>
      )}
    </section>
  );
}
