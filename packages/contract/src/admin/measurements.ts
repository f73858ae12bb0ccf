import { z } from 'zod';
import { measurementDay, measurementWindow } from '../measurements';
import { int4, staffText } from './requests';

// The back office's measurement calendar (docs/adr/0038): the one calendar's settings, the bookings, and their
// moves and cancellations. Every write names the version it was read at (409 when someone got there first).

const hour = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** A window of a working day: '09:00' to '12:00'. */
export const adminMeasurementWindow = z.strictObject({ start: hour, end: hour });

/** A day nobody measures (a holiday, the team's leave), with the staff's note of why. */
export const adminMeasurementDayOff = z.strictObject({
  /** A real calendar day ('2026-12-25'); the API refuses one before today. */
  day: z.iso.date(),
  reason: staffText(120).default(''),
});

export const adminMeasurementCalendar = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    /** ISO weekdays that take visits: 1 Monday … 7 Sunday. */
    days: z.array(z.number().int()),
    windows: z.array(z.object({ start: z.string(), end: z.string() })),
    capacity: z.number().int(),
    /** The days off from today on, in order (those past are kept, not listed). */
    days_off: z.array(z.object({ day: measurementDay, reason: z.string() })),
  })
  .meta({ id: 'AdminMeasurementCalendar' });
export type AdminMeasurementCalendar = z.infer<typeof adminMeasurementCalendar>;

/** A change of the calendar: what changed, with the version it was read at. */
export const adminMeasurementCalendarUpdate = z.strictObject({
  version: int4,
  days: z.array(z.number().int().min(1).max(7)).min(1).max(7).optional(),
  windows: z.array(adminMeasurementWindow).min(1).max(12).optional(),
  capacity: z.number().int().min(1).max(50).optional(),
  /** All the days off from today on: those left out are working days again. */
  days_off: z.array(adminMeasurementDayOff).max(366).optional(),
});
export type AdminMeasurementCalendarUpdate = z.infer<typeof adminMeasurementCalendarUpdate>;

export const measurementStatuses = ['booked', 'cancelled'] as const;

/** A configuration a booking is about, priced when the booking was made. */
export const adminMeasurementItem = z.object({
  calculator_type_id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  summary: z.array(z.string()),
  quantity: z.number().int(),
  total: z.number().int().nullable(),
  configurator_url: z.string(),
});

export const adminMeasurementBooking = z
  .object({
    id: z.number().int(),
    /** The booking's lead in the inbox. */
    lead_id: z.number().int().nullable(),
    day: measurementDay,
    window: measurementWindow,
    status: z.enum(measurementStatuses),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    city: z.string(),
    address: z.string(),
    note: z.string(),
    locale: z.enum(['ro', 'ru']),
    /** The day was marked off after the booking was made: staff move or cancel it. */
    day_off: z.boolean(),
    items: z.array(adminMeasurementItem),
    version: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminMeasurementBooking' });
export type AdminMeasurementBooking = z.infer<typeof adminMeasurementBooking>;

/** Moves a booking to another free window. */
export const adminMeasurementReschedule = z.strictObject({
  version: int4,
  day: measurementDay,
  window: measurementWindow,
});
export type AdminMeasurementReschedule = z.infer<typeof adminMeasurementReschedule>;

/** Cancels a booking: its place is given back. */
export const adminMeasurementCancel = z.strictObject({ version: int4 });
