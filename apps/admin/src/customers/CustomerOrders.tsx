import type { AdminOrderRow } from '@vitrina/contract';
import { ArrayField, DataTable, SelectField } from 'react-admin';
import { paymentStateChoices } from '../choices';
import { EmptyText } from '../common/EmptyText';
import { SectionTitle } from '../common/SectionTitle';
import { DateTimeField } from '../fields/DateTimeField';
import { MoneyField } from '../fields/MoneyField';
import { StageChip } from '../fields/StageChip';

const Column = DataTable.Col<AdminOrderRow>;

/** The customer's orders, each opening its page. */
export function CustomerOrders() {
  return (
    <>
      <SectionTitle label="vitrina.customers.orders" />
      <ArrayField source="orders">
        <DataTable
          bulkActionButtons={false}
          rowClick={(id) => `/orders/${id}/show`}
          empty={<EmptyText label="vitrina.customers.noOrders" />}
        >
          <Column source="number" label="resources.orders.fields.number" disableSort />
          <Column
            source="created_at"
            label="resources.orders.fields.created_at"
            disableSort
            field={DateTimeField}
          />
          <Column source="status" label="resources.orders.fields.status" disableSort>
            <StageChip />
          </Column>
          <Column source="payment_state" label="resources.orders.fields.payment_state" disableSort>
            <SelectField source="payment_state" choices={paymentStateChoices} />
          </Column>
          <Column source="grand_total" label="resources.orders.fields.grand_total" align="right" disableSort>
            <MoneyField source="grand_total" />
          </Column>
        </DataTable>
      </ArrayField>
    </>
  );
}
