import type { AdminPromo } from '@vitrina/contract';
import { CreateButton, DataTable, DateField, List, SearchInput, TopToolbar } from 'react-admin';
import { TranslatedField } from '../common/TranslatedField';

const Column = DataTable.Col<AdminPromo>;

function PromoListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

/** The promotions in the storefront's order (by position). */
export function PromoList() {
  return (
    <List actions={<PromoListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="position" disableSort />
        <Column source="title" disableSort field={TranslatedField} />
        <Column source="discount_label" disableSort field={TranslatedField} />
        <Column source="valid_until" disableSort field={DateField} />
      </DataTable>
    </List>
  );
}
