import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { type AdminHomeCard, BANNER_HREF, BANNER_LIMITS, CONTENT_LIMITS } from '@vitrina/contract';
import { createElement } from 'react';
import {
  DataTable,
  List,
  regex,
  required,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
} from 'react-admin';
import { ContentCreate, ContentEdit, ContentListActions } from '../common/ContentEdit';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { PositionInput } from '../common/PositionInput';
import { SectionTitle } from '../common/SectionTitle';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';
import { ownSectionChoices } from './choices';
import { OptionalImageInput } from './OptionalImageInput';

// The cards of the home page's own sections (advantages, credit, the information section, other services), by
// section and place. A figure, a link and a picture are each optional: written in both languages or neither.

const Column = DataTable.Col<AdminHomeCard>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="section" source="section" choices={ownSectionChoices} alwaysOn />,
];

function HomeCardList() {
  return (
    <List actions={<ContentListActions />} filters={filters}>
      <PhoneOrTable name="title">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="section" disableSort>
            <SelectField source="section" choices={ownSectionChoices} />
          </Column>
          <Column source="position" disableSort />
          <Column source="title" disableSort field={TranslatedField} />
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}

const href = regex(BANNER_HREF, 'vitrina.banners.hrefHelp');

function HomeCardForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm defaultValues={creating ? { section: 'advantages' } : undefined}>
      <SelectInput source="section" choices={ownSectionChoices} validate={required()} />
      <PositionInput optional={creating} />
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <TranslatedInput source="description" max={CONTENT_LIMITS.summary} multiline />
      <TranslatedInput
        source="value"
        max={CONTENT_LIMITS.label}
        optional
        helperText="vitrina.home.valueHelp"
      />
      <TranslatedInput
        source="href"
        max={BANNER_LIMITS.href}
        optional
        rules={[href]}
        helperText="vitrina.banners.hrefHelp"
      />
      <SectionTitle label="vitrina.content.illustration" />
      <OptionalImageInput />
      <TranslatedInput
        source="image_alt"
        max={CONTENT_LIMITS.alt}
        optional
        helperText="vitrina.home.altHelp"
      />
    </SimpleForm>
  );
}

const HomeCardEdit = () => (
  <ContentEdit>
    <HomeCardForm />
  </ContentEdit>
);

const HomeCardCreate = () => (
  <ContentCreate>
    <HomeCardForm creating />
  </ContentCreate>
);

export const homeCards = {
  list: HomeCardList,
  create: HomeCardCreate,
  edit: HomeCardEdit,
  icon: ViewModuleIcon,
  recordRepresentation: createElement(TranslatedField, { source: 'title' }),
};
