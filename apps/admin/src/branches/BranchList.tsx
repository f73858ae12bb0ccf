import type { AdminBranch } from '@vitrina/contract';
import { DataTable, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import { ContentListActions } from '../common/ContentEdit';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { TranslatedField } from '../common/TranslatedField';
import { branchKindChoices } from './choices';

const Column = DataTable.Col<AdminBranch>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={branchKindChoices} alwaysOn />,
];

/** Showrooms, offices, the factory and dealers in the storefront's order; each has a page at /contacts/{slug}. */
export function BranchList() {
  return (
    <List actions={<ContentListActions />} filters={filters}>
      <PhoneOrTable name="title">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="position" disableSort />
          <Column source="kind" disableSort>
            <SelectField source="kind" choices={branchKindChoices} />
          </Column>
          <Column source="title" disableSort field={TranslatedField} />
          <Column source="city" disableSort field={TranslatedField} />
          <Column source="slug" disableSort />
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
