import { measurementRequest } from '@vitrina/contract';
import { postMeasurementBooking } from '@/lib/api/measurements';
import { sendForm } from '../../feedbacks/feedback-route';

// POST /api/measurements/bookings → POST /measurements/bookings/: 201 {id, day, window}, 400 field errors, 409 the
// window filled up meanwhile (a detail in the page's language), 429.

export function POST(request: Request): Promise<Response> {
  return sendForm(request, measurementRequest, postMeasurementBooking);
}
