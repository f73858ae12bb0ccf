import type { AdminCategory } from '@vitrina/contract';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { TranslatedField } from '../common/TranslatedField';

const Column = DataTable.Col<AdminCategory>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="parent_id"
    source="parent_id"
    reference="categories"
    filter={{ top: 'true' }}
    perPage={100}
    alwaysOn
  >
    <AutocompleteInput
      optionText={(record: { title?: { ro?: string }; slug?: string }) =>
        `${record.title?.ro ?? ''} (${record.slug})`
      }
      filterToQuery={(q) => ({ q })}
    />
  </ReferenceInput>,
];

/** A sub-category's title indented under its family's, so the list reads as the tree. */
function TreeTitle() {
  const category = useRecordContext<AdminCategory>();
  return (
    <span
      style={{ paddingLeft: category?.parent_id ? '1.5em' : 0, fontWeight: category?.parent_id ? 400 : 600 }}
    >
      <TranslatedField source="title" />
    </span>
  );
}

function CategoryListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

/** The category tree in the storefront's order: each family, then its sub-categories. */
export function CategoryList() {
  return (
    <List filters={filters} actions={<CategoryListActions />} perPage={100}>
      <PhoneOrTable name="title">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="title" disableSort>
            <TreeTitle />
          </Column>
          <Column source="slug" disableSort />
          <Column source="parent_id" disableSort>
            <ReferenceField source="parent_id" reference="categories" link={false} />
          </Column>
          <Column source="products_count" disableSort />
          <Column source="children_count" disableSort />
          <Column source="position" disableSort />
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
