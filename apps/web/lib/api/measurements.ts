import type { MeasurementRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { forwardedFor } from './account';
import { type ApiReply, apiSend } from './client';

// The free measurement (docs/product.md §5 Measurement booking): its free windows, read per request since every
// booking changes them, and a booking, limited per address by the API like the other forms.

/** GET /measurements/slots/: the bookable days with the places each window has left. */
export function getMeasurementSlots(locale: Locale): Promise<ApiReply> {
  return apiSend('GET', '/measurements/slots/', undefined, { locale });
}

/** POST /measurements/bookings/: 201 {id, day, window}, 400 field errors, 409 the window is full, 429. */
export function postMeasurementBooking(
  locale: Locale,
  body: MeasurementRequest,
  clientIp: string | null,
): Promise<ApiReply> {
  return apiSend('POST', '/measurements/bookings/', body, { locale, headers: forwardedFor(clientIp) });
}
