import { Box } from '@mui/material';
import { EmailField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
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
    <Show actions={<CustomerActions />}>
      <Box sx={{ p: 2 }}>
        <SimpleShowLayout direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 1, p: 0 }}>
          <TextField source="first_name" emptyText="—" />
          <TextField source="last_name" emptyText="—" />
          <EmailField source="email" />
          <TextField source="phone" emptyText="—" />
          <DateTimeField source="created_at" />
          <NumberField source="orders_count" />
          <PointsField source="bonus_balance" />
        </SimpleShowLayout>
        <CustomerOrders />
        <CustomerAddresses />
        <CustomerBonuses />
      </Box>
    </Show>
  );
}
