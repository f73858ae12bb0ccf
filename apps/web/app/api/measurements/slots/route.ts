import { getMeasurementSlots } from '@/lib/api/measurements';
import { reachApi } from '../../feedbacks/feedback-route';

// GET /api/measurements/slots → GET /measurements/slots/: the free windows of the coming weeks, never kept
// (the booking form reads them in the browser, so the page itself stays kept: docs/adr/0037).

export function GET(request: Request): Promise<Response> {
  return reachApi(request, (locale) => getMeasurementSlots(locale));
}
