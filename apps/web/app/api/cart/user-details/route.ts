import { setUserDetailsRequest } from '@vitrina/contract';
import { postUserDetails } from '@/lib/api';
import { writeCart } from '../cart-session';

// POST /api/cart/user-details {email, full_name, phone} → POST /calculator/cart/{id}/set-user-details/

export function POST(request: Request): Promise<Response> {
  return writeCart(request, {
    schema: setUserDetailsRequest,
    send: (locale, key, details) => postUserDetails(locale, key, details),
  });
}
