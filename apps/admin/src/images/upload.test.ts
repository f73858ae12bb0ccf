import { describe, expect, it } from 'vitest';
import { imagePath, imageUpload, thumbnailOf } from './upload';

const image = {
  url: '/media/images/a.jpg',
  variants: [
    { width: 320, url: '/media/images/a/w320.webp' },
    { width: 640, url: '/media/images/a/w640.webp' },
    { width: 900, url: '/media/images/a/w900.webp' },
  ],
};

describe('image uploads', () => {
  it('sends the file and both alt texts as multipart fields', () => {
    const rawFile = new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });
    const form = imageUpload({ file: { rawFile }, alt_ro: 'Ușă', alt_ru: 'Дверь' });
    expect(form.get('alt_ro')).toBe('Ușă');
    expect(form.get('alt_ru')).toBe('Дверь');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it('sends no file part when none was chosen, so the API names the field', () => {
    expect(imageUpload({ alt_ro: 'a' }).has('file')).toBe(false);
  });

  it('names the narrowest variant wide enough, else the widest, else the original', () => {
    expect(imagePath(image, 600)).toBe('/media/images/a/w640.webp');
    expect(imagePath(image)).toBe('/media/images/a/w900.webp');
    expect(imagePath({ url: '/media/images/b.png', variants: [] })).toBe('/media/images/b.png');
    expect(thumbnailOf(image)).toBe('/media/images/a/w320.webp');
  });
});
