import { describe, expect, it } from 'vitest';
import { resolvePath } from './resolve-path';
import { localizedPages, localizedSlugs, policySlugs } from './slugs';
import { switchLocalePath } from './switch-locale';

describe('switching a localized page swaps its slug', () => {
  for (const name of localizedPages) {
    const { ro, ru } = localizedSlugs[name];
    it(`${name}: /${ro} ⇄ /ru/${ru}`, () => {
      expect(switchLocalePath(`/${ro}`, 'ru')).toBe(`/ru/${ru}`);
      expect(switchLocalePath(`/ro/${ro}`, 'ru')).toBe(`/ru/${ru}`);
      expect(switchLocalePath(`/ru/${ru}`, 'ro')).toBe(`/${ro}`);
      expect(switchLocalePath(`/${ro}`, 'ro')).toBe(`/${ro}`);
      expect(switchLocalePath(`/ru/${ru}`, 'ru')).toBe(`/ru/${ru}`);
    });

    it(`${name}: a deeper path swaps the slug and keeps the dynamic second segment`, () => {
      expect(switchLocalePath(`/${ro}/7`, 'ru')).toBe(`/ru/${ru}/7`);
      expect(switchLocalePath(`/ru/${ru}/7`, 'ro')).toBe(`/${ro}/7`);
    });
  }

  it('the examples of the brief', () => {
    expect(switchLocalePath('/despre-noi', 'ru')).toBe('/ru/o-nas');
    expect(switchLocalePath('/ru/aktsii/7', 'ro')).toBe('/promotii/7');
    expect(switchLocalePath('/contacte/chisinau', 'ru')).toBe('/ru/kontakty/chisinau');
  });

  it('the result is always a page of the target language, never its 404', () => {
    for (const name of localizedPages) {
      for (const from of [`/${localizedSlugs[name].ro}/3`, `/ru/${localizedSlugs[name].ru}`]) {
        for (const target of ['ro', 'ru'] as const) {
          expect(resolvePath(switchLocalePath(from, target))).toMatchObject({
            kind: 'page',
            locale: target,
            page: name,
          });
        }
      }
    }
  });

  it('a 404 caused by the wrong language slug switches to the working page', () => {
    expect(switchLocalePath('/o-nas', 'ru')).toBe('/ru/o-nas');
    expect(switchLocalePath('/ru/despre-noi', 'ro')).toBe('/despre-noi');
  });

  it('a route name switches straight to the slug instead of a redirect', () => {
    expect(switchLocalePath('/about', 'ru')).toBe('/ru/o-nas');
    expect(switchLocalePath('/ru/promos/3', 'ro')).toBe('/promotii/3');
  });
});

describe('other pages keep their path and change the prefix', () => {
  it.each([
    ['/', 'ru', '/ru'],
    ['/ro', 'ru', '/ru'],
    ['/ru', 'ro', '/'],
    ['/ru/', 'ro', '/'],
    ['/ferestre/pvc', 'ru', '/ru/ferestre/pvc'],
    ['/ru/ferestre/pvc', 'ro', '/ferestre/pvc'],
    ['/ro/ferestre', 'ru', '/ru/ferestre'],
    ['/blog/5', 'ru', '/ru/blog/5'],
    ['/ru/calculators/gates', 'ro', '/calculators/gates'],
    ['/product/usa-1', 'ro', '/product/usa-1'],
  ] as const)('%s → %s: %s', (from, target, expected) => {
    expect(switchLocalePath(from, target)).toBe(expected);
  });

  it('keeps segments exactly as they were encoded', () => {
    expect(switchLocalePath('/ru/%D0%BE%D0%BA%D0%BD%D0%B0/a,b', 'ro')).toBe('/%D0%BE%D0%BA%D0%BD%D0%B0/a,b');
  });
});

describe('privacy policy', () => {
  it.each(Object.values(policySlugs))('/%s switches to the target language policy', (slug) => {
    expect(switchLocalePath(`/${slug}`, 'ru')).toBe(`/ru/${policySlugs.ru}`);
    expect(switchLocalePath(`/ru/${slug}`, 'ro')).toBe(`/${policySlugs.ro}`);
  });
});

describe('query, hash and odd input', () => {
  it('keeps the query string and hash', () => {
    expect(switchLocalePath('/ru/o-nas?tab=team#history', 'ro')).toBe('/despre-noi?tab=team#history');
    expect(switchLocalePath('/search?q=usa', 'ru')).toBe('/ru/search?q=usa');
    expect(switchLocalePath('/?success_order=1&orderId=9', 'ru')).toBe('/ru?success_order=1&orderId=9');
    expect(switchLocalePath('/ru?x=1', 'ro')).toBe('/?x=1');
  });

  it('falls back to the target home for unusable paths', () => {
    expect(switchLocalePath('/a/../b', 'ru')).toBe('/ru');
    expect(switchLocalePath('/%E0%A4%A', 'ro')).toBe('/');
    expect(switchLocalePath('x'.repeat(10_000), 'ro')).toBe('/');
  });

  it('never produces a protocol-relative URL', () => {
    expect(switchLocalePath('//evil.example/x', 'ro')).toBe('/evil.example/x');
  });
});

describe('a slug mapping known by the page wins', () => {
  it('uses the alternate of the target language', () => {
    const alternates = { ro: '/ferestre/pvc', ru: '/okna/pvc' };
    expect(switchLocalePath('/ferestre/pvc', 'ru', { alternates })).toBe('/ru/okna/pvc');
    expect(switchLocalePath('/ru/okna/pvc?x=1', 'ro', { alternates })).toBe('/ferestre/pvc?x=1');
  });

  it('ignores missing or off-site alternates', () => {
    expect(switchLocalePath('/ferestre', 'ru', { alternates: { ro: '/ferestre' } })).toBe('/ru/ferestre');
    expect(switchLocalePath('/ferestre', 'ru', { alternates: { ru: '//evil.example' } })).toBe(
      '/ru/ferestre',
    );
    expect(switchLocalePath('/ferestre', 'ru', { alternates: { ru: 'https://evil.example' } })).toBe(
      '/ru/ferestre',
    );
  });
});
