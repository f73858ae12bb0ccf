import type { AdminBanner } from '@vitrina/contract';
import { DataTable, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import { ContentListActions } from '../common/ContentEdit';
import { TranslatedField } from '../common/TranslatedField';
import { bannerKindChoices } from './choices';

const Column = DataTable.Col<AdminBanner>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={bannerKindChoices} alwaysOn />,
];

/** Every banner by kind, then in its list's order: the first hero is the home page's first screen. */
export function BannerList() {
  return (
    <List actions={<ContentListActions />} filters={filters}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="kind" disableSort>
          <SelectField source="kind" choices={bannerKindChoices} />
        </Column>
        <Column source="position" disableSort />
        <Column source="title" disableSort field={TranslatedField} />
      </DataTable>
    </List>
  );
}
