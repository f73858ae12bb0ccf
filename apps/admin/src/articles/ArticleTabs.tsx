import type { AdminArticleTab } from '@vitrina/contract';
import { CONTENT_LIMITS } from '@vitrina/contract';
import { DataTable, List, SimpleForm } from 'react-admin';
import { ContentCreate, ContentEdit, ContentListActions } from '../common/ContentEdit';
import { PositionInput } from '../common/PositionInput';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';

// The blog's tabs: a name in each language and a place in the row of tabs. A tab that still has articles is
// not deleted (the API answers 409, shown as it says).

const Column = DataTable.Col<AdminArticleTab>;

export function ArticleTabList() {
  return (
    <List actions={<ContentListActions />} perPage={100} pagination={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="position" disableSort />
        <Column source="title" disableSort field={TranslatedField} />
        <Column source="articles" disableSort />
      </DataTable>
    </List>
  );
}

function ArticleTabForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm>
      <TranslatedInput source="title" max={CONTENT_LIMITS.shortText} />
      <PositionInput optional={creating} />
    </SimpleForm>
  );
}

export const ArticleTabEdit = () => (
  <ContentEdit>
    <ArticleTabForm />
  </ContentEdit>
);

export const ArticleTabCreate = () => (
  <ContentCreate>
    <ArticleTabForm creating />
  </ContentCreate>
);
