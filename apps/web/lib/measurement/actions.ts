'use server';

import { type MeasurementRequest, measurementRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { feedback } from '@vitrina/locale/messages/feedback';
import { actionClientIp, checkedCall } from '@/lib/actions/action-reply';
import { postMeasurementBooking } from '@/lib/api/measurements';
import type { StorefrontReply } from '@/lib/storefront-request';

// A measurement booking as a Server Action (docs/adr/0050). The free windows stay a route handler
// (app/api/measurements/slots), which the form reads when it opens.

/**
 * → POST /measurements/bookings/, with the browser's address for the API's per-address limit: 201 {id, day,
 * window}, 400 field errors, 409 the window filled up meanwhile (a detail in the page's language), 429.
 */
export async function bookMeasurement(
  localeArgument: Locale,
  booking: MeasurementRequest,
): Promise<StorefrontReply> {
  return checkedCall(
    localeArgument,
    measurementRequest,
    booking,
    (locale) => feedback[locale].requests.down,
    async (locale, body) => postMeasurementBooking(locale, body, await actionClientIp()),
  );
}
