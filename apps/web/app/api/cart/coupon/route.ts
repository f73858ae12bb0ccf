import { applyCouponRequest } from '@vitrina/contract';
import { deleteCoupon, postCoupon } from '@/lib/api';
import { writeCart } from '../cart-session';

// POST /api/cart/coupon {code} → POST /calculator/cart/{id}/coupon/ (400 {code: [message]} when refused)
// DELETE /api/cart/coupon → DELETE /calculator/cart/{id}/coupon/

export function POST(request: Request): Promise<Response> {
  return writeCart(request, {
    schema: applyCouponRequest,
    send: (locale, key, { code }) => postCoupon(locale, key, code),
  });
}

export function DELETE(request: Request): Promise<Response> {
  return writeCart(request, { send: (locale, key) => deleteCoupon(locale, key) });
}
