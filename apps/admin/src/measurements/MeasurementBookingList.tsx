import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { AdminMeasurementBooking } from '@vitrina/contract';
import {
  DateInput,
  List,
  Loading,
  Pagination,
  RecordContextProvider,
  SearchInput,
  SelectInput,
  ShowButton,
  useListContext,
  useTranslate,
} from 'react-admin';
import { useIsoLocale } from '../fields/useIsoLocale';
import { hoursOf, shopToday } from './weekdays';

// The agenda of measurement visits: from today on, day by day, each day's visits by window (docs/adr/0038).

export const measurementStatusChoices = [
  { id: 'booked', name: 'vitrina.measurements.statuses.booked' },
  { id: 'cancelled', name: 'vitrina.measurements.statuses.cancelled' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="day_gte" source="day_gte" alwaysOn />,
  <DateInput key="day_lte" source="day_lte" />,
  <SelectInput key="status" source="status" choices={measurementStatusChoices} alwaysOn />,
];

/** A calendar day as staff read it: 'luni, 30 noiembrie 2026'. */
export function useDayText() {
  const { iso } = useIsoLocale();
  const format = new Intl.DateTimeFormat(iso, { dateStyle: 'full', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

function Agenda() {
  const { data, isPending } = useListContext<AdminMeasurementBooking>();
  const translate = useTranslate();
  const dayText = useDayText();
  if (isPending) return <Loading />;
  if (!data || data.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('vitrina.measurements.empty')}
      </Typography>
    );
  const days = [...new Set(data.map((booking) => booking.day))];
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {days.map((day) => (
        <Card key={day} variant="outlined" component="section" aria-labelledby={`agenda-${day}`}>
          <CardContent>
            <Typography id={`agenda-${day}`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {dayText(day)}
            </Typography>
            <Stack spacing={1}>
              {data
                .filter((booking) => booking.day === day)
                .map((booking) => (
                  <RecordContextProvider key={booking.id} value={booking}>
                    <Box
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: { xs: '1fr', md: '7rem 1fr 12rem auto' },
                        gap: 1,
                        alignItems: 'center',
                        borderTop: 1,
                        borderColor: 'divider',
                        pt: 1,
                      }}
                    >
                      <Typography fontWeight="bold">{hoursOf(booking.window)}</Typography>
                      <Box>
                        <Typography>
                          {booking.name} · {booking.phone}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {booking.address}, {booking.city}
                        </Typography>
                      </Box>
                      <Box>
                        <Chip
                          size="small"
                          color={booking.status === 'booked' ? 'primary' : 'default'}
                          label={translate(`vitrina.measurements.statuses.${booking.status}`)}
                        />
                        {booking.day_off && booking.status === 'booked' ? (
                          <Chip
                            size="small"
                            color="warning"
                            variant="outlined"
                            sx={{ ml: 1 }}
                            label={translate('vitrina.measurements.dayOffFlag')}
                          />
                        ) : null}
                        {booking.items.length > 0 ? (
                          <Typography variant="body2" color="text.secondary">
                            {translate('vitrina.measurements.configurations', {
                              smart_count: booking.items.length,
                            })}
                          </Typography>
                        ) : null}
                      </Box>
                      <ShowButton sx={{ justifySelf: { xs: 'start', md: 'end' } }} />
                    </Box>
                  </RecordContextProvider>
                ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

export function MeasurementBookingList() {
  return (
    <List
      exporter={false}
      filters={filters}
      filterDefaultValues={{ day_gte: shopToday(), status: 'booked' }}
      perPage={100}
      pagination={<Pagination rowsPerPageOptions={[100]} />}
    >
      <Agenda />
    </List>
  );
}
