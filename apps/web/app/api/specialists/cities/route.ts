import { fetchSpecialistCities } from '@/lib/api/specialists';
import { forward } from '../../calculator/forward';

// GET /api/specialists/cities → GET /specialists/cities/: the finder's city choice.

export function GET(request: Request): Promise<Response> {
  return forward(request, fetchSpecialistCities);
}
