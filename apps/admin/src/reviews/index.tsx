import RateReviewIcon from '@mui/icons-material/RateReview';
import { Rating } from '@mui/material';
import type { AdminReview } from '@vitrina/contract';
import { CONTENT_LIMITS } from '@vitrina/contract';
import {
  Create,
  CreateButton,
  DataTable,
  DateField,
  DateInput,
  Edit,
  List,
  required,
  SearchInput,
  SimpleForm,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';
import { useConflictHandling } from '../common/useConflictHandling';
import { RatingInput } from './RatingInput';

// Customers' reviews, newest first as the storefront shows them: who, from where, the stars, the text and its
// date, each text in both languages.

const Column = DataTable.Col<AdminReview>;

function Stars() {
  const record = useRecordContext<AdminReview>();
  return record ? <Rating value={record.rating_halves / 2} precision={0.5} readOnly size="small" /> : null;
}

function ReviewListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

function ReviewList() {
  return (
    <List actions={<ReviewListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="reviewed_on" disableSort field={DateField} />
        <Column source="author" disableSort field={TranslatedField} />
        <Column source="city" disableSort field={TranslatedField} />
        <Column source="rating_halves" disableSort field={Stars} />
      </DataTable>
    </List>
  );
}

function ReviewForm() {
  return (
    <SimpleForm>
      <TranslatedInput source="author" max={CONTENT_LIMITS.shortText} />
      <TranslatedInput source="city" max={CONTENT_LIMITS.shortText} />
      <RatingInput source="rating_halves" />
      <TranslatedInput source="text" max={CONTENT_LIMITS.longText} multiline />
      <DateInput source="reviewed_on" validate={required()} />
    </SimpleForm>
  );
}

function ReviewEdit() {
  const mutationOptions = useConflictHandling();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} redirect="list">
      <ReviewForm />
    </Edit>
  );
}

function ReviewCreate() {
  return (
    <Create redirect="list">
      <ReviewForm />
    </Create>
  );
}

export const reviews = {
  list: ReviewList,
  create: ReviewCreate,
  edit: ReviewEdit,
  icon: RateReviewIcon,
  recordRepresentation: <TranslatedField source="author" />,
};
