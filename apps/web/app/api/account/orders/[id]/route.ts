import { getMessages } from '@vitrina/locale';
import { fetchOrder } from '@/lib/api';
import { parseRowId } from '@/lib/row-id';
import { requestLocale } from '../../../calculator/forward';
import { answer } from '../../../route-answers';
import { accountCall } from '../../account-route';

// GET /api/account/orders/{id} → GET /calculator/orders/{id}/: one of the customer's orders, whole (404 for
// anyone else's).

interface OrderRoute {
  params: Promise<{ id: string }>;
}

export async function GET(request: Request, { params }: OrderRoute): Promise<Response> {
  const id = parseRowId((await params).id);
  if (id === null) {
    return answer({ detail: getMessages(requestLocale(request)).cart.requests.noSuchOrder }, 404);
  }
  return accountCall(request, (locale, access) => fetchOrder(locale, access, id));
}
