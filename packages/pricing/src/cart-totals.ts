import type { DeliveryClass } from './definition';
import { deliveryFee } from './delivery';
import { vatOf } from './money';

export interface CartTotalsLine {
  /** unitPrice × quantity, and the (negative) quantity discount of the line, in cents. */
  subtotal: number;
  quantityDiscount: number;
  deliveryClass: DeliveryClass;
  /** Per item: m² and metres (3 decimals), as in a quote. */
  area: number;
  linearMetres: number;
  quantity: number;
  kind: 'window' | 'door' | 'other';
}

export interface CartTotals {
  common: number;
  quantityDiscount: number;
  newTotal: number;
  delivery: number;
  grandTotal: number;
  vat: number;
  netTotal: number;
  totalArea: number;
  linearMetres: number;
  windows: number;
  doors: number;
}

/** The totals and characteristics of SPEC §3 Cart. Money in cents, VAT included; VAT is taken once, of the grand total. */
export function cartTotals(lines: readonly CartTotalsLine[]): CartTotals {
  const sum = (pick: (line: CartTotalsLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const common = sum((line) => line.subtotal);
  const quantityDiscount = sum((line) => line.quantityDiscount);
  const newTotal = common + quantityDiscount;
  const delivery = deliveryFee(
    lines.map((line) => ({
      deliveryClass: line.deliveryClass,
      total: line.subtotal + line.quantityDiscount,
    })),
  );
  const grandTotal = newTotal + delivery;
  const vat = vatOf(grandTotal);
  // Thousandths summed as integers so 0.1 + 0.2 stays 0.3.
  const thousandths = (value: number) => Math.round(value * 1000);
  return {
    common,
    quantityDiscount,
    newTotal,
    delivery,
    grandTotal,
    vat,
    netTotal: grandTotal - vat,
    totalArea: sum((line) => thousandths(line.area) * line.quantity) / 1000,
    linearMetres: sum((line) => thousandths(line.linearMetres) * line.quantity) / 1000,
    windows: sum((line) => (line.kind === 'window' ? line.quantity : 0)),
    doors: sum((line) => (line.kind === 'door' ? line.quantity : 0)),
  };
}
