import { BANNER_HREF, BANNER_LIMITS, CONTENT_LIMITS } from '@vitrina/contract';
import { BooleanInput, required, SelectInput, TabbedForm } from 'react-admin';
import { ContentCreate, ContentEdit } from '../common/ContentEdit';
import { HrefInput } from '../common/HrefInput';
import { PositionInput } from '../common/PositionInput';
import { TranslatedInput } from '../common/TranslatedInput';
import { BannerInputs } from './BannerInputs';
import { CalculatorInput } from './CalculatorInput';
import { ColumnsInput } from './ColumnsInput';
import { linkTypeChoices, targetChoices } from './choices';
import { SlugInput } from './SlugInput';
import { SubitemsInput } from './SubitemsInput';

/** What a new item starts as: shown, a category's link, nothing in its panel. */
const newItem = {
  visible: true,
  target: '_self',
  link_type: 'category',
  banner_image: null,
  calculator_href: null,
  columns: [],
  subitems: [],
};

/**
 * A top-level item of the navigation, one tab for each part of it: its own link, the mega-menu's columns, the
 * plain dropdown's links (for an item without columns), and the banner and calculator button beside the columns.
 */
function MenuItemForm({ creating = false }: { creating?: boolean }) {
  return (
    <TabbedForm defaultValues={creating ? newItem : undefined}>
      <TabbedForm.Tab label="vitrina.menu.tabs.link">
        <TranslatedInput source="title" max={CONTENT_LIMITS.shortText} />
        <HrefInput label="resources.menu-items.fields.href" max={BANNER_LIMITS.href} pattern={BANNER_HREF} />
        <PositionInput optional={creating} />
        <BooleanInput source="visible" />
        <SelectInput source="target" choices={targetChoices} validate={required()} />
        <SelectInput source="link_type" choices={linkTypeChoices} validate={required()} />
        <SlugInput source="parent_category_slug" optional />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="vitrina.menu.tabs.columns">
        <ColumnsInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="vitrina.menu.tabs.subitems">
        <SubitemsInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="vitrina.menu.tabs.aside">
        <BannerInputs />
        <CalculatorInput />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

export const MenuItemEdit = () => (
  <ContentEdit>
    <MenuItemForm />
  </ContentEdit>
);

export const MenuItemCreate = () => (
  <ContentCreate>
    <MenuItemForm creating />
  </ContentCreate>
);
