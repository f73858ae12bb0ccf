import type { AdminMenuItem } from '@vitrina/contract';
import { BooleanField, DataTable, FunctionField, List, SearchInput } from 'react-admin';
import { ContentListActions } from '../common/ContentEdit';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { TranslatedField } from '../common/TranslatedField';

const Column = DataTable.Col<AdminMenuItem>;

/** The top navigation in the storefront's order, with what each item's panel holds. */
export function MenuItemList() {
  return (
    <List actions={<ContentListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <PhoneOrTable name="title">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="position" disableSort />
          <Column source="title" disableSort field={TranslatedField} />
          <Column source="visible" disableSort field={BooleanField} />
          <Column source="columns" disableSort>
            <FunctionField<AdminMenuItem> render={(item) => item.columns.length || '—'} />
          </Column>
          <Column source="subitems" disableSort>
            <FunctionField<AdminMenuItem> render={(item) => item.subitems.length || '—'} />
          </Column>
          <Column source="calculator_href" disableSort>
            <FunctionField<AdminMenuItem> render={(item) => item.calculator_href ?? '—'} />
          </Column>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
