import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField as MuiTextField,
} from '@mui/material';
import type { AdminMeasurementBooking, MeasurementSlots } from '@vitrina/contract';
import { useState } from 'react';
import {
  Button,
  Confirm,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { VitrinaDataProvider } from '../dataProvider';
import { useDayText } from './MeasurementBookingList';
import { hoursOf } from './weekdays';

// A booking's two writes (docs/adr/0038): move it to another window that has a place, or cancel it. Each is
// sent with the version it was read at; the API audits it and e-mails the visitor when they left an address
// (the dialogs say whether they will hear of it, or must be called), and a 409 (someone else changed it, the
// window filled up) shows its detail and reads the booking again.

function useWrite() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (write: () => Promise<unknown>, done: string) => {
    try {
      await write();
      notify(done, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
    refresh();
  };
}

function RescheduleButton({ booking }: { booking: AdminMeasurementBooking }) {
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const translate = useTranslate();
  const dayText = useDayText();
  const write = useWrite();
  const [slots, setSlots] = useState<MeasurementSlots['days'] | null>(null);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const show = async () => {
    setChosen('');
    setOpen(true);
    setSlots((await dataProvider.measurementSlots()).days);
  };
  const options = (slots ?? []).flatMap(({ day, windows }) =>
    windows
      .filter((slot) => slot.free > 0 && !(day === booking.day && slot.window === booking.window))
      .map((slot) => ({
        value: `${day} ${slot.window}`,
        label: `${dayText(day)}, ${hoursOf(slot.window)} (${translate('vitrina.measurements.free', {
          smart_count: slot.free,
        })})`,
      })),
  );
  const move = async () => {
    const [day = '', window = ''] = chosen.split(' ');
    setOpen(false);
    await write(
      () => dataProvider.rescheduleMeasurement(booking.id, { version: booking.version, day, window }),
      'vitrina.measurements.moved',
    );
  };
  return (
    <>
      <Button label="vitrina.measurements.reschedule" onClick={show}>
        <EventRepeatIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="reschedule-title" fullWidth>
        <DialogTitle id="reschedule-title">{translate('vitrina.measurements.reschedule')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(
              booking.email === '' ? 'vitrina.measurements.movedByCall' : 'vitrina.measurements.movedByEmail',
            )}
          </DialogContentText>
          <MuiTextField
            select
            fullWidth
            margin="normal"
            label={translate('vitrina.measurements.newWindow')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            disabled={slots === null}
            helperText={
              slots !== null && options.length === 0 ? translate('vitrina.measurements.noFree') : ' '
            }
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </MuiTextField>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button
            label="vitrina.measurements.move"
            variant="contained"
            disabled={chosen === ''}
            onClick={move}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}

function CancelBookingButton({ booking }: { booking: AdminMeasurementBooking }) {
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const write = useWrite();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="vitrina.measurements.cancel" color="error" onClick={() => setOpen(true)}>
        <EventBusyIcon />
      </Button>
      <Confirm
        isOpen={open}
        title="vitrina.measurements.cancelTitle"
        content={
          booking.email === '' ? 'vitrina.measurements.cancelTextCall' : 'vitrina.measurements.cancelText'
        }
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setOpen(false);
          await write(
            () => dataProvider.cancelMeasurement(booking.id, booking.version),
            'vitrina.measurements.cancelled',
          );
        }}
      />
    </>
  );
}

/** The booking page's toolbar: a cancelled booking has nothing left to do. */
export function BookingActions() {
  const booking = useRecordContext<AdminMeasurementBooking>();
  if (!booking || booking.status === 'cancelled') return <TopToolbar />;
  return (
    <TopToolbar>
      <RescheduleButton booking={booking} />
      <CancelBookingButton booking={booking} />
    </TopToolbar>
  );
}
