import type { AdminOrderRow } from '@vitrina/contract';
import { useRecordContext } from 'react-admin';
import { MoneyField } from '../fields/MoneyField';

/** An order's customer and total on one line, for the phone's list. */
export function CustomerAndTotal() {
  const order = useRecordContext<AdminOrderRow>();
  if (!order) return null;
  return (
    <>
      {order.customer_name} · <MoneyField source="grand_total" />
    </>
  );
}
