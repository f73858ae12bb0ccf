import type { OrderItem } from '@vitrina/contract';
import { fromHundredths, toHundredths } from '@vitrina/pricing';
import type { orderItems } from '../../db/schema';

/** The columns an order line and an offer line share (schema `pricedLineColumns`). */
type PricedLineRow = Omit<typeof orderItems.$inferSelect, 'id' | 'orderId'>;

/** A priced cart line's body as the row an order or an offer keeps, at its position. */
export function pricedLineRow(body: OrderItem, position: number): PricedLineRow {
  return {
    position,
    kind: body.kind,
    productId: body.product_id,
    calculatorTypeId: body.calculator_type_id,
    version: body.version,
    title: body.title,
    link: body.link,
    configuration: body.configuration,
    summary: body.summary,
    unit: body.unit,
    quantityHundredths: toHundredths(body.quantity),
    unitPrice: body.unit_price,
    quantityDiscount: body.quantity_discount,
    totalPrice: body.total_price,
  };
}

/** A kept line as the contract shows it: the snapshot, nothing read from today's catalogue. */
export function pricedLineBody(row: PricedLineRow): OrderItem {
  return {
    kind: row.kind,
    product_id: row.productId,
    calculator_type_id: row.calculatorTypeId,
    version: row.version,
    title: row.title,
    link: row.link,
    configuration: row.configuration,
    summary: row.summary,
    unit: row.unit,
    quantity: fromHundredths(row.quantityHundredths),
    unit_price: row.unitPrice,
    quantity_discount: row.quantityDiscount,
    total_price: row.totalPrice,
  };
}
