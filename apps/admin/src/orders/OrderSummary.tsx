import { Box } from '@mui/material';
import { EmailField, ReferenceField, SelectField, SimpleShowLayout, TextField } from 'react-admin';
import { paymentMethodChoices, paymentStateChoices } from '../choices';
import { FieldRow } from '../common/FieldRow';
import { SectionTitle } from '../common/SectionTitle';
import { DateTimeField } from '../fields/DateTimeField';
import { StageChip } from '../fields/StageChip';

/** The order's head: number, date, stage, payment, measurement; then who ordered and where it goes. */
export function OrderSummary() {
  return (
    <>
      <FieldRow>
        <TextField source="number" />
        <DateTimeField source="created_at" />
        <StageChip source="status" />
        <SelectField source="payment_method" choices={paymentMethodChoices} />
        <SelectField source="payment_state" choices={paymentStateChoices} />
        <DateTimeField source="measurement_at" emptyText="—" />
      </FieldRow>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4 }}>
        <div>
          <SectionTitle label="vitrina.orders.customer" />
          <SimpleShowLayout sx={{ p: 0 }}>
            <TextField source="user_details.full_name" />
            <TextField source="user_details.phone" />
            <EmailField source="user_details.email" />
            <ReferenceField source="customer_id" reference="customers" link="show" emptyText="—" />
          </SimpleShowLayout>
        </div>
        <div>
          <SectionTitle label="vitrina.orders.delivery" />
          <SimpleShowLayout sx={{ p: 0 }}>
            <TextField source="delivery_details.city_name" />
            <TextField source="delivery_details.street" />
            <TextField source="delivery_details.house" />
            <TextField source="delivery_details.apartment" emptyText="—" />
            <TextField source="comment" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
          </SimpleShowLayout>
        </div>
      </Box>
    </>
  );
}
