import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import { Alert } from '@mui/material';
import { type AdminHomeSection, CONTENT_LIMITS, HOME_OWN_SECTIONS } from '@vitrina/contract';
import {
  DataTable,
  List,
  SearchInput,
  SelectField,
  SimpleForm,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ContentEdit } from '../common/ContentEdit';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';
import { homeSectionChoices } from './choices';

// The heading of each section of the home page: one record per section, which the page always reads, so
// listed and changed, never added or deleted. The cards are edited elsewhere: the home page's own sections in
// "cards of the home page", the others with the records they show (FAQ, reviews, works …).

const Column = DataTable.Col<AdminHomeSection>;

function HomeSectionList() {
  return (
    // Fourteen sections, one page.
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={false}
      pagination={false}
      perPage={100}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="id" disableSort>
          <SelectField source="id" choices={homeSectionChoices} />
        </Column>
        <Column source="title" disableSort field={TranslatedField} />
      </DataTable>
    </List>
  );
}

/** Where the section's cards are edited: the section's own list, or the screen of the records it shows. */
function CardsAreElsewhere() {
  const record = useRecordContext<AdminHomeSection>();
  const translate = useTranslate();
  if (!record) return null;
  const own = (HOME_OWN_SECTIONS as readonly string[]).includes(record.id);
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
      {translate(own ? 'vitrina.home.ownCards' : 'vitrina.home.domainCards')}
    </Alert>
  );
}

const HomeSectionEdit = () => (
  <ContentEdit>
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <SelectField source="id" choices={homeSectionChoices} variant="h6" />
      <CardsAreElsewhere />
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <TranslatedInput
        source="description"
        max={CONTENT_LIMITS.summary}
        multiline
        optional
        helperText="vitrina.home.optionalHelp"
      />
    </SimpleForm>
  </ContentEdit>
);

export const homeSections = {
  list: HomeSectionList,
  edit: HomeSectionEdit,
  icon: ViewAgendaIcon,
  recordRepresentation: <TranslatedField source="title" />,
};
