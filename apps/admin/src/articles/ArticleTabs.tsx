import type { AdminArticleTab } from '@vitrina/contract';
import { CONTENT_LIMITS } from '@vitrina/contract';
import { Create, CreateButton, DataTable, Edit, List, SimpleForm, TopToolbar } from 'react-admin';
import { PositionInput, withoutEmptyPosition } from '../common/PositionInput';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';
import { useConflictHandling } from '../common/useConflictHandling';

// The blog's tabs: a name in each language and a place in the row of tabs. A tab that still has articles is
// not deleted (the API answers 409, shown as it says).

const Column = DataTable.Col<AdminArticleTab>;

function ArticleTabListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

export function ArticleTabList() {
  return (
    <List actions={<ArticleTabListActions />} perPage={100} pagination={false}>
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

export function ArticleTabEdit() {
  const mutationOptions = useConflictHandling();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} redirect="list">
      <ArticleTabForm />
    </Edit>
  );
}

export function ArticleTabCreate() {
  return (
    <Create redirect="list" transform={withoutEmptyPosition}>
      <ArticleTabForm creating />
    </Create>
  );
}
