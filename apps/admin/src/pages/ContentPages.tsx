import ArticleIcon from '@mui/icons-material/Article';
import type { AdminContentPage } from '@vitrina/contract';
import { CONTENT_LIMITS } from '@vitrina/contract';
import { createElement } from 'react';
import {
  ArrayInput,
  DataTable,
  FormDataConsumer,
  List,
  required,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
} from 'react-admin';
import { BodyInput } from '../common/BodyInput';
import { ContentCreate, ContentEdit, ContentListActions } from '../common/ContentEdit';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';
import { pageKindChoices } from './choices';
import { PageSlugInput } from './PageSlugInput';
import { SwatchesInput } from './SwatchesInput';

// The pages at /{slug}: those the footer's columns link to, those the menu links to, and the colour pages with
// their colours. Each has titled sections, every text in Romanian beside Russian.

const Column = DataTable.Col<AdminContentPage>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={pageKindChoices} alwaysOn />,
];

function ContentPageList() {
  return (
    <List actions={<ContentListActions />} filters={filters}>
      <PhoneOrTable name="title">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="kind" disableSort>
            <SelectField source="kind" choices={pageKindChoices} />
          </Column>
          <Column source="title" disableSort field={TranslatedField} />
          <Column source="slug" disableSort field={TranslatedField} />
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}

function ContentPageForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm defaultValues={creating ? { kind: 'footer', sections: [], swatches: [] } : undefined}>
      <SelectInput source="kind" choices={pageKindChoices} validate={required()} />
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <PageSlugInput helperText="vitrina.pages.slugHelp" />
      <TranslatedInput source="description" max={CONTENT_LIMITS.summary} multiline />
      <TranslatedInput source="intro" max={CONTENT_LIMITS.longText} multiline />
      <ArrayInput source="sections">
        <SimpleFormIterator>
          <TranslatedInput source="title" max={CONTENT_LIMITS.title} label="vitrina.pages.sectionTitle" />
          <BodyInput source="body" label="vitrina.pages.sectionBody" />
        </SimpleFormIterator>
      </ArrayInput>
      <FormDataConsumer>
        {({ formData }) => (formData.kind === 'colors' ? <SwatchesInput /> : null)}
      </FormDataConsumer>
    </SimpleForm>
  );
}

const ContentPageEdit = () => (
  <ContentEdit>
    <ContentPageForm />
  </ContentEdit>
);

const ContentPageCreate = () => (
  <ContentCreate>
    <ContentPageForm creating />
  </ContentCreate>
);

export const contentPages = {
  list: ContentPageList,
  create: ContentPageCreate,
  edit: ContentPageEdit,
  icon: ArticleIcon,
  recordRepresentation: createElement(TranslatedField, { source: 'title' }),
};
