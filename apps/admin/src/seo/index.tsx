import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { AdminSeoContent } from '@vitrina/contract';
import { CONTENT_LIMITS } from '@vitrina/contract';
import { DataTable, List, SearchInput, SimpleForm, TextField } from 'react-admin';
import { BodyInput } from '../common/BodyInput';
import { ContentEdit } from '../common/ContentEdit';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { SectionTitle } from '../common/SectionTitle';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';

// The SEO texts of each listing page (its title and description for search engines, its heading and intro text):
// one record per page type, which the pages always read, so listed and changed, never added or deleted.

const Column = DataTable.Col<AdminSeoContent>;

function SeoContentList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} actions={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="id" disableSort field={TextField} />
        <Column source="heading" disableSort field={TranslatedField} />
        <Column source="title" disableSort field={TranslatedField} />
      </DataTable>
    </List>
  );
}

const SeoContentEdit = () => (
  <ContentEdit>
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <TranslatedInput source="description" max={CONTENT_LIMITS.summary} multiline />
      <TranslatedInput source="heading" max={CONTENT_LIMITS.title} />
      <SectionTitle label="vitrina.content.body" />
      <BodyInput source="text" />
    </SimpleForm>
  </ContentEdit>
);

export const seoContents = {
  list: SeoContentList,
  edit: SeoContentEdit,
  icon: ManageSearchIcon,
  recordRepresentation: 'id',
};
