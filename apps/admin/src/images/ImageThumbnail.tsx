import type { AdminImage } from '@vitrina/contract';
import { useLocaleState, useRecordContext } from 'react-admin';
import { thumbnailOf } from './upload';

/** A picture's smallest variant, with its alt text in the language on screen. */
export function ImageThumbnail({ size = 80 }: { size?: number }) {
  const image = useRecordContext<AdminImage>();
  const [locale] = useLocaleState();
  if (!image) return null;
  return (
    <img
      src={thumbnailOf(image)}
      alt={locale === 'ru' ? image.alt.ru : image.alt.ro}
      loading="lazy"
      style={{ width: size, height: size, objectFit: 'contain', display: 'block' }}
    />
  );
}
