import { measurementDayPattern, measurementWindowPattern } from '@vitrina/forms';
import { z } from 'zod';

// The free-measurement booking (docs/product.md §5 Measurement booking, docs/adr/0038): the free windows of the
// coming weeks, and a booking of one. The request's fields are bounded strings here; their rules are
// @vitrina/forms' measurementRules, which the API runs and the storefront's form runs before sending.

const text = z.string().max(1000);

/** POST /measurements/bookings/. `calculations`: ids of calculations the API saved (the configurator's). */
export const measurementRequest = z.object({
  name: text,
  phone: text,
  city: text,
  address: text,
  day: text,
  window: text,
  note: z.string().max(10_000).optional(),
  email: text.optional(),
  /** The privacy policy accepted: required, true. */
  terms: z.boolean(),
  calculations: z.array(z.string().max(64)).max(10).optional(),
});
export type MeasurementRequest = z.input<typeof measurementRequest>;

/** A day of the calendar ('2026-12-01') and a window of it ('09:00-12:00'). */
export const measurementDay = z.string().regex(measurementDayPattern);
export const measurementWindow = z.string().regex(measurementWindowPattern);

/** One window of a working day, with the visits it still takes (0: full). */
export const measurementSlot = z.object({ window: measurementWindow, free: z.number().int() });

/** GET /measurements/slots/: the working days of the coming weeks, in order, each with its windows. */
export const measurementSlots = z
  .object({
    days: z.array(z.object({ day: measurementDay, windows: z.array(measurementSlot) })),
  })
  .meta({ id: 'MeasurementSlots' });
export type MeasurementSlots = z.infer<typeof measurementSlots>;

/** A booking made: its id and the window it holds. */
export const measurementBooked = z.object({
  id: z.number().int(),
  day: measurementDay,
  window: measurementWindow,
});
export type MeasurementBooked = z.infer<typeof measurementBooked>;
