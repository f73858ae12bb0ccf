import type { DeliveryClass } from './definition';
import { deliveryFee } from './delivery';
import { divRound, percentOf, vatOf } from './money';

export interface CartTotalsLine {
  /** unitPrice × quantity, and the (negative) quantity discount of the line, in cents. */
  subtotal: number;
  quantityDiscount: number;
  deliveryClass: DeliveryClass;
  /** Per item: m² and metres (3 decimals), as in a quote. */
  area: number;
  linearMetres: number;
  /** Items (or metres, m² for goods sold by measure: up to 2 decimals). */
  quantity: number;
  kind: 'window' | 'door' | 'other';
}

/** A coupon's discount: basis points of the goods (1000 = 10 %), or a fixed amount in cents. */
export type CouponDiscount = { kind: 'percent'; basisPoints: number } | { kind: 'amount'; cents: number };

export interface CartAdjustments {
  coupon?: CouponDiscount | null;
  /** Bonus points the customer chose to spend; one point pays BONUS_POINT_CENTS. */
  bonusPoints?: number;
}

/** What one bonus point is worth: one euro cent. */
export const BONUS_POINT_CENTS = 1;

export interface CartTotals {
  /** Σ unit price × quantity. */
  common: number;
  /** Zero or negative. */
  quantityDiscount: number;
  /** Zero or negative: the coupon, never more than the goods. */
  couponDiscount: number;
  /** The goods after both discounts. */
  newTotal: number;
  delivery: number;
  /** Zero or negative: bonuses spent, never more than goods and delivery. */
  bonusDiscount: number;
  /** Bonus points actually spent (bonusDiscount / BONUS_POINT_CENTS). */
  bonusPoints: number;
  /** The most bonus points this cart can take: goods and delivery, in points (what the customer holds aside). */
  bonusPointsPayable: number;
  /** What the customer pays, VAT included. */
  grandTotal: number;
  /** The VAT contained in grandTotal (20 %); vat + netTotal === grandTotal. */
  vat: number;
  netTotal: number;
  totalArea: number;
  linearMetres: number;
  windows: number;
  doors: number;
}

// Thousandths summed as integers so 0.1 + 0.2 stays 0.3.
const thousandths = (value: number) => Math.round(value * 1000);

/**
 * The totals and characteristics of docs/product.md §3 Cart, in this order: goods (common), quantity discount, coupon
 * → new total; delivery on the new total; bonuses pay part of the rest → grand total; VAT is taken once, of
 * the grand total. Money in cents, VAT included; no total is ever negative.
 */
export function cartTotals(lines: readonly CartTotalsLine[], adjustments: CartAdjustments = {}): CartTotals {
  const sum = (pick: (line: CartTotalsLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const common = sum((line) => line.subtotal);
  const quantityDiscount = sum((line) => line.quantityDiscount);
  const goods = common + quantityDiscount;
  const couponDiscount = -couponAmount(adjustments.coupon ?? null, goods);
  const newTotal = goods + couponDiscount;
  const delivery = deliveryFee(
    lines.map((line) => line.deliveryClass),
    newTotal,
  );
  const payable = newTotal + delivery;
  const wanted = Math.max(0, Math.floor(adjustments.bonusPoints ?? 0));
  const bonusPointsPayable = Math.floor(payable / BONUS_POINT_CENTS);
  const bonusPoints = Math.min(wanted, bonusPointsPayable);
  const bonusDiscount = bonusPoints === 0 ? 0 : -bonusPoints * BONUS_POINT_CENTS;
  const grandTotal = payable + bonusDiscount;
  const vat = vatOf(grandTotal);
  return {
    common,
    quantityDiscount,
    couponDiscount: couponDiscount === 0 ? 0 : couponDiscount,
    newTotal,
    delivery,
    bonusDiscount,
    bonusPoints,
    bonusPointsPayable,
    grandTotal,
    vat,
    netTotal: grandTotal - vat,
    totalArea: sum((line) => Math.round(thousandths(line.area) * line.quantity)) / 1000,
    linearMetres: sum((line) => Math.round(thousandths(line.linearMetres) * line.quantity)) / 1000,
    windows: sum((line) => (line.kind === 'window' ? line.quantity : 0)),
    doors: sum((line) => (line.kind === 'door' ? line.quantity : 0)),
  };
}

/**
 * The most bonus points an order allows (issue 20): what the customer holds, at most what the cart costs.
 * The checkout spends this much unless the customer asks for less.
 */
export function bonusPointsAllowed(totals: Pick<CartTotals, 'bonusPointsPayable'>, held: number): number {
  return Math.max(0, Math.min(Math.floor(held), totals.bonusPointsPayable));
}

/** The coupon's discount of `goods` cents, as a positive amount; never more than the goods. */
function couponAmount(coupon: CouponDiscount | null, goods: number): number {
  if (coupon === null || goods <= 0) return 0;
  const amount = coupon.kind === 'percent' ? percentOf(goods, coupon.basisPoints) : coupon.cents;
  return Math.min(Math.max(0, amount), goods);
}

/**
 * Bonus points earned by a paid order: `rateBasisPoints` (300 = 3 %) of what was paid for the goods (the
 * grand total without delivery), one point per BONUS_POINT_CENTS, rounded half away from zero.
 */
export function bonusEarned(
  totals: Pick<CartTotals, 'grandTotal' | 'delivery'>,
  rateBasisPoints: number,
): number {
  const paidForGoods = Math.max(0, totals.grandTotal - totals.delivery);
  return divRound(percentOf(paidForGoods, rateBasisPoints), BONUS_POINT_CENTS);
}
