import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import { type AdminCompanyCard, CONTENT_LIMITS } from '@vitrina/contract';
import { createElement, type ReactNode } from 'react';
import { DataTable, List, SearchInput, SimpleForm } from 'react-admin';
import { ContentCreate, ContentEdit, ContentListActions } from '../common/ContentEdit';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { PositionInput } from '../common/PositionInput';
import { SectionTitle } from '../common/SectionTitle';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';
import { OptionalImageInput } from './OptionalImageInput';

// The company's cards the home page and the about page show: its figures (achievements), its production lines
// (equipment) and the steps of an order, each a titled card with an optional picture, in order.

const Column = DataTable.Col<AdminCompanyCard>;

function CompanyCardList() {
  return (
    <List actions={<ContentListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <PhoneOrTable name="title">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="position" disableSort />
          <Column source="title" disableSort field={TranslatedField} />
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}

function CompanyCardForm({ creating = false, before }: { creating?: boolean; before?: ReactNode }) {
  return (
    <SimpleForm>
      {before}
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <TranslatedInput source="description" max={CONTENT_LIMITS.summary} multiline />
      <PositionInput optional={creating} />
      <SectionTitle label="vitrina.content.illustration" />
      <OptionalImageInput />
    </SimpleForm>
  );
}

/** The screens of one kind of card; `before` are its fields besides the title, description and picture. */
function companyCards(icon: typeof EmojiEventsIcon, before?: ReactNode) {
  return {
    list: CompanyCardList,
    create: () => (
      <ContentCreate>
        <CompanyCardForm creating before={before} />
      </ContentCreate>
    ),
    edit: () => (
      <ContentEdit>
        <CompanyCardForm before={before} />
      </ContentEdit>
    ),
    icon,
    recordRepresentation: createElement(TranslatedField, { source: 'title' }),
  };
}

export const achievements = companyCards(
  EmojiEventsIcon,
  <TranslatedInput source="number" max={CONTENT_LIMITS.label} />,
);
export const equipment = companyCards(PrecisionManufacturingIcon);
export const orderSteps = companyCards(FormatListNumberedIcon);
