import { randomBytes } from 'node:crypto';
import { type ImageType, imageVariantWidths, variantOf } from '@vitrina/contract';

// Where a picture's files live in the file store (docs/adr/0026), and the public paths they are served at. Keys
// are made here, from random bytes, never from a file name: `images/<random>.<ext>` for the original and
// `images/<random>/w<width>.webp` for each variant. A key is never reused, so its bytes never change and its URL
// may be cached for a year.

const extensions: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/** The public path prefix of the file store's pictures (proxied by the storefront like /static/). */
export const mediaPrefix = '/media/';

/** Only these keys are ever served: pictures, never a CV or anything else the store keeps. */
export const servedKey = /^images\/[0-9a-f]{32}(\.(png|jpg|webp)|\/w[1-9][0-9]{0,4}\.webp)$/;

/** A fresh key for an original of `type`. */
export const newImageKey = (type: ImageType): string =>
  `images/${randomBytes(16).toString('hex')}.${extensions[type]}`;

/** Every key a picture `width` pixels wide stored under `key` has: the original and its variants. */
export const imageKeysOf = (key: string, width: number): string[] => [
  key,
  ...imageVariantWidths(width).map((w) => variantOf(key, w)),
];

/** The path a key is served at. */
export const mediaUrl = (key: string): string => `${mediaPrefix}${key}`;
