import type { AdminProduct } from '@vitrina/contract';
import {
  AutocompleteInput,
  BooleanField,
  CreateButton,
  DataTable,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { TranslatedField } from '../common/TranslatedField';
import { MoneyField } from '../fields/MoneyField';
import { visibilityChoices } from './choices';

const Column = DataTable.Col<AdminProduct>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="category_id" source="category_id" reference="categories" perPage={100} alwaysOn>
    <AutocompleteInput
      optionText={(record: { title?: { ro?: string }; slug?: string }) =>
        `${record.title?.ro ?? ''} (${record.slug})`
      }
      filterToQuery={(q) => ({ q })}
    />
  </ReferenceInput>,
  <SelectInput key="visible" source="visible" choices={visibilityChoices} alwaysOn />,
];

function ProductListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

/** A product's price and slug, under its name on a phone. */
function ProductDetail() {
  return (
    <>
      <MoneyField source="price" /> · <TextField source="slug" />
    </>
  );
}

/** The catalogue's products in the storefront's order; a hidden one stays here, greyed as not visible. */
export function ProductList() {
  return (
    <List filters={filters} actions={<ProductListActions />} sort={{ field: 'position', order: 'ASC' }}>
      <PhoneOrTable name="title" detail={<ProductDetail />}>
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="title" disableSort>
            <TranslatedField source="title" />
          </Column>
          <Column source="slug" />
          <Column source="price" field={MoneyField} />
          <Column source="visible" disableSort field={BooleanField} />
          <Column source="position" />
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
