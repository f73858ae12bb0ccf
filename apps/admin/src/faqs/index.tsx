import QuizIcon from '@mui/icons-material/Quiz';
import type { AdminFaq } from '@vitrina/contract';
import { CONTENT_LIMITS } from '@vitrina/contract';
import {
  Create,
  CreateButton,
  DataTable,
  Edit,
  List,
  SearchInput,
  SimpleForm,
  TopToolbar,
} from 'react-admin';
import { PositionInput, withoutEmptyPosition } from '../common/PositionInput';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';
import { useConflictHandling } from '../common/useConflictHandling';

// The questions of the FAQ page and the home page: a question and its answer in each language, in order.

const Column = DataTable.Col<AdminFaq>;

function FaqListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

function FaqList() {
  return (
    <List actions={<FaqListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="position" disableSort />
        <Column source="question" disableSort field={TranslatedField} />
      </DataTable>
    </List>
  );
}

function FaqForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm>
      <TranslatedInput source="question" max={CONTENT_LIMITS.title * 2} />
      <TranslatedInput source="answer" max={CONTENT_LIMITS.longText} multiline />
      <PositionInput optional={creating} />
    </SimpleForm>
  );
}

function FaqEdit() {
  const mutationOptions = useConflictHandling();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} redirect="list">
      <FaqForm />
    </Edit>
  );
}

function FaqCreate() {
  return (
    <Create redirect="list" transform={withoutEmptyPosition}>
      <FaqForm creating />
    </Create>
  );
}

export const faqs = {
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
  icon: QuizIcon,
  recordRepresentation: <TranslatedField source="question" />,
};
