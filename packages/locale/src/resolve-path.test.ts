import { describe, expect, it } from 'vitest';
import { resolvePath } from './resolve-path';
import { localizedPages, localizedSlugs, policySlugs } from './slugs';

const page = (locale: string, name: string, params: string[], internalPath: string) => ({
  kind: 'page',
  locale,
  page: name,
  params,
  internalPath,
});
const redirect = (location: string) => ({ kind: 'redirect', location, status: 308 });
const notFound = (locale: string) => ({ kind: 'not-found', locale });

describe('home', () => {
  it.each([
    ['/', 'ro'],
    ['/ro', 'ro'],
    ['/ro/', 'ro'],
    ['/ru', 'ru'],
    ['/ru/', 'ru'],
    ['', 'ro'],
    ['/?success_order=1&orderId=5', 'ro'],
  ])('%s is the %s home page', (path, locale) => {
    expect(resolvePath(path)).toEqual(page(locale, 'home', [], `/${locale}`));
  });
});

describe('every row of the localized slug table', () => {
  for (const name of localizedPages) {
    const { ro, ru } = localizedSlugs[name];
    it(`${name}: /${ro}, /ro/${ro} and /ru/${ru} serve the page`, () => {
      expect(resolvePath(`/${ro}`)).toEqual(page('ro', name, [], `/ro/${name}`));
      expect(resolvePath(`/ro/${ro}`)).toEqual(page('ro', name, [], `/ro/${name}`));
      expect(resolvePath(`/ru/${ru}`)).toEqual(page('ru', name, [], `/ru/${name}`));
      expect(resolvePath(`/ru/${ru}/`)).toEqual(page('ru', name, [], `/ru/${name}`));
    });

    it(`${name}: the other language's slug is a 404 (/${ru}, /ro/${ru}, /ru/${ro})`, () => {
      expect(resolvePath(`/${ru}`)).toEqual(notFound('ro'));
      expect(resolvePath(`/ro/${ru}`)).toEqual(notFound('ro'));
      expect(resolvePath(`/ru/${ro}`)).toEqual(notFound('ru'));
      expect(resolvePath(`/ru/${ro}/7`)).toEqual(notFound('ru'));
      expect(resolvePath(`/${ru}/7`)).toEqual(notFound('ro'));
    });

    it(`${name}: the route name redirects permanently to the slug, keeping the prefix style`, () => {
      expect(resolvePath(`/${name}`)).toEqual(redirect(`/${ro}`));
      expect(resolvePath(`/${name}/`)).toEqual(redirect(`/${ro}`));
      expect(resolvePath(`/ro/${name}`)).toEqual(redirect(`/ro/${ro}`));
      expect(resolvePath(`/ru/${name}`)).toEqual(redirect(`/ru/${ru}`));
    });

    it(`${name}: redirects keep deeper segments and the query`, () => {
      expect(resolvePath(`/${name}/5`)).toEqual(redirect(`/${ro}/5`));
      expect(resolvePath(`/ro/${name}/5/x`)).toEqual(redirect(`/ro/${ro}/5/x`));
      expect(resolvePath(`/ru/${name}/5?page=2`)).toEqual(redirect(`/ru/${ru}/5?page=2`));
    });
  }

  it('a redirect target resolves to the page itself (no loops)', () => {
    for (const name of localizedPages) {
      for (const path of [`/${name}`, `/ro/${name}`, `/ru/${name}/3`]) {
        const first = resolvePath(path);
        if (first.kind !== 'redirect') throw new Error(`${path} did not redirect`);
        expect(resolvePath(first.location)).toMatchObject({ kind: 'page', page: name });
      }
    }
  });
});

describe('parameterized localized pages', () => {
  it('promotions by id under both slugs', () => {
    expect(resolvePath('/promotii/5')).toEqual(page('ro', 'promos', ['5'], '/ro/promos/5'));
    expect(resolvePath('/ru/aktsii/5')).toEqual(page('ru', 'promos', ['5'], '/ru/promos/5'));
  });

  it('contacts of one branch', () => {
    expect(resolvePath('/contacte/chisinau')).toEqual(
      page('ro', 'contacts', ['chisinau'], '/ro/contacts/chisinau'),
    );
    expect(resolvePath('/ru/kontakty/balti')).toEqual(
      page('ru', 'contacts', ['balti'], '/ru/contacts/balti'),
    );
  });
});

describe('plain fixed routes', () => {
  it.each([
    ['/blog', 'ro', 'blog', []],
    ['/ru/blog/5', 'ru', 'blog', ['5']],
    ['/calculators', 'ro', 'calculators', []],
    ['/calculators/gates', 'ro', 'calculators', ['gates']],
    ['/ru/calculators/awning/motor', 'ru', 'calculators', ['awning', 'motor']],
    ['/dealers', 'ro', 'dealers', []],
    ['/ro/search', 'ro', 'search', []],
    ['/search?q=usa', 'ro', 'search', []],
    ['/category/ferestre', 'ro', 'category', ['ferestre']],
    ['/ru/info/garantie', 'ru', 'info', ['garantie']],
    ['/product/fereastra-pvc-1', 'ro', 'product', ['fereastra-pvc-1']],
  ] as const)('%s → %s %s %j', (path, locale, name, params) => {
    const internal = `/${locale}/${[name, ...params].join('/')}`;
    expect(resolvePath(path)).toEqual(page(locale, name, [...params], internal));
  });
});

