import { Box } from '@mui/material';
import {
  BRANCH_HOUR,
  BRANCH_LIMITS,
  BRANCH_PHONE,
  CONTENT_IMAGE_PATH,
  CONTENT_LIMITS,
} from '@vitrina/contract';
import {
  ArrayInput,
  email,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { ContentCreate, ContentEdit } from '../common/ContentEdit';
import { PositionInput } from '../common/PositionInput';
import { SectionTitle } from '../common/SectionTitle';
import { slugRule } from '../common/slugRule';
import { TranslatedInput } from '../common/TranslatedInput';
import { ImagePathInput } from '../images/ImagePathInput';
import { branchKindChoices } from './choices';

const hour = [required(), regex(BRANCH_HOUR, 'vitrina.branches.hourHelp')];
const slug = [required(), maxLength(BRANCH_LIMITS.slug), slugRule];

/**
 * A branch or dealer: its page's address (/contacts/{slug}), kind and place, texts in Romanian beside Russian,
 * phones in order, e-mail, opening hours, the map's point and an optional picture.
 */
function BranchForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm defaultValues={creating ? { kind: 'dealer', phones: [] } : undefined}>
      <TextInput source="slug" validate={slug} helperText="vitrina.branches.slugHelp" />
      <SelectInput source="kind" choices={branchKindChoices} validate={required()} />
      <PositionInput optional={creating} />
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <TranslatedInput source="city" max={CONTENT_LIMITS.shortText} />
      <TranslatedInput source="address" max={CONTENT_LIMITS.title} />
      <TranslatedInput source="description" max={CONTENT_LIMITS.longText} multiline />
      <ArrayInput source="phones">
        <SimpleFormIterator>
          <TranslatedInput source="name" max={CONTENT_LIMITS.shortText} label="vitrina.branches.phoneName" />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TextInput
              source="value"
              label="vitrina.branches.phoneValue"
              validate={[required(), regex(BRANCH_PHONE, 'vitrina.branches.phoneHelp')]}
              helperText="vitrina.branches.phoneHelp"
            />
            <TextInput
              source="display"
              label="vitrina.branches.phoneDisplay"
              validate={[required(), maxLength(BRANCH_LIMITS.phoneDisplay)]}
            />
          </Box>
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput source="email" validate={[required(), email(), maxLength(BRANCH_LIMITS.email)]} />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <TextInput source="hours_from" validate={hour} />
        <TextInput source="hours_to" validate={hour} />
      </Box>
      <TranslatedInput source="days" max={CONTENT_LIMITS.shortText} />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <NumberInput source="lat" validate={[required(), minValue(-90), maxValue(90)]} />
        <NumberInput source="lng" validate={[required(), minValue(-180), maxValue(180)]} />
      </Box>
      <SectionTitle label="vitrina.content.illustration" />
      <ImagePathInput
        source="image_file"
        parse={(value: string) => value || null}
        validate={[
          maxLength(CONTENT_LIMITS.imagePath),
          regex(CONTENT_IMAGE_PATH, 'vitrina.content.imagePath'),
        ]}
      />
    </SimpleForm>
  );
}

export const BranchEdit = () => (
  <ContentEdit>
    <BranchForm />
  </ContentEdit>
);

export const BranchCreate = () => (
  <ContentCreate>
    <BranchForm creating />
  </ContentCreate>
);
