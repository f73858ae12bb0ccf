import type { AdminOrder } from '@vitrina/contract';
import { ArrayField, DataTable, useRecordContext } from 'react-admin';
import { EmptyText } from '../common/EmptyText';
import { SectionTitle } from '../common/SectionTitle';
import { DateTimeField } from '../fields/DateTimeField';
import { MoneyField } from '../fields/MoneyField';

type Payment = AdminOrder['payments'][number];
const Column = DataTable.Col<Payment>;

/** The bank's last verified callback, as it sent it. */
function PaymentCallback() {
  const payment = useRecordContext<Payment>();
  return (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>
      {JSON.stringify(payment?.result ?? null, null, 2)}
    </pre>
  );
}

/** Every payment attempt of a card order, with the bank's callbacks (expand a row). */
export function OrderPayments() {
  return (
    <div className="no-print">
      <SectionTitle label="vitrina.orders.payments" />
      <ArrayField source="payments">
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          empty={<EmptyText label="vitrina.orders.noPayments" />}
          expand={<PaymentCallback />}
          isRowExpandable={(payment) => payment.result !== null}
        >
          <Column source="provider" label="vitrina.payments.provider" disableSort />
          <Column source="status" label="vitrina.payments.status" disableSort />
          <Column source="amount" label="vitrina.payments.amount" align="right" disableSort>
            <MoneyField source="amount" />
          </Column>
          <Column source="refunded_amount" label="vitrina.payments.refunded" align="right" disableSort>
            <MoneyField source="refunded_amount" />
          </Column>
          <Column source="created_at" label="vitrina.payments.createdAt" disableSort field={DateTimeField} />
          <Column source="updated_at" label="vitrina.payments.updatedAt" disableSort field={DateTimeField} />
        </DataTable>
      </ArrayField>
    </div>
  );
}
