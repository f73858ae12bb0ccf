import { readCart } from './cart-route';

// GET /api/cart → the visitor's cart (GET /calculator/cart/{id}/), or null when the visitor has none yet.

export function GET(request: Request): Promise<Response> {
  return readCart(request);
}
