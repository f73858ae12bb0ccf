import { setPaymentDetailsRequest } from '@vitrina/contract';
import { postPaymentDetails } from '@/lib/api';
import { writeCart } from '../cart-session';

// POST /api/cart/payment-details {payment_method, use_bonuses, bonus_quantity} → POST .../set-payment-details/

export function POST(request: Request): Promise<Response> {
  return writeCart(request, {
    schema: setPaymentDetailsRequest,
    send: (locale, key, payment) => postPaymentDetails(locale, key, payment),
  });
}
