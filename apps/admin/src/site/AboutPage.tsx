import InfoIcon from '@mui/icons-material/Info';
import { CONTENT_LIMITS } from '@vitrina/contract';
import { ArrayInput, SimpleForm, SimpleFormIterator } from 'react-admin';
import { BodyInput } from '../common/BodyInput';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { SectionTitle } from '../common/SectionTitle';
import { SingleRecordEdit, SingleRecordList } from '../common/SingleRecord';
import { TranslatedInput } from '../common/TranslatedInput';

// The about page's own texts, titled sections and key figures, Romanian beside Russian: one record, changed only
// (docs/adr/0033). Its address is fixed; its achievements, equipment and partners are their own screens'.

function AboutPageEdit() {
  return (
    <SingleRecordEdit>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
        <TranslatedInput source="description" max={CONTENT_LIMITS.summary} multiline />
        <TranslatedInput source="intro" max={CONTENT_LIMITS.longText} multiline />
        <SectionTitle label="vitrina.site.facts" />
        <ArrayInput source="facts" label={false}>
          <SimpleFormIterator>
            <TranslatedInput source="value" max={CONTENT_LIMITS.label} label="vitrina.site.factValue" />
            <TranslatedInput source="label" max={CONTENT_LIMITS.shortText} label="vitrina.site.factLabel" />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="sections">
          <SimpleFormIterator>
            <TranslatedInput source="title" max={CONTENT_LIMITS.title} label="vitrina.pages.sectionTitle" />
            <BodyInput source="body" label="vitrina.pages.sectionBody" />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </SingleRecordEdit>
  );
}

export const aboutPage = {
  list: SingleRecordList,
  edit: AboutPageEdit,
  icon: InfoIcon,
};
