import type { AdminCustomer } from '@vitrina/contract';
import { ArrayField, DataTable, SelectField } from 'react-admin';
import { cityChoices } from '../choices';
import { EmptyText } from '../common/EmptyText';
import { SectionTitle } from '../common/SectionTitle';

const Column = DataTable.Col<AdminCustomer['addresses'][number]>;

/** The delivery addresses the customer saved in their account. */
export function CustomerAddresses() {
  return (
    <>
      <SectionTitle label="vitrina.customers.addresses" />
      <ArrayField source="addresses">
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          hover={false}
          empty={<EmptyText label="vitrina.customers.noAddresses" />}
        >
          <Column source="city" label="vitrina.address.city" disableSort>
            <SelectField source="city" choices={cityChoices} />
          </Column>
          <Column source="street" label="vitrina.address.street" disableSort />
          <Column source="house" label="vitrina.address.house" disableSort />
          <Column source="apartment" label="vitrina.address.apartment" disableSort />
          <Column source="phone" label="vitrina.address.phone" disableSort />
        </DataTable>
      </ArrayField>
    </>
  );
}
