import QuizIcon from '@mui/icons-material/Quiz';
import type { AdminFaq } from '@vitrina/contract';
import { CONTENT_LIMITS } from '@vitrina/contract';
import { DataTable, List, SearchInput, SimpleForm } from 'react-admin';
import { ContentCreate, ContentEdit, ContentListActions } from '../common/ContentEdit';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { PositionInput } from '../common/PositionInput';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';

// The questions of the FAQ page and the home page: a question and its answer in each language, in order.

const Column = DataTable.Col<AdminFaq>;

function FaqList() {
  return (
    <List actions={<ContentListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <PhoneOrTable name="question">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="position" disableSort />
          <Column source="question" disableSort field={TranslatedField} />
        </DataTable>
      </PhoneOrTable>
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

const FaqEdit = () => (
  <ContentEdit>
    <FaqForm />
  </ContentEdit>
);

const FaqCreate = () => (
  <ContentCreate>
    <FaqForm creating />
  </ContentCreate>
);

export const faqs = {
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
  icon: QuizIcon,
  recordRepresentation: <TranslatedField source="question" />,
};
