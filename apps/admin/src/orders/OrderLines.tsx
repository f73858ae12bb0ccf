import type { OrderItem } from '@vitrina/contract';
import { ArrayField, DataTable, useTranslate } from 'react-admin';
import { SectionTitle } from '../common/SectionTitle';
import { MoneyField } from '../fields/MoneyField';

const Column = DataTable.Col<OrderItem>;

function Quantity({ item }: { item: OrderItem }) {
  const translate = useTranslate();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {item.quantity} {translate(`vitrina.units.${item.unit}`)}
    </span>
  );
}

/** What was ordered, each configuration in words as the customer saw it priced. */
export function OrderLines() {
  return (
    <>
      <SectionTitle label="vitrina.orders.lines" />
      <ArrayField source="items">
        <DataTable bulkActionButtons={false} rowClick={false} hover={false}>
          <Column source="title" label="vitrina.lines.title" disableSort />
          <Column
            source="summary"
            label="vitrina.lines.configuration"
            disableSort
            sx={{ minWidth: 220 }}
            render={(item) => item.summary.join(' · ')}
          />
          <Column
            source="quantity"
            label="vitrina.lines.quantity"
            disableSort
            render={(item) => <Quantity item={item} />}
          />
          <Column source="unit_price" label="vitrina.lines.unitPrice" align="right" disableSort>
            <MoneyField source="unit_price" />
          </Column>
          <Column source="quantity_discount" label="vitrina.lines.discount" align="right" disableSort>
            <MoneyField source="quantity_discount" />
          </Column>
          <Column source="total_price" label="vitrina.lines.total" align="right" disableSort>
            <MoneyField source="total_price" />
          </Column>
        </DataTable>
      </ArrayField>
    </>
  );
}
