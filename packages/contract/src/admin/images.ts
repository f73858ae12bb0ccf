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
/** The widths of the WebP variants made at upload: a phone, a card, a page. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
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

/**
 * The widths of a picture `width` pixels wide's variants: each listed width below its own, and one at its own
 * width when it is no wider than the widest listed. Never upscaled, never wider than asked, always at least one.
 * The rule is the stored truth: the variants are not listed in the database, they follow from the width.
 */
export function imageVariantWidths(width: number): number[] {
  const widest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] as number;
  const below = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  return width <= widest ? [...below, width] : [...below];
}

/**
 * Where the `width` pixels wide WebP variant of a picture lives, from the original's store key or public path:
 * `images/<random>.png` → `images/<random>/w640.webp`.
 */
export const variantOf = (original: string, width: number): string =>
  `${original.replace(/\.[a-z]+$/, '')}/w${width}.webp`;

/** The public path of an uploaded picture: `/media/images/<random>.<png|jpg|webp>`. */
const mediaPicture = /^\/media\/images\/[0-9a-f]{32}\.(png|jpg|webp)$/;

/**
 * A srcset offering every variant width of an uploaded picture, for an <img> whose browser picks by its layout;
 * undefined for any other file (the shop's own SVGs). A width the picture is too narrow for is redirected by the
 * API to its nearest variant, so no picture's size needs to be known here.
 */
export function mediaSrcSet(file: string): string | undefined {
  if (!mediaPicture.test(file)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${variantOf(file, width)} ${width}w`).join(', ');
}

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
