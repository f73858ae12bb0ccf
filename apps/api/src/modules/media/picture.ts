import { IMAGE_MAX_PIXELS, type ImageType, imageVariantWidths } from '@vitrina/contract';
import sharp, { type Metadata, type Sharp } from 'sharp';

// docs/adr/0026: an uploaded picture is recognised by what it contains, never by its name or the Content-Type it
// was sent with. Its first bytes must be those of a PNG, a JPEG or a WebP — so an SVG (a script can live in
// one), a GIF, a PDF or a renamed text file never reaches a decoder at all — and sharp must read it as the same
// type. It is then decoded whole, which a truncated or corrupt file fails, and encoded anew: what is served
// is what sharp wrote, without the uploader's metadata (EXIF, GPS, camera) or anything hidden after the image
// data, turned upright as its EXIF orientation said.

export type PictureProblem = 'notAnImage' | 'unreadable' | 'tooManyPixels';

/** One file of an accepted picture: the re-encoded original, or a WebP variant. */
export interface PictureFile {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface Picture {
  type: ImageType;
  original: PictureFile;
  /** Narrowest first, at the widths `imageVariantWidths` gives for the original's width. */
  variants: (PictureFile & { width: number })[];
}

export type PictureVerdict = { picture: Picture } | { problem: PictureProblem };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');

/** The type the first bytes announce, if one of ours. */
export function announcedType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'jpeg';
  if (bytes.subarray(0, 4).equals(RIFF) && bytes.subarray(8, 12).equals(WEBP)) return 'webp';
  return null;
}

/**
 * Every decoder sharp runs here: any warning is a failure (a truncated file is refused, not half-shown), more
 * than IMAGE_MAX_PIXELS is refused before decoding, the first frame only of an animation, upright.
 */
const decoder = (bytes: Buffer): Sharp =>
  sharp(bytes, { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true, pages: 1 });

const encoders: Record<ImageType, (image: Sharp) => Sharp> = {
  png: (image) => image.png({ compressionLevel: 8 }),
  jpeg: (image) => image.jpeg({ quality: 88, progressive: true }),
  webp: (image) => image.webp({ quality: 88 }),
};

async function encoded(image: Sharp): Promise<PictureFile> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** Checks an upload by its content and makes the files it is served as: the original and its variants. */
export async function inspectPicture(bytes: Buffer): Promise<PictureVerdict> {
  const type = announcedType(bytes);
  if (!type) return { problem: 'notAnImage' };
  let metadata: Metadata;
  try {
    // Reads the header only: the declared size is known before a pixel is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { problem: 'unreadable' };
  }
  if (metadata.format !== type) return { problem: 'notAnImage' };
  if (!metadata.width || !metadata.height) return { problem: 'unreadable' };
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) return { problem: 'tooManyPixels' };
  try {
    const original = await encoded(encoders[type](decoder(bytes)));
    const variants = [];
    for (const width of imageVariantWidths(original.width))
      variants.push(await encoded(decoder(bytes).resize({ width }).webp({ quality: 80 })));
    return { picture: { type, original, variants } };
  } catch {
    // libvips refused to decode it: truncated, corrupt, or lying in its header.
    return { problem: 'unreadable' };
  }
}
