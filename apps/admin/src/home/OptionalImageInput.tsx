import { CONTENT_IMAGE_PATH, CONTENT_LIMITS } from '@vitrina/contract';
import { maxLength, regex } from 'react-admin';
import { ImagePathInput } from '../images/ImagePathInput';

const noneWhenBlank = (value: string) => value || null;

/** A card's picture, which it may go without: chosen from the media library or uploaded, or cleared. */
export function OptionalImageInput() {
  return (
    <ImagePathInput
      source="image_file"
      parse={noneWhenBlank}
      validate={[maxLength(CONTENT_LIMITS.imagePath), regex(CONTENT_IMAGE_PATH, 'vitrina.content.imagePath')]}
    />
  );
}
