import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { type AdminFooterColumn, CONTENT_LIMITS } from '@vitrina/contract';
import {
  ArrayInput,
  DataTable,
  FunctionField,
  List,
  SearchInput,
  SimpleForm,
  SimpleFormIterator,
} from 'react-admin';
import { ContentCreate, ContentEdit, ContentListActions } from '../common/ContentEdit';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { PositionInput } from '../common/PositionInput';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';
import { FooterSlugInput } from './FooterSlugInput';

// The footer's columns of links (products, company, clients …): a name and the links in order, each to a page of
// the storefront in each language.

const Column = DataTable.Col<AdminFooterColumn>;

function FooterColumnList() {
  return (
    <List actions={<ContentListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <PhoneOrTable name="name">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="position" disableSort />
          <Column source="name" disableSort field={TranslatedField} />
          <Column source="pages" disableSort>
            <FunctionField<AdminFooterColumn> render={(column) => column.pages.length} />
          </Column>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}

function FooterColumnForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm defaultValues={creating ? { pages: [] } : undefined}>
      <TranslatedInput source="name" max={CONTENT_LIMITS.shortText} />
      <PositionInput optional={creating} />
      <ArrayInput source="pages">
        <SimpleFormIterator>
          <TranslatedInput source="name" max={CONTENT_LIMITS.shortText} label="vitrina.footer.linkName" />
          <FooterSlugInput />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

const FooterColumnEdit = () => (
  <ContentEdit>
    <FooterColumnForm />
  </ContentEdit>
);

const FooterColumnCreate = () => (
  <ContentCreate>
    <FooterColumnForm creating />
  </ContentCreate>
);

export const footerColumns = {
  list: FooterColumnList,
  create: FooterColumnCreate,
  edit: FooterColumnEdit,
  icon: ViewColumnIcon,
  recordRepresentation: <TranslatedField source="name" />,
};
