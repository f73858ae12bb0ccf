import type { AdminWorksContent } from '@vitrina/contract';
import { CONTENT_LIMITS } from '@vitrina/contract';
import { DataTable, List, SimpleForm } from 'react-admin';
import { ContentEdit } from '../common/ContentEdit';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';

// The works page's heading and intro: one record the page always reads, so it is listed and changed, never
// added or deleted (the API has no such routes).

const Column = DataTable.Col<AdminWorksContent>;

function WorksPageHeadingList() {
  return (
    <List actions={false} pagination={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="title" disableSort field={TranslatedField} />
      </DataTable>
    </List>
  );
}

const WorksPageHeadingEdit = () => (
  <ContentEdit>
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <TranslatedInput source="text" max={CONTENT_LIMITS.longText} multiline />
    </SimpleForm>
  </ContentEdit>
);

export const worksPageHeading = {
  list: WorksPageHeadingList,
  edit: WorksPageHeadingEdit,
  recordRepresentation: <TranslatedField source="title" />,
};
