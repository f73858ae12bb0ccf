import type { DeliveryClass } from './definition';

/**
 * docs/product.md §9 delivery: free once the goods total (after the quantity and coupon discounts) reaches 1000.00 € —
 * "free delivery over 1000.00 €" read as "from 1000.00 € on" (the catalogue's note says "от 1000 €");
 * below that ONE fee per order, the highest rate among the delivery classes in the cart (a window and a
 * handle travel together in the window's van): large 49.00 € (windows, doors, gates, awnings, coverings),
 * small 16.90 € (blinds, window sills), accessory 8.90 €. An empty cart pays nothing.
 */
export const FREE_DELIVERY_FROM = 100_000;

export const DELIVERY_RATES: Readonly<Record<DeliveryClass, number>> = {
  large: 4900,
  small: 1690,
  accessory: 890,
};

/** The delivery fee of goods worth `goods` cents (after discounts) in the given classes. */
export function deliveryFee(classes: readonly DeliveryClass[], goods: number): number {
  if (classes.length === 0) return 0;
  if (goods >= FREE_DELIVERY_FROM) return 0;
  return Math.max(...classes.map((deliveryClass) => DELIVERY_RATES[deliveryClass]));
}
