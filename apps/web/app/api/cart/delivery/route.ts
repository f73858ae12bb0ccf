import { setDeliveryRequest } from '@vitrina/contract';
import { postDelivery } from '@/lib/api';
import { writeCart } from '../cart-session';

// POST /api/cart/delivery {delivery_type, city, street, house, apartment} → POST .../set-delivery/

export function POST(request: Request): Promise<Response> {
  return writeCart(request, {
    schema: setDeliveryRequest,
    send: (locale, key, delivery) => postDelivery(locale, key, delivery),
  });
}
