import HandshakeIcon from '@mui/icons-material/Handshake';
import { type AdminPartner, CONTENT_IMAGE_PATH, CONTENT_LIMITS, PARTNER_LIMITS } from '@vitrina/contract';
import { DataTable, List, maxLength, regex, required, SimpleForm, TextField, TextInput } from 'react-admin';
import { ContentCreate, ContentEdit, ContentListActions } from '../common/ContentEdit';
import { PositionInput } from '../common/PositionInput';
import { ImagePathInput } from '../images/ImagePathInput';

// The profile, glass and hardware brands the company works with, shown with their logo on the home page and
// the about page. A brand's name is the same in every language.

const Column = DataTable.Col<AdminPartner>;

function PartnerList() {
  return (
    <List actions={<ContentListActions />} pagination={false} perPage={100}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="position" disableSort />
        <Column source="title" disableSort field={TextField} />
        <Column source="href" disableSort field={TextField} />
      </DataTable>
    </List>
  );
}

const site = regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/, 'vitrina.home.siteHelp');

function PartnerForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm>
      <TextInput source="title" validate={[required(), maxLength(CONTENT_LIMITS.shortText)]} />
      <TextInput
        source="href"
        validate={[maxLength(PARTNER_LIMITS.href), site]}
        helperText="vitrina.home.siteHelp"
      />
      <PositionInput optional={creating} />
      <ImagePathInput
        source="image_file"
        validate={[
          required(),
          maxLength(CONTENT_LIMITS.imagePath),
          regex(CONTENT_IMAGE_PATH, 'vitrina.content.imagePath'),
        ]}
      />
    </SimpleForm>
  );
}

const PartnerEdit = () => (
  <ContentEdit>
    <PartnerForm />
  </ContentEdit>
);

const PartnerCreate = () => (
  <ContentCreate>
    <PartnerForm creating />
  </ContentCreate>
);

export const partners = {
  list: PartnerList,
  create: PartnerCreate,
  edit: PartnerEdit,
  icon: HandshakeIcon,
  recordRepresentation: 'title',
};
