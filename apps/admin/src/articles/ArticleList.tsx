import type { AdminArticle } from '@vitrina/contract';
import {
  DataTable,
  DateField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from 'react-admin';
import { ContentListActions } from '../common/ContentEdit';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { TranslatedField } from '../common/TranslatedField';

const Column = DataTable.Col<AdminArticle>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="tab_id" source="tab_id" reference="article-tabs" perPage={100} alwaysOn>
    <SelectInput optionText={<TranslatedField source="title" />} />
  </ReferenceInput>,
];

/** The blog, newest first as the storefront shows it. */
export function ArticleList() {
  return (
    <List actions={<ContentListActions />} filters={filters}>
      <PhoneOrTable name="title">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="published_on" disableSort field={DateField} />
          <Column source="title" disableSort field={TranslatedField} />
          <Column source="tab_id" disableSort>
            <ReferenceField source="tab_id" reference="article-tabs" link={false}>
              <TranslatedField source="title" />
            </ReferenceField>
          </Column>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
