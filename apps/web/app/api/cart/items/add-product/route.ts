import { addProductRequest } from '@vitrina/contract';
import { postProductItem } from '@/lib/api';
import { writeCart } from '../../cart-session';

// POST /api/cart/items/add-product {product_id, quantity} → POST /calculator/cart/{id}/items/add-product/

export function POST(request: Request): Promise<Response> {
  return writeCart(request, {
    schema: addProductRequest,
    retry: true,
    send: (locale, key, item) => postProductItem(locale, key, item),
  });
}
