import PolicyIcon from '@mui/icons-material/Policy';
import { type Theme, useMediaQuery } from '@mui/material';
import type { AdminPolicyPage } from '@vitrina/contract';
import { CONTENT_LIMITS } from '@vitrina/contract';
import {
  ArrayInput,
  DataTable,
  DateField,
  DateInput,
  List,
  maxLength,
  required,
  SelectField,
  SimpleForm,
  SimpleFormIterator,
  SimpleList,
  TextField,
  TextInput,
} from 'react-admin';
import { OneLanguageBodyInput } from '../common/BodyInput';
import { ContentEdit } from '../common/ContentEdit';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { policyLanguageChoices } from './choices';

// The privacy policy as written in each of its languages (Romanian, Russian, English, French, Italian): each is
// its own text, not a translation, with its own sections and date. The storefront reads every one of them, so
// they are changed, never added or deleted.

const Column = DataTable.Col<AdminPolicyPage>;

const language = <SelectField source="id" choices={policyLanguageChoices} />;

/** A text per language; on a phone, its language above its title (three columns do not fit 375 px). */
function PolicyPageList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List actions={false} pagination={false}>
      {phone ? (
        <SimpleList primaryText={language} secondaryText={<TextField source="title" />} linkType="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="id" disableSort>
            {language}
          </Column>
          <Column source="title" disableSort />
          <Column source="updated_on" disableSort field={DateField} />
        </DataTable>
      )}
    </List>
  );
}

const title = [required(), maxLength(CONTENT_LIMITS.title)];

const PolicyPageEdit = () => (
  <ContentEdit>
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <SelectField source="id" choices={policyLanguageChoices} variant="h6" />
      <TextInput source="title" validate={title} />
      <DateInput source="updated_on" validate={required()} helperText="vitrina.pages.updatedHelp" />
      <ArrayInput source="sections" validate={required()}>
        <SimpleFormIterator>
          <TextInput source="title" label="vitrina.pages.sectionTitle" validate={title} />
          <OneLanguageBodyInput source="body" label="vitrina.pages.sectionBody" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  </ContentEdit>
);

export const policyPages = {
  list: PolicyPageList,
  edit: PolicyPageEdit,
  icon: PolicyIcon,
  // Named by its language: its title is the resource's own name ("Privacy policy") in that language.
  recordRepresentation: language,
};
