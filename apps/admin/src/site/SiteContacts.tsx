import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { Box } from '@mui/material';
import { BRANCH_HOUR, BRANCH_LIMITS, CONTENT_LIMITS, SITE_LIMITS, SITE_PHONE } from '@vitrina/contract';
import {
  ArrayInput,
  email,
  Labeled,
  maxLength,
  regex,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
} from 'react-admin';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { SingleRecordEdit, SingleRecordList } from '../common/SingleRecord';
import { TranslatedInput } from '../common/TranslatedInput';
import { socialChoices } from './choices';

// The company's contacts that the storefront's header, footer and contacts page show: one record, changed only
// (docs/adr/0033). The phone's tel: link is the API's, made from the phone as written.

const hour = [required(), regex(BRANCH_HOUR, 'vitrina.site.hourHelp')];
const https = /^https:\/\/[^\s/]+\.[^\s]+$/;

function SiteContactsEdit() {
  return (
    <SingleRecordEdit>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextInput
            source="phone"
            validate={[required(), maxLength(SITE_LIMITS.phone), regex(SITE_PHONE, 'vitrina.site.phoneHelp')]}
            helperText="vitrina.site.phoneHelp"
          />
          <Labeled>
            <TextField source="phone_href" />
          </Labeled>
        </Box>
        <TextInput source="email" validate={[required(), email(), maxLength(BRANCH_LIMITS.email)]} />
        <TranslatedInput source="address" max={CONTENT_LIMITS.title} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextInput source="hours_from" validate={hour} helperText="vitrina.site.hourHelp" />
          <TextInput source="hours_to" validate={hour} helperText="vitrina.site.hourHelp" />
        </Box>
        <ArrayInput source="socials">
          <SimpleFormIterator inline>
            <SelectInput
              source="name"
              label="vitrina.site.network"
              choices={socialChoices}
              validate={required()}
            />
            <TextInput
              source="href"
              label="vitrina.site.socialHref"
              validate={[required(), maxLength(SITE_LIMITS.href), regex(https, 'vitrina.site.socialHelp')]}
              helperText="vitrina.site.socialHelp"
              sx={{ minWidth: 320 }}
            />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </SingleRecordEdit>
  );
}

export const siteContacts = {
  list: SingleRecordList,
  edit: SiteContactsEdit,
  icon: ContactPhoneIcon,
};
