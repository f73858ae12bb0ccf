import type { AdminArticle } from '@vitrina/contract';
import {
  CreateButton,
  DataTable,
  DateField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { TranslatedField } from '../common/TranslatedField';

const Column = DataTable.Col<AdminArticle>;

function ArticleListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="tab_id" source="tab_id" reference="article-tabs" perPage={100} alwaysOn>
    <SelectInput optionText={<TranslatedField source="title" />} />
  </ReferenceInput>,
];

/** The blog, newest first as the storefront shows it. */
export function ArticleList() {
  return (
    <List actions={<ArticleListActions />} filters={filters}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="published_on" disableSort field={DateField} />
        <Column source="title" disableSort field={TranslatedField} />
        <Column source="tab_id" disableSort>
          <ReferenceField source="tab_id" reference="article-tabs" link={false}>
            <TranslatedField source="title" />
          </ReferenceField>
        </Column>
      </DataTable>
    </List>
  );
}
