import type { AdminImage } from '@vitrina/contract';

// An upload of the media library as the API reads it (docs/adr/0026): multipart with `file`, `alt_ro` and
// `alt_ru`. The form holds the file as react-admin's FileInput leaves it ({rawFile, src, title}).

interface UploadForm {
  file?: { rawFile?: unknown } | null;
  alt_ro?: string;
  alt_ru?: string;
}

/** The multipart body of an upload form's values. */
export function imageUpload(values: UploadForm): FormData {
  const form = new FormData();
  form.set('alt_ro', values.alt_ro ?? '');
  form.set('alt_ru', values.alt_ru ?? '');
  const file = values.file?.rawFile;
  if (file instanceof Blob) form.set('file', file);
  return form;
}

/**
 * The path content should name for a picture: its narrowest variant at least `width` pixels wide, else its
 * widest (a small picture's own width). Variants are WebP and never change, so the path is cached for a year.
 */
export function imagePath(image: Pick<AdminImage, 'url' | 'variants'>, width = 1280): string {
  const wide = image.variants.find((variant) => variant.width >= width);
  return (wide ?? image.variants[image.variants.length - 1] ?? image).url;
}

/** The smallest variant, for a thumbnail. */
export const thumbnailOf = (image: Pick<AdminImage, 'url' | 'variants'>): string =>
  (image.variants[0] ?? image).url;
