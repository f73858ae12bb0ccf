import { Stack, Typography } from '@mui/material';
import { IMAGE_ALT_MAX_LENGTH, IMAGE_MAX_BYTES, imageMediaTypes } from '@vitrina/contract';
import { FileField, FileInput, maxLength, required, TextInput, useTranslate } from 'react-admin';

// The inputs of an upload (docs/adr/0026): the file, and its alt texts side by side, both required. The browser
// offers only PNG, JPEG and WebP files up to the limit; the API decides by the content anyway.

const accept = Object.fromEntries(
  Object.values(imageMediaTypes).map((type) => [type, [`.${type.split('/')[1]}`]]),
);
const megabytes = IMAGE_MAX_BYTES / 1_048_576;
const altRules = [required(), maxLength(IMAGE_ALT_MAX_LENGTH)];

/** The alt texts in both languages, side by side on a wide screen (one under the other on a phone). */
export function AltInputs({ ro, ru }: { ro: string; ru: string }) {
  const translate = useTranslate();
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} gap={{ xs: 0, md: 2 }} width="100%">
        <TextInput source={ro} validate={altRules} multiline fullWidth />
        <TextInput source={ru} validate={altRules} multiline fullWidth />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('vitrina.images.altHint')}
      </Typography>
    </>
  );
}

export function ImageUploadInputs() {
  const translate = useTranslate();
  return (
    <>
      <FileInput
        source="file"
        accept={accept}
        maxSize={IMAGE_MAX_BYTES}
        validate={required()}
        placeholder={<p>{translate('vitrina.images.dropzone')}</p>}
        helperText={translate('vitrina.images.hint', { megabytes })}
      >
        <FileField source="src" title="title" />
      </FileInput>
      <AltInputs ro="alt_ro" ru="alt_ru" />
    </>
  );
}
