import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { calculations } from './calculator';

// Free-measurement visits (docs/product.md §5 Measurement booking, docs/adr/0038). The staff keep one calendar
// (which weekdays, which time windows, how many visits a window takes); a booking takes a place in one window
// of one day. How many places a window has given away is a counter row, raised only by a guarded UPDATE, so
// two visitors racing for the last place cannot both get it, on PGlite and PostgreSQL alike.

/** A time window of a working day, in Moldova's time: '09:00' to '12:00'. */
export interface MeasurementWindowRow {
  start: string;
  end: string;
}

/** The calendar: one row (id 1), changed in the back office, never added or deleted (docs/adr/0033). */
export const measurementCalendar = pgTable(
  'measurement_calendar',
  {
    id: integer('id').primaryKey(),
    /** ISO weekdays that take visits: 1 Monday … 7 Sunday. */
    days: integer('days').array().notNull(),
    windows: jsonb('windows').$type<MeasurementWindowRow[]>().notNull(),
    /** Visits one window of one day takes. */
    capacity: integer('capacity').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('measurement_calendar_one_row', sql`${t.id} = 1`),
    check('measurement_calendar_capacity_check', sql`${t.capacity} between 1 and 50`),
  ],
);

/**
 * Places given away per window of a day: created by the first booking of that window, raised by a booking
 * (`booked < capacity` in the same UPDATE), lowered by a cancellation or a move. `window` is 'HH:MM-HH:MM'.
 */
export const measurementSlots = pgTable(
  'measurement_slots',
  {
    day: date('day', { mode: 'string' }).notNull(),
    window: text('window').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.window] }),
    check('measurement_slots_booked_check', sql`${t.booked} >= 0`),
  ],
);

export type MeasurementStatusRow = 'booked' | 'cancelled';

/** A visitor's booking of a window: its lead (kind 'measurement') is the back office inbox's. */
export const measurementBookings = pgTable(
  'measurement_bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    window: text('window').notNull(),
    status: text('status').$type<MeasurementStatusRow>().notNull().default('booked'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    city: text('city').notNull(),
    address: text('address').notNull(),
    note: text('note').notNull().default(''),
    locale: text('locale').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('measurement_bookings_day_idx').on(t.day, t.window),
    check('measurement_bookings_status_check', sql`${t.status} in ('booked', 'cancelled')`),
  ],
);

/**
 * The configurations a booking is about: calculations the API saved, priced again with the definition version
 * that priced them when the booking was made (that version and total kept here).
 */
export const measurementBookingItems = pgTable(
  'measurement_booking_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => measurementBookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    calculationId: uuid('calculation_id')
      .notNull()
      .references(() => calculations.id),
    calculatorTypeId: integer('calculator_type_id').notNull(),
    version: integer('version').notNull(),
    quantity: integer('quantity').notNull(),
    /** Null when the configuration is priced on request. */
    total: integer('total'),
  },
  (t) => [index('measurement_booking_items_booking_idx').on(t.bookingId, t.position)],
);

/**
 * Days nobody measures (a public holiday, the team's leave), marked in the calendar's settings: they offer no
 * window, whatever their weekday. Bookings made before a day was marked stay on it, flagged in the agenda, for
 * staff to move. `reason` is the staff's own note ('Crăciun'), never shown to visitors.
 */
export const measurementDaysOff = pgTable('measurement_days_off', {
  day: date('day', { mode: 'string' }).primaryKey(),
  reason: text('reason').notNull().default(''),
});
