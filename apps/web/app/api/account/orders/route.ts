import { fetchOrders } from '@/lib/api';
import { parseRowId } from '@/lib/row-id';
import { accountCall } from '../account-route';

// GET /api/account/orders?page=n → GET /calculator/orders/?page=n: a page of the customer's order history
// {results, pages, total_count}. A missing or malformed page is the first.

export function GET(request: Request): Promise<Response> {
  const page = parseRowId(new URL(request.url).searchParams.get('page')) ?? 1;
  return accountCall(request, (locale, access) => fetchOrders(locale, access, Math.min(page, 100_000)));
}
