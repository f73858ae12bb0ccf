// The WebP variants of an uploaded picture (docs/adr/0026), in a module of their own without zod: the storefront's
// pictures build their srcset from it in the browser, and a module that defines schemas brings zod into every
// page that imports anything from it (docs/adr/0054).

/** The widths of the WebP variants made at upload: a phone, a card, a page. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
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
