import EventNoteIcon from '@mui/icons-material/EventNote';
import type { AdminMeasurementBooking } from '@vitrina/contract';
import { MeasurementBookingList } from './MeasurementBookingList';
import { MeasurementBookingShow } from './MeasurementBookingShow';

export { measurementCalendar } from './MeasurementCalendar';

export const measurementBookings = {
  list: MeasurementBookingList,
  show: MeasurementBookingShow,
  icon: EventNoteIcon,
  recordRepresentation: (booking: AdminMeasurementBooking) =>
    `${booking.day} ${booking.window} · ${booking.name}`,
};
