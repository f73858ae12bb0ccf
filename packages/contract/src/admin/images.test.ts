import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantWidths } from './images';

describe('imageVariantWidths', () => {
  it('makes every listed width of a wide picture, none wider than the widest listed', () => {
    expect(imageVariantWidths(4000)).toEqual([...IMAGE_VARIANT_WIDTHS]);
    expect(imageVariantWidths(1281)).toEqual([320, 640, 1280]);
    expect(imageVariantWidths(1280)).toEqual([320, 640, 1280]);
  });

  it('never upscales: a narrower picture gets the widths below its own and one at its own width', () => {
    expect(imageVariantWidths(900)).toEqual([320, 640, 900]);
    expect(imageVariantWidths(320)).toEqual([320]);
    expect(imageVariantWidths(100)).toEqual([100]);
  });
});
