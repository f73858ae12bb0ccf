import type { DeliveryClass } from './definition';

/**
 * SPEC §9 delivery: free when the goods total (after the quantity discount) is strictly over 1000.00 €;
 * below that ONE fee per order, the highest rate among the delivery classes in the cart (a window and a
 * handle travel together in the window's van): large 49.00 € (windows, doors, gates, awnings, coverings),
 * small 16.90 € (blinds, window sills), accessory 8.90 €. An empty cart pays nothing.
 */
export const FREE_DELIVERY_OVER = 100_000;

export const DELIVERY_RATES: Readonly<Record<DeliveryClass, number>> = {
  large: 4900,
  small: 1690,
  accessory: 890,
};

export function deliveryFee(lines: readonly { deliveryClass: DeliveryClass; total: number }[]): number {
  if (lines.length === 0) return 0;
  const goods = lines.reduce((sum, line) => sum + line.total, 0);
  if (goods > FREE_DELIVERY_OVER) return 0;
  return Math.max(...lines.map((line) => DELIVERY_RATES[line.deliveryClass]));
}
