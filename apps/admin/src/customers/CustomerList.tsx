import type { AdminCustomerRow } from '@vitrina/contract';
import { DataTable, EmailField, List, NumberField, SearchInput } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { PointsField } from '../fields/PointsField';
import { customerName } from './customerName';

const Column = DataTable.Col<AdminCustomerRow>;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Registered customers, searched by name, e-mail or phone. */
export function CustomerList() {
  return (
    <List exporter={false} filters={filters} perPage={25} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="last_name" label="resources.customers.fields.name" render={customerName} />
        <Column source="email">
          <EmailField source="email" />
        </Column>
        <Column source="phone" disableSort />
        <Column source="created_at" field={DateTimeField} sortByOrder="DESC" />
        <Column source="orders_count" align="right" disableSort field={NumberField} />
        <Column source="bonus_balance" align="right" disableSort field={PointsField} />
      </DataTable>
    </List>
  );
}
