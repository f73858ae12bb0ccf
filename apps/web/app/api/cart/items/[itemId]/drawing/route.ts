import { getMessages } from '@vitrina/locale';
import { fetchCartItemDrawing } from '@/lib/api';
import { readCustomerCartId, readTokens } from '@/lib/auth/session';
import { hasSignIn } from '@/lib/auth/with-auth';
import { currentCustomerCart, readKey } from '@/lib/cart/cart-session';
import { parseRowId } from '@/lib/row-id';
import { namedLocale } from '../../../../calculator/forward';
import { drawingAnswer, signedInDrawing } from '../../../../drawing-answer';
import { unlessDown } from '../../../../route-answers';
import { noSuchItem } from '../../../cart-route';

// GET /api/cart/items/{itemId}/drawing?lang=ru → GET /calculator/cart/{id}/items/{itemId}/drawing/: the line's
// drawing to scale for the cart's <img> (issue 20, docs/adr/0047), opened with the keys only this origin holds:
// the anonymous cart's cookie, or the customer's access token and cart id.

interface DrawingRoute {
  params: Promise<{ itemId: string }>;
}

export async function GET(request: Request, { params }: DrawingRoute): Promise<Response> {
  const itemId = parseRowId((await params).itemId);
  if (itemId === null) return noSuchItem(request);
  const locale = namedLocale(request);
  const etag = request.headers.get('if-none-match');
  return unlessDown(getMessages(locale).cart.requests.apiDown, async () => {
    const tokens = await readTokens();
    if (hasSignIn(tokens)) {
      return signedInDrawing(locale, tokens, async (access) => {
        let id = await readCustomerCartId();
        if (id === null) {
          const current = await currentCustomerCart(locale, access);
          if (current.id === null) return current.reply;
          id = current.id;
        }
        return fetchCartItemDrawing(locale, { id, access }, itemId, etag);
      });
    }
    const key = await readKey();
    if (key === null) return noSuchItem(request);
    return drawingAnswer(await fetchCartItemDrawing(locale, key, itemId, etag));
  });
}
