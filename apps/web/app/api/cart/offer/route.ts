import { postCartOffer } from '@/lib/api';
import { writeCart } from '../cart-session';

// POST /api/cart/offer → POST /calculator/cart/{id}/offer/: an offer of the visitor's cart, 201 {number}.

export function POST(request: Request): Promise<Response> {
  return writeCart(request, { send: (locale, key) => postCartOffer(locale, key) });
}
