import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { cityChoices, paymentMethodChoices, paymentStateChoices, stageChoices } from '../choices';

/** The orders list's filters, each one query parameter of /admin/api/orders (and of its CSV export). */
export const orderFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={stageChoices} alwaysOn />,
  <SelectInput key="payment_method" source="payment_method" choices={paymentMethodChoices} />,
  <SelectInput key="payment_state" source="payment_state" choices={paymentStateChoices} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
  <SelectInput key="city" source="city" choices={cityChoices} />,
];
