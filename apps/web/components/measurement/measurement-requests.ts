import type { MeasurementRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { type StorefrontReply, storefrontRequest } from '@/lib/storefront-request';

// The booking form's calls, through the storefront's route handlers (app/api/measurements/...).

export function loadSlots(locale: Locale): Promise<StorefrontReply> {
  return storefrontRequest('GET', '/api/measurements/slots', locale);
}

export function sendBooking(locale: Locale, body: MeasurementRequest): Promise<StorefrontReply> {
  return storefrontRequest('POST', '/api/measurements/bookings', locale, body);
}
