import { fetchSpecialists } from '@/lib/api/specialists';
import { forward } from '../calculator/forward';

// GET /api/specialists[?city=code] → GET /specialists/?city=: the list of the finder (400 for an unknown city).

export function GET(request: Request): Promise<Response> {
  const city = new URL(request.url).searchParams.get('city');
  return forward(request, (locale) => fetchSpecialists(locale, city));
}
