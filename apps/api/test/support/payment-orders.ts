import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { bonusEntries, orders, payments, users } from '../../src/db/schema';
import type { StartPaymentRequest } from '../../src/modules/payments';

/** 1049.00 € with 49.00 € delivery: 3 % of the 1000.00 € paid for goods is 3000 points. */
export const totals = { grandTotal: 104_900, delivery: 4900 };

let sequence = 0;

/** An order as the orders module leaves it: placed, optionally by a registered customer. */
export async function placeOrder(
  database: Database,
  options: { locale?: 'ro' | 'ru'; registered?: boolean; grandTotal?: number } = {},
) {
  sequence += 1;
  const grandTotal = options.grandTotal ?? totals.grandTotal;
  let userId: number | null = null;
  if (options.registered !== false) {
    const [user] = await database.db
      .insert(users)
      .values({
        email: `buyer-${sequence}-${Date.now()}@example.md`,
        firstName: 'Ion',
        lastName: 'Popescu',
        phone: '+373 (69) 123-456',
      })
      .returning({ id: users.id });
    userId = user?.id ?? null;
  }
  const number = `T-${Date.now()}-${sequence}`;
  const [order] = await database.db
    .insert(orders)
    .values({
      number,
      userId,
      paymentMethod: 1,
      customer: { email: 'ion@example.md', full_name: 'Ion Popescu', phone: '+373 (69) 123-456' },
      delivery: {
        city: 'chisinau',
        city_name: 'Chișinău',
        street: 'Ștefan cel Mare',
        house: '1',
        apartment: '',
      },
      totals: {
        common: grandTotal - totals.delivery,
        quantity_discount: 0,
        coupon_discount: 0,
        new_total: grandTotal - totals.delivery,
        delivery: totals.delivery,
        bonus_discount: 0,
        net_total: grandTotal,
        vat: 0,
        grand_total: grandTotal,
      },
      characteristics: { total_area: 1, linear_metres: 0, windows: 1, doors: 0, quantity_discount: 0 },
      grandTotal,
      locale: options.locale ?? 'ro',
    })
    .returning();
  if (!order) throw new Error('no order');
  return order;
}

export function startInput(
  order: { id: number; number: string; grandTotal: number },
  locale: 'ro' | 'ru' = 'ro',
): StartPaymentRequest {
  return {
    orderId: order.id,
    orderNumber: order.number,
    amount: order.grandTotal,
    currency: 'EUR',
    description: `${locale === 'ru' ? 'Заказ' : 'Comanda'} ${order.number}`,
    clientName: 'Ion Popescu',
    email: 'ion@example.md',
    phone: '+373 (69) 123-456',
    locale,
    clientIp: '203.0.113.7',
  };
}

/** An order's row, its payments and its bonus entries, as the tests check them. */
export async function orderState(database: Database, orderId: number) {
  const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
  const bonus = await database.db.select().from(bonusEntries).where(eq(bonusEntries.orderId, orderId));
  return { order, payments: rows, bonus };
}
