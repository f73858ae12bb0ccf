import LinkIcon from '@mui/icons-material/Link';
import { type AdminHeaderLink, BANNER_HREF, BANNER_LIMITS, CONTENT_LIMITS } from '@vitrina/contract';
import { DataTable, List, required, SearchInput, SelectField, SelectInput, SimpleForm } from 'react-admin';
import { ContentCreate, ContentEdit, ContentListActions } from '../common/ContentEdit';
import { HrefInput } from '../common/HrefInput';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { PositionInput } from '../common/PositionInput';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';
import { targetChoices } from '../menu/choices';

// The links of the header's top bar (blog, promotions, contacts …): a title and an address in each language.

const Column = DataTable.Col<AdminHeaderLink>;

function HeaderLinkList() {
  return (
    <List actions={<ContentListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <PhoneOrTable name="title">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="position" disableSort />
          <Column source="title" disableSort field={TranslatedField} />
          <Column source="target" disableSort>
            <SelectField source="target" choices={targetChoices} />
          </Column>
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}

function HeaderLinkForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm defaultValues={creating ? { target: '_self' } : undefined}>
      <TranslatedInput source="title" max={CONTENT_LIMITS.shortText} />
      <HrefInput label="resources.header-links.fields.href" max={BANNER_LIMITS.href} pattern={BANNER_HREF} />
      <SelectInput source="target" choices={targetChoices} validate={required()} />
      <PositionInput optional={creating} />
    </SimpleForm>
  );
}

const HeaderLinkEdit = () => (
  <ContentEdit>
    <HeaderLinkForm />
  </ContentEdit>
);

const HeaderLinkCreate = () => (
  <ContentCreate>
    <HeaderLinkForm creating />
  </ContentCreate>
);

export const headerLinks = {
  list: HeaderLinkList,
  create: HeaderLinkCreate,
  edit: HeaderLinkEdit,
  icon: LinkIcon,
  recordRepresentation: <TranslatedField source="title" />,
};
