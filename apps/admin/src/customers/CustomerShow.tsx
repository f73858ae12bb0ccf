import { Box } from '@mui/material';
import { EmailField, NumberField, Show, TextField, TopToolbar } from 'react-admin';
import { FieldRow } from '../common/FieldRow';
import { wholeRecord } from '../common/wholeRecord';
import { DateTimeField } from '../fields/DateTimeField';
import { PointsField } from '../fields/PointsField';
import { AdjustBonusesButton } from './AdjustBonusesButton';
import { CustomerAddresses } from './CustomerAddresses';
import { CustomerBonuses } from './CustomerBonuses';
import { CustomerOrders } from './CustomerOrders';

function CustomerActions() {
  return (
    <TopToolbar>
      <AdjustBonusesButton />
    </TopToolbar>
  );
}

/** One customer: who they are, their orders, addresses and bonus ledger. */
export function CustomerShow() {
  return (
    <Show actions={<CustomerActions />} queryOptions={wholeRecord}>
      <Box sx={{ p: 2 }}>
        <FieldRow>
          <TextField source="first_name" emptyText="—" />
          <TextField source="last_name" emptyText="—" />
          <EmailField source="email" />
          <TextField source="phone" emptyText="—" />
          <DateTimeField source="created_at" />
          <NumberField source="orders_count" />
          <PointsField source="bonus_balance" />
        </FieldRow>
        <CustomerOrders />
        <CustomerAddresses />
        <CustomerBonuses />
      </Box>
    </Show>
  );
}
