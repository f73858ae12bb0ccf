import { type Theme, useMediaQuery } from '@mui/material';
import type { AdminOrderRow } from '@vitrina/contract';
import { DataTable, FilterButton, List, SelectField, SimpleList, TopToolbar } from 'react-admin';
import { cityChoices, paymentMethodChoices, paymentStateChoices } from '../choices';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { DateTimeField } from '../fields/DateTimeField';
import { MoneyField } from '../fields/MoneyField';
import { StageChip } from '../fields/StageChip';
import { CustomerAndTotal } from './OrderCard';
import { orderFilters } from './orderFilters';

const Column = DataTable.Col<AdminOrderRow>;

function OrderListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton path="/orders/export.csv" />
    </TopToolbar>
  );
}

/** Every order, newest first, filtered and sorted by the API; a phone gets a list instead of the table. */
export function OrderList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={orderFilters}
      actions={<OrderListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
    >
      {phone ? (
        <SimpleList<AdminOrderRow>
          primaryText={(order) => order.number}
          secondaryText={<CustomerAndTotal />}
          tertiaryText={<StageChip />}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="number" sx={{ whiteSpace: 'nowrap' }} />
          <Column source="created_at" field={DateTimeField} sortByOrder="DESC" />
          <Column source="customer_name" />
          <Column source="phone" disableSort sx={{ whiteSpace: 'nowrap' }} />
          <Column source="city" disableSort>
            <SelectField source="city" choices={cityChoices} />
          </Column>
          <Column source="payment_method" disableSort>
            <SelectField source="payment_method" choices={paymentMethodChoices} />
          </Column>
          <Column source="payment_state" disableSort>
            <SelectField source="payment_state" choices={paymentStateChoices} />
          </Column>
          <Column source="status">
            <StageChip />
          </Column>
          <Column source="grand_total" align="right" sortByOrder="DESC">
            <MoneyField source="grand_total" />
          </Column>
        </DataTable>
      )}
    </List>
  );
}
