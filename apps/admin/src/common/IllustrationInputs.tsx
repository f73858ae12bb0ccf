import { Box } from '@mui/material';
import { CONTENT_IMAGE_PATH, CONTENT_LIMITS } from '@vitrina/contract';
import { maxLength, maxValue, minValue, NumberInput, regex, required } from 'react-admin';
import { ImagePathInput } from '../images/ImagePathInput';
import { TranslatedInput } from './TranslatedInput';

const imageSide = [required(), minValue(1), maxValue(CONTENT_LIMITS.imageSide)];

/**
 * A card's illustration: the picture's path (chosen from the media library or uploaded there), its description in every language (read aloud, and
 * shown when the picture is missing), and its size, which the storefront reserves before it loads.
 */
export function IllustrationInputs() {
  return (
    <>
      <ImagePathInput
        source="image_file"
        validate={[
          required(),
          maxLength(CONTENT_LIMITS.imagePath),
          regex(CONTENT_IMAGE_PATH, 'vitrina.content.imagePath'),
        ]}
      />
      <TranslatedInput source="image_alt" max={CONTENT_LIMITS.alt} />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <NumberInput source="image_width" validate={imageSide} step={1} />
        <NumberInput source="image_height" validate={imageSide} step={1} />
      </Box>
    </>
  );
}
