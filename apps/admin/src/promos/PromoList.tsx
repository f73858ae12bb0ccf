import type { AdminPromo } from '@vitrina/contract';
import { DataTable, DateField, List, SearchInput } from 'react-admin';
import { ContentListActions } from '../common/ContentEdit';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { TranslatedField } from '../common/TranslatedField';

const Column = DataTable.Col<AdminPromo>;

/** The promotions in the storefront's order (by position). */
export function PromoList() {
  return (
    <List actions={<ContentListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <PhoneOrTable name="title">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="position" disableSort />
          <Column source="title" disableSort field={TranslatedField} />
          <Column source="discount_label" disableSort field={TranslatedField} />
          <Column source="valid_until" disableSort field={DateField} />
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
