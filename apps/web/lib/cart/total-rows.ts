import type { CartTotalsBody } from '@vitrina/contract';
import type { Messages } from '@vitrina/locale';

// The totals of docs/product.md §3 in the order the cart shows them, for the cart and for a placed order alike. The
// discounts are negative cents (packages/pricing's cartTotals); the grand total is shown apart by each.

export type TotalKey =
  | 'common'
  | 'quantity_discount'
  | 'coupon'
  | 'new_total'
  | 'delivery'
  | 'bonuses'
  | 'net_total'
  | 'vat';

export interface TotalRow {
  key: TotalKey;
  label: string;
  cents: number;
}

/** The rows above the grand total. The quantity discount always shows; a coupon and bonuses when used. */
export function totalRows(
  totals: CartTotalsBody,
  labels: Messages['cart']['totals'],
  couponCode: string | null,
): TotalRow[] {
  const rows: TotalRow[] = [
    { key: 'common', label: labels.common, cents: totals.common },
    { key: 'quantity_discount', label: labels.quantityDiscount, cents: totals.quantity_discount },
  ];
  if (totals.coupon_discount !== 0)
    rows.push({
      key: 'coupon',
      label: couponCode ? `${labels.coupon} ${couponCode}` : labels.coupon,
      cents: totals.coupon_discount,
    });
  rows.push({ key: 'new_total', label: labels.newTotal, cents: totals.new_total });
  rows.push({ key: 'delivery', label: labels.delivery, cents: totals.delivery });
  if (totals.bonus_discount !== 0)
    rows.push({ key: 'bonuses', label: labels.bonuses, cents: totals.bonus_discount });
  rows.push({ key: 'net_total', label: labels.netTotal, cents: totals.net_total });
  rows.push({ key: 'vat', label: labels.vat, cents: totals.vat });
  return rows;
}
