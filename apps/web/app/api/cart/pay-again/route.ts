import { postPayAgain } from '@/lib/api';
import { writeCart } from '../cart-session';

// POST /api/cart/pay-again → POST /calculator/cart/{id}/pay-again/: a new card payment of the order the
// visitor's cart placed, at the API's amount (issue 20); 200 {pay_url}, the bank's page to go to. No body:
// nothing the browser could say about the payment is taken.

export function POST(request: Request): Promise<Response> {
  return writeCart(request, { send: (locale, key) => postPayAgain(locale, key) });
}
