import { z } from 'zod';

// The media library of the back office (docs/adr/0026): pictures uploaded by staff, checked by their content,
// kept in the shared file store and served under /media/ with resized WebP variants.

/** The largest picture accepted: 10 MiB (a phone's photo is 3–8 MB). One more byte answers 413. */
export const IMAGE_MAX_BYTES = 10_485_760;
/**
 * The most pixels a picture may have: 40 megapixels (8000 × 5000). A few kilobytes of PNG can declare a picture
 * that unpacks to gigabytes (a decompression bomb); past this it is refused before it is decoded.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The longest alt text: a sentence or two, what a screen reader reads. */
export const IMAGE_ALT_MAX_LENGTH = 250;

/** The types an upload may be, by content; anything else (SVG, GIF, PDF, text) is refused. */
export const imageTypes = ['png', 'jpeg', 'webp'] as const;
export type ImageType = (typeof imageTypes)[number];
export const imageMediaTypes: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const oneLine = /^[^\u0000-\u001f\u007f]*$/;
/** An alt text: required, one line, trimmed. */
const altText = z.string().trim().min(1).max(IMAGE_ALT_MAX_LENGTH).regex(oneLine);

/** The alt texts, required in both languages: what a screen reader says, and what shows while it loads. */
export const imageAlt = z.strictObject({ ro: altText, ru: altText });
export type ImageAlt = z.infer<typeof imageAlt>;

/** The text fields of an upload (multipart, beside `file`). */
export const imageUploadFields = z.strictObject({ alt_ro: altText, alt_ru: altText });

/** Changing a picture's alt texts; the picture itself never changes (its URLs are cached for a year). */
export const adminImageUpdate = z.strictObject({ alt: imageAlt });
export type AdminImageUpdate = z.infer<typeof adminImageUpdate>;

/** A resized WebP copy: its width and the path it is served at. */
export const imageVariant = z.object({ width: z.number().int(), url: z.string() });
export type ImageVariant = z.infer<typeof imageVariant>;

export const adminImage = z
  .object({
    id: z.number().int(),
    /** The original (metadata stripped) at its public path, `/media/images/<random>.<png|jpg|webp>`. */
    url: z.string(),
    content_type: z.enum(Object.values(imageMediaTypes) as [string, ...string[]]),
    width: z.number().int(),
    height: z.number().int(),
    size: z.number().int(),
    alt: z.object({ ro: z.string(), ru: z.string() }),
    /** Narrowest first; the last is the one to show by default. */
    variants: z.array(imageVariant),
    uploaded_by: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminImage' });
export type AdminImage = z.infer<typeof adminImage>;
