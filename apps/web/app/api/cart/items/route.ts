import { addConfiguredItemRequest } from '@vitrina/contract';
import { postConfiguredItem } from '@/lib/api';
import { writeCart } from '../cart-session';

// POST /api/cart/items {calculator_type_id, configuration, quantity} → POST /calculator/cart/{id}/items/

export function POST(request: Request): Promise<Response> {
  return writeCart(request, {
    schema: addConfiguredItemRequest,
    retry: true,
    send: (locale, key, item) => postConfiguredItem(locale, key, item),
  });
}