describe('privacy policy', () => {
  it.each(['en', 'fr', 'it'] as const)('the %s policy works in both locales', (language) => {
    const slug = policySlugs[language];
    expect(resolvePath(`/${slug}`)).toEqual(page('ro', 'policy', [language], `/ro/policy/${language}`));
    expect(resolvePath(`/${slug}/`)).toEqual(page('ro', 'policy', [language], `/ro/policy/${language}`));
    expect(resolvePath(`/ru/${slug}`)).toEqual(page('ru', 'policy', [language], `/ru/policy/${language}`));
  });

  it('the Romanian and Russian policies live in their own locale only, like localized slugs', () => {
    expect(resolvePath(`/${policySlugs.ro}`)).toEqual(page('ro', 'policy', ['ro'], '/ro/policy/ro'));
    expect(resolvePath(`/ro/${policySlugs.ro}`)).toEqual(page('ro', 'policy', ['ro'], '/ro/policy/ro'));
    expect(resolvePath(`/ru/${policySlugs.ru}/`)).toEqual(page('ru', 'policy', ['ru'], '/ru/policy/ru'));
    // issue 20: /politika-konfidentsialnosti answered 200 in Romanian.
    expect(resolvePath(`/${policySlugs.ru}`)).toEqual(notFound('ro'));
    expect(resolvePath(`/ro/${policySlugs.ru}`)).toEqual(notFound('ro'));
    expect(resolvePath(`/ru/${policySlugs.ro}`)).toEqual(notFound('ru'));
  });

  it('has no deeper pages', () => {
    expect(resolvePath('/privacy-policy/extra')).toEqual(notFound('ro'));
  });

  it('is not reachable under its internal route name', () => {
    expect(resolvePath('/policy/en')).toEqual(notFound('ro'));
    expect(resolvePath('/ru/policy/ru')).toEqual(notFound('ru'));
  });
});

describe('dynamic pages', () => {
  it.each([
    ['/ferestre', 'ro', ['ferestre']],
    ['/ferestre/pvc', 'ro', ['ferestre', 'pvc']],
    ['/ro/usi/interioare', 'ro', ['usi', 'interioare']],
    ['/ru/okna/pvc/', 'ru', ['okna', 'pvc']],
    ['/livrare-si-montaj', 'ro', ['livrare-si-montaj']],
  ] as const)('%s → %s %j', (path, locale, params) => {
    expect(resolvePath(path)).toEqual(page(locale, 'dynamic', [...params], `/${locale}/${params.join('/')}`));
  });

  it('decodes params and keeps the internal path encoded', () => {
    expect(resolvePath('/ru/%D0%BE%D0%BA%D0%BD%D0%B0')).toEqual(
      page('ru', 'dynamic', ['окна'], '/ru/%D0%BE%D0%BA%D0%BD%D0%B0'),
    );
    expect(resolvePath('/a%20b')).toEqual(page('ro', 'dynamic', ['a b'], '/ro/a%20b'));
  });

  it('locale codes are case-sensitive: /RU is not the Russian site', () => {
    expect(resolvePath('/RU')).toEqual(page('ro', 'dynamic', ['RU'], '/ro/RU'));
  });
});

describe('odd input never throws and never escapes the tree', () => {
  it('collapses empty segments, so // cannot turn into another host', () => {
    expect(resolvePath('//evil.example')).toEqual(
      page('ro', 'dynamic', ['evil.example'], '/ro/evil.example'),
    );
    expect(resolvePath('//about')).toEqual(redirect('/despre-noi'));
    expect(resolvePath('/ru//blog//5')).toEqual(page('ru', 'blog', ['5'], '/ru/blog/5'));
  });

  it.each([
    ['/a/../b', 'ro'],
    ['/ru/..', 'ru'],
    ['/./x', 'ro'],
    ['/%2e%2e/x', 'ro'],
    ['/a%2Fb', 'ro'],
    ['/ru/a%5Cb', 'ru'],
    ['/%E0%A4%A', 'ro'],
    ['/ru/%', 'ru'],
    ['/a%00b', 'ro'],
    ['/%20', 'ro'],
    ['/ro/ru', 'ro'],
    ['/ru/ro/despre-noi', 'ru'],
  ])('%s is not found (%s)', (path, locale) => {
    expect(resolvePath(path)).toEqual(notFound(locale));
  });

  it('very long paths are not found', () => {
    expect(resolvePath(`/${'a'.repeat(100_000)}`)).toEqual(notFound('ro'));
    expect(resolvePath(`/ru/${'a'.repeat(100_000)}`)).toEqual(notFound('ru'));
    expect(resolvePath('/x'.repeat(40))).toEqual(notFound('ro'));
  });

  it('a hash is ignored', () => {
    expect(resolvePath('/despre-noi#team')).toEqual(page('ro', 'about', [], '/ro/about'));
  });

  it('non-string input from untyped callers is not found', () => {
    expect(resolvePath(undefined as unknown as string)).toEqual(notFound('ro'));
  });
});
