import { TextField } from 'react-admin';
import { FieldRow } from '../common/FieldRow';
import { SectionTitle } from '../common/SectionTitle';
import { MoneyField } from '../fields/MoneyField';
import { PointsField } from '../fields/PointsField';

/** The totals as the cart computed them when the order was placed, VAT included and shown apart. */
export function OrderTotals() {
  return (
    <>
      <SectionTitle label="vitrina.orders.totals" />
      <FieldRow>
        <MoneyField source="totals.common" />
        <MoneyField source="totals.quantity_discount" />
        <TextField source="coupon_code" emptyText="—" />
        <MoneyField source="totals.coupon_discount" />
        <MoneyField source="totals.delivery" />
        <MoneyField source="totals.bonus_discount" />
        <MoneyField source="totals.net_total" />
        <MoneyField source="totals.vat" />
        <MoneyField source="totals.grand_total" />
        <PointsField source="bonuses_spent" />
        <PointsField source="bonuses_earned" />
      </FieldRow>
    </>
  );
}
