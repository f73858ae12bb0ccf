import { CART_BADGE_MAX } from '@/components/ui-constants';

/** Text of the cart badge: nothing for an empty cart, the count up to 99, then "99+". */
export function cartBadgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  if (whole <= 0) return '';
  return whole > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(whole);
}
