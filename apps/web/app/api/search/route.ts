import { searchReply } from '@/lib/api';
import { parseRowId } from '@/lib/row-id';
import { forward } from '../calculator/forward';

// GET /api/search?search={text}&page={n} → GET /search/?search={text}&page={n}, in the page's language: the
// header's suggestions (the browser never calls the API itself). The API's status and body come back as
// they are (400 for an empty or too long query); the overlay shows suggestions only for a page of results.

export function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const search = query.get('search') ?? '';
  const page = parseRowId(query.get('page')) ?? 1;
  return forward(request, (locale) => searchReply(locale, search, page));
}
