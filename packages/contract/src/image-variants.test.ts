import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantWidths, mediaSrcSet } from './image-variants';

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

describe('mediaSrcSet', () => {
  it('offers every variant width of an uploaded picture', () => {
    const file = `/media/images/${'a1'.repeat(16)}.jpg`;
    expect(mediaSrcSet(file)).toBe(
      IMAGE_VARIANT_WIDTHS.map((w) => `/media/images/${'a1'.repeat(16)}/w${w}.webp ${w}w`).join(', '),
    );
  });

  it("offers nothing for the shop's own drawings or anything else", () => {
    expect(mediaSrcSet('/static/catalog/fereastra.svg')).toBeUndefined();
    expect(mediaSrcSet(`/media/images/${'a1'.repeat(16)}/w320.webp`)).toBeUndefined();
    expect(mediaSrcSet('https://example.com/media/images/x.png')).toBeUndefined();
  });
});
