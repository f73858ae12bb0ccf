import InfoIcon from '@mui/icons-material/Info';
import type { AdminInfoPage } from '@vitrina/contract';
import { CONTENT_LIMITS } from '@vitrina/contract';
import { createElement } from 'react';
import { DataTable, List, SearchInput, SimpleForm } from 'react-admin';
import { BodyInput } from '../common/BodyInput';
import { ContentCreate, ContentEdit, ContentListActions } from '../common/ContentEdit';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { PositionInput } from '../common/PositionInput';
import { SectionTitle } from '../common/SectionTitle';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';
import { PageSlugInput } from './PageSlugInput';

// The info pages (/info/{slug}: delivery, warranty, payment …) the footer lists, in order. Their text is kept
// as plain text, so the editor offers paragraphs and bulleted lists, no sub-headings.

const Column = DataTable.Col<AdminInfoPage>;

function InfoPageList() {
  return (
    <List actions={<ContentListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <PhoneOrTable name="title">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="position" disableSort />
          <Column source="title" disableSort field={TranslatedField} />
          <Column source="slug" disableSort field={TranslatedField} />
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}

function InfoPageForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm>
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <PageSlugInput helperText="vitrina.pages.infoSlugHelp" />
      <PositionInput optional={creating} />
      <SectionTitle label="vitrina.content.body" />
      <BodyInput source="body" headings={false} />
    </SimpleForm>
  );
}

const InfoPageEdit = () => (
  <ContentEdit>
    <InfoPageForm />
  </ContentEdit>
);

const InfoPageCreate = () => (
  <ContentCreate>
    <InfoPageForm creating />
  </ContentCreate>
);

export const infoPages = {
  list: InfoPageList,
  create: InfoPageCreate,
  edit: InfoPageEdit,
  icon: InfoIcon,
  recordRepresentation: createElement(TranslatedField, { source: 'title' }),
};
