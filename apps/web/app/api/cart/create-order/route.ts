import { createOrderRequest } from '@vitrina/contract';
import { postCreateOrder } from '@/lib/api';
import { writeCart } from '../cart-session';

// POST /api/cart/create-order {comment} → POST /calculator/cart/{id}/create-order/: the order and, for a card
// payment, the payment page to go to (docs/product.md §4).

export function POST(request: Request): Promise<Response> {
  return writeCart(request, {
    schema: createOrderRequest,
    send: (locale, key, order) => postCreateOrder(locale, key, order),
  });
}
