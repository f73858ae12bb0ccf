import type { MeasurementRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { bookMeasurement } from '@/lib/measurement/actions';
import { actionReply, type StorefrontReply, storefrontRequest } from '@/lib/storefront-request';

// The booking form's calls: the free windows through the storefront's route handler (app/api/measurements/slots),
// the booking through its Server Action (lib/measurement/actions.ts).

export function loadSlots(locale: Locale): Promise<StorefrontReply> {
  return storefrontRequest('GET', '/api/measurements/slots', locale);
}

export function sendBooking(locale: Locale, body: MeasurementRequest): Promise<StorefrontReply> {
  return actionReply(bookMeasurement(locale, body));
}
