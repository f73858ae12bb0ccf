import { describe, expect, it } from 'vitest';
import { isLocale } from './locales';
import { localizedPath } from './localized-path';
import type { PageName } from './pages';
import { resolvePath } from './resolve-path';
import { localizedPages, localizedSlugs, policyLanguages, policySlugs } from './slugs';

describe('localizedPath', () => {
  it('home', () => {
    expect(localizedPath('ro', 'home')).toBe('/');
    expect(localizedPath('ru', 'home')).toBe('/ru');
  });

  it('every localized slug in both languages', () => {
    for (const name of localizedPages) {
      expect(localizedPath('ro', name)).toBe(`/${localizedSlugs[name].ro}`);
      expect(localizedPath('ru', name)).toBe(`/ru/${localizedSlugs[name].ru}`);
    }
    expect(localizedPath('ru', 'about')).toBe('/ru/o-nas');
    expect(localizedPath('ro', 'promos', ['5'])).toBe('/promotii/5');
  });

  it('plain routes with params', () => {
    expect(localizedPath('ro', 'calculators', ['gates'])).toBe('/calculators/gates');
    expect(localizedPath('ru', 'blog', ['5'])).toBe('/ru/blog/5');
    expect(localizedPath('ro', 'search')).toBe('/search');
  });

  it('dynamic pages are their params', () => {
    expect(localizedPath('ro', 'dynamic', ['ferestre', 'pvc'])).toBe('/ferestre/pvc');
    expect(localizedPath('ru', 'dynamic', ['okna'])).toBe('/ru/okna');
    expect(localizedPath('ru', 'dynamic')).toBe('/ru');
  });

  it('policy by language, defaulting to the locale', () => {
    expect(localizedPath('ro', 'policy')).toBe(`/${policySlugs.ro}`);
    expect(localizedPath('ru', 'policy')).toBe(`/ru/${policySlugs.ru}`);
    expect(localizedPath('ru', 'policy', ['en'])).toBe('/ru/privacy-policy');
    expect(localizedPath('ro', 'policy', ['xx'])).toBe(`/${policySlugs.ro}`);
  });

  it("the other storefront language's policy at that language's address", () => {
    expect(localizedPath('ro', 'policy', ['ru'])).toBe(`/ru/${policySlugs.ru}`);
    expect(localizedPath('ru', 'policy', ['ro'])).toBe(`/${policySlugs.ro}`);
  });

  it('encodes params so they cannot add segments or a query', () => {
    expect(localizedPath('ro', 'search', ['a/b?c'])).toBe('/search/a%2Fb%3Fc');
    expect(localizedPath('ru', 'dynamic', ['окна'])).toBe('/ru/%D0%BE%D0%BA%D0%BD%D0%B0');
  });

  it('round-trips through resolvePath for every page', () => {
    const cases: [PageName, string[]][] = [
      ['home', []],
      ...localizedPages.map((name): [PageName, string[]] => [name, ['7']]),
      ['blog', ['5']],
      ['calculators', ['gates', 'motor']],
      ['dealers', []],
      ['search', []],
      ['category', ['usi']],
      ['info', ['garantie']],
      ['product', ['p-1']],
      ['dynamic', ['ferestre', 'pvc']],
      ...policyLanguages.map((language): [PageName, string[]] => ['policy', [language]]),
    ];
    for (const locale of ['ro', 'ru'] as const) {
      for (const [page, params] of cases) {
        // A storefront language's policy is served in that language's locale, whichever one asks.
        const [language] = params;
        const servedIn = page === 'policy' && isLocale(language) ? language : locale;
        expect(resolvePath(localizedPath(locale, page, params))).toMatchObject({
          kind: 'page',
          locale: servedIn,
          page,
          params,
        });
      }
    }
  });
});
