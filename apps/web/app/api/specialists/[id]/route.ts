import { getMessages } from '@vitrina/locale';
import { fetchSpecialist } from '@/lib/api/specialists';
import { parseRowId } from '@/lib/row-id';
import { forward, requestLocale } from '../../calculator/forward';
import { answer } from '../../route-answers';

// GET /api/specialists/{id} → GET /specialists/{id}/: a specialist's details. An id that names no row is not
// even asked for.

interface SpecialistRoute {
  params: Promise<{ id: string }>;
}

export async function GET(request: Request, { params }: SpecialistRoute): Promise<Response> {
  const id = parseRowId((await params).id);
  if (id === null) {
    return answer({ detail: getMessages(requestLocale(request)).specialists.notFound }, 404);
  }
  return forward(request, (locale) => fetchSpecialist(locale, id));
}
