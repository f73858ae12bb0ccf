import type { AdminImage } from '@vitrina/contract';
import { useRecordContext, useTranslate } from 'react-admin';

/** A picture's size in pixels and kilobytes. */
export function ImageFacts() {
  const image = useRecordContext<AdminImage>();
  const translate = useTranslate();
  if (!image) return null;
  const kilobytes = Math.max(1, Math.round(image.size / 1024));
  return (
    <span>
      {translate('vitrina.images.pixels', { width: image.width, height: image.height })} ·{' '}
      {translate('vitrina.images.kilobytes', { count: kilobytes })}
    </span>
  );
}
