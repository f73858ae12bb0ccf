import { Box, Button, FormControl, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import type { AdminImage } from '@vitrina/contract';
import { useState } from 'react';
import { FieldTitle, type InputProps, useInput, useResourceContext, useTranslate } from 'react-admin';
import { ImagePickerDialog } from './ImagePickerDialog';
import { ImageUploadDialog } from './ImageUploadDialog';
import { imagePath } from './upload';

export interface ImagePathInputProps extends Omit<InputProps, 'children'> {
  /**
   * The width the picture is shown at, in CSS pixels: the field gets the narrowest variant at least this wide
   * (a WebP never wider than 1280), or the widest there is.
   */
  width?: number;
}

/**
 * A text field holding a picture's path (`/media/images/…/w1280.webp`), for the catalogue's and the content's
 * forms: shows the current picture, and sets the path by choosing from the media library or uploading a new
 * picture with its alt texts (docs/adr/0026). The alt texts stay in the library; a form that also keeps its own
 * can read them from the library's answer.
 *
 *   <ImagePathInput source="image" validate={required()} width={640} />
 */
export function ImagePathInput({ width = 1280, ...props }: ImagePathInputProps) {
  const { field, fieldState, isRequired, id } = useInput(props);
  const resource = useResourceContext(props);
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'choose' | 'upload' | null>(null);
  const path = typeof field.value === 'string' ? field.value : '';
  const choose = (image: AdminImage) => {
    field.onChange(imagePath(image, width));
    field.onBlur();
    setDialog(null);
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <FormControl error={Boolean(error)} margin="dense" sx={{ width: '100%' }}>
      <FormLabel htmlFor={id}>
        <FieldTitle label={props.label} source={props.source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} alignItems={{ sm: 'center' }} mt={1}>
        {path ? (
          <Box
            component="img"
            src={path}
            alt=""
            sx={{ width: 160, height: 120, objectFit: 'contain', bgcolor: 'grey.100' }}
          />
        ) : (
          <Typography color="text.secondary">{translate('vitrina.images.none')}</Typography>
        )}
        <Stack gap={1}>
          <Typography id={id} variant="body2" component="code" sx={{ wordBreak: 'break-all' }}>
            {path}
          </Typography>
          <Stack direction="row" gap={1} flexWrap="wrap">
            {/* MUI's buttons: react-admin's show only their icon on a phone, and these have none. */}
            <Button size="small" variant="outlined" onClick={() => setDialog('choose')}>
              {translate('vitrina.images.choose')}
            </Button>
            <Button size="small" variant="outlined" onClick={() => setDialog('upload')}>
              {translate('vitrina.images.upload')}
            </Button>
            {path && !isRequired && (
              <Button size="small" onClick={() => field.onChange('')}>
                {translate('vitrina.images.clear')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
      {error && <FormHelperText>{translate(error, { _: error })}</FormHelperText>}
      <ImagePickerDialog open={dialog === 'choose'} onClose={() => setDialog(null)} onChoose={choose} />
      {dialog === 'upload' && <ImageUploadDialog open onClose={() => setDialog(null)} onUploaded={choose} />}
    </FormControl>
  );
}
