import RateReviewIcon from '@mui/icons-material/RateReview';
import { Rating } from '@mui/material';
import type { AdminReview } from '@vitrina/contract';
import { CONTENT_LIMITS } from '@vitrina/contract';
import {
  DataTable,
  DateField,
  DateInput,
  List,
  required,
  SearchInput,
  SimpleForm,
  useRecordContext,
} from 'react-admin';
import { ContentCreate, ContentEdit, ContentListActions } from '../common/ContentEdit';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';
import { RatingInput } from './RatingInput';

// Customers' reviews, newest first as the storefront shows them: who, from where, the stars, the text and its
// date, each text in both languages.

const Column = DataTable.Col<AdminReview>;

function Stars() {
  const record = useRecordContext<AdminReview>();
  return record ? <Rating value={record.rating_halves / 2} precision={0.5} readOnly size="small" /> : null;
}

function ReviewList() {
  return (
    <List actions={<ContentListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <PhoneOrTable name="author">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="reviewed_on" disableSort field={DateField} />
          <Column source="author" disableSort field={TranslatedField} />
          <Column source="city" disableSort field={TranslatedField} />
          <Column source="rating_halves" disableSort field={Stars} />
        </DataTable>
      </PhoneOrTable>
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

const ReviewEdit = () => (
  <ContentEdit>
    <ReviewForm />
  </ContentEdit>
);

const ReviewCreate = () => (
  <ContentCreate>
    <ReviewForm />
  </ContentCreate>
);

export const reviews = {
  list: ReviewList,
  create: ReviewCreate,
  edit: ReviewEdit,
  icon: RateReviewIcon,
  recordRepresentation: <TranslatedField source="author" />,
};
