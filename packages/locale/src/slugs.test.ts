import { describe, expect, it } from 'vitest';
import { localeCodes } from './locales';
import { internalOnlyRoutes, plainRoutes } from './pages';
import { localizedPages, localizedSlugs, policySlugs } from './slugs';

describe('the slug table', () => {
  it('is the table of docs/product.md §2', () => {
    expect(localizedSlugs).toEqual({
      about: { ro: 'despre-noi', ru: 'o-nas' },
      contacts: { ro: 'contacte', ru: 'kontakty' },
      vacancies: { ro: 'posturi-vacante', ru: 'vakansii' },
      promos: { ro: 'promotii', ru: 'aktsii' },
      cart: { ro: 'cos', ru: 'korzina' },
      works: { ro: 'lucrari', ru: 'raboty' },
    });
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
