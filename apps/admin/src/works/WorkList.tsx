import type { AdminWork } from '@vitrina/contract';
import { DataTable, List, SearchInput } from 'react-admin';
import { ContentListActions } from '../common/ContentEdit';
import { TranslatedField } from '../common/TranslatedField';

const Column = DataTable.Col<AdminWork>;

/** The portfolio in the storefront's order (by position); the home page shows the first few. */
export function WorkList() {
  return (
    <List actions={<ContentListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="position" disableSort />
        <Column source="title" disableSort field={TranslatedField} />
        <Column source="product" disableSort field={TranslatedField} />
        <Column source="city" disableSort field={TranslatedField} />
        <Column source="year" disableSort />
      </DataTable>
    </List>
  );
}
