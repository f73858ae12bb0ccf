import { getMessages } from '@vitrina/locale';
import { fetchOrderItemDrawing } from '@/lib/api';
import { readTokens } from '@/lib/auth/session';
import { parseRowId } from '@/lib/row-id';
import { namedLocale } from '../../../../../../calculator/forward';
import { signedInDrawing } from '../../../../../../drawing-answer';
import { answer, unlessDown } from '../../../../../../route-answers';

// GET /api/account/orders/{id}/items/{position}/drawing?lang=ru → GET /calculator/orders/{id}/items/{position}/
// drawing/: the drawing of one line of the customer's order, for the profile's <img> (issue 20,
// docs/adr/0047). Another customer's order is the API's 404.

interface DrawingRoute {
  params: Promise<{ id: string; position: string }>;
}

export async function GET(request: Request, { params }: DrawingRoute): Promise<Response> {
  const path = await params;
  const locale = namedLocale(request);
  const texts = getMessages(locale).cart.requests;
  const orderId = parseRowId(path.id);
  // Positions count from 0: the line's index in the order's answer.
  const position = /^\d{1,4}$/.test(path.position) ? Number(path.position) : null;
  if (orderId === null || position === null) return answer({ detail: texts.noSuchOrder }, 404);
  const etag = request.headers.get('if-none-match');
  return unlessDown(texts.accountDown, async () =>
    signedInDrawing(locale, await readTokens(), (access) =>
      fetchOrderItemDrawing(locale, access, orderId, position, etag),
    ),
  );
}
