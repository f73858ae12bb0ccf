import { describe, expect, it } from 'vitest';
import { localeCodes } from './locales';
import { localizedPath } from './localized-path';
import { internalOnlyRoutes, plainRoutes } from './pages';
import { resolvePath } from './resolve-path';
import { localizedPages, localizedSlugs, policySlugs } from './slugs';

describe('the slug table', () => {
  it('gives every localized page an address in each language that leads back to it', () => {
    for (const page of localizedPages) {
      for (const locale of localeCodes) {
        const address = localizedPath(locale, page);
        expect(resolvePath(address)).toMatchObject({ kind: 'page', locale, page });
      }
    }
  });

  it("answers 404 for another language's slug, so a page has one address per language (docs/product.md §2)", () => {
    expect(resolvePath('/ru/o-nas')).toMatchObject({ kind: 'page', locale: 'ru', page: 'about' });
    expect(resolvePath('/ru/despre-noi')).toMatchObject({ kind: 'not-found', locale: 'ru' });
    for (const page of localizedPages) {
      const { ro, ru } = localizedSlugs[page];
      expect(resolvePath(`/ru/${ro}`)).toMatchObject({ kind: 'not-found' });
      expect(resolvePath(`/${ru}`)).toMatchObject({ kind: 'not-found' });
    }
  });

  it('no first segment means two things (a data change cannot create an ambiguous route)', () => {
    const firstSegments = [
      ...localeCodes,
      ...localizedPages,
      ...localizedPages.flatMap((page) => localeCodes.map((locale) => localizedSlugs[page][locale])),
      ...Object.values(policySlugs),
      ...plainRoutes,
      ...internalOnlyRoutes,
    ];
    expect(new Set(firstSegments).size).toBe(firstSegments.length);
  });

  it('slugs are plain lowercase words, safe in a URL without encoding', () => {
    const slugs = [
      ...localizedPages.flatMap((page) => Object.values(localizedSlugs[page])),
      ...Object.values(policySlugs),
    ];
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });
});
