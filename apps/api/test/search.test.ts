import {
  SEARCH_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
  type SearchPage,
  type SearchResult,
  searchPage,
} from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '../src/i18n/messages';
import { useApi } from './support/api';
import { engines } from './support/databases';

const matched = (parts: SearchResult['snippet']) =>
  parts.filter((part) => part.match).map((part) => part.text);
const plain = (parts: SearchResult['snippet']) => parts.map((part) => part.text).join('');

describe.each(engines)('GET /search/ on $name', (engine) => {
  const api = useApi(engine);

  const search = async (text: string, locale = 'ro', page?: number): Promise<SearchPage> => {
    const query = `search=${encodeURIComponent(text)}${page === undefined ? '' : `&page=${page}`}`;
    const response = await api.get(`/search/?${query}`, locale);
    expect(response.statusCode, `${text}: ${response.body}`).toBe(200);
    return searchPage.strict().parse(response.json());
  };
  const links = (page: SearchPage) => page.results.map((result) => result.link);

  it('finds a Romanian word with or without its diacritics, and marks it in the title', async () => {
    const withMarks = await search('fereastră');
    const without = await search('fereastra');
    expect(without).toEqual(withMarks);
    expect(withMarks.total_count).toBeGreaterThan(SEARCH_PAGE_SIZE);
    const econom = (await search('fereastra econom')).results[0];
    expect(econom).toMatchObject({
      kind: 'product',
      title: 'Fereastră PVC Econom',
      link: '/product/fereastra-pvc-econom',
      image: expect.stringMatching(/^\/static\//),
    });
    expect(matched(econom?.title_parts ?? [])).toEqual(['Fereastră', 'Econom']);
    expect(plain(econom?.title_parts ?? [])).toBe('Fereastră PVC Econom');
  });

  it('finds a Russian word in another case ending, answering Russian titles', async () => {
    for (const word of ['окно', 'окна', 'окнами']) {
      const page = await search(`пластиковое ${word}`, 'ru');
      expect(links(page), word).toContain('/product/fereastra-pvc-econom');
      expect(page.results.find((result) => result.link === '/product/fereastra-pvc-econom')?.title).toBe(
        'Пластиковое окно «Эконом»',
      );
    }
  });

  it('forgives a typo in a title', async () => {
    const manivela = await search('manivla');
    expect(manivela.results[0]).toMatchObject({ kind: 'product', link: '/product/manivela-rulou' });
    expect(matched(manivela.results[0]?.title_parts ?? [])).toEqual(['Manivelă']);
    const russian = await search('пластиквое', 'ru');
    expect(links(russian)).toContain('/product/fereastra-pvc-econom');
    const category = await search('jaluzle');
    expect(category.results[0]).toMatchObject({ kind: 'category', title: 'Jaluzele', link: '/jaluzele' });
  });

  it('suggests while a word is still being typed', async () => {
    expect((await search('fereastra eco')).results[0]?.link).toBe('/product/fereastra-pvc-econom');
    const started = await search('fere');
    expect(started.total_count).toBeGreaterThan(SEARCH_PAGE_SIZE);
    for (const result of started.results.slice(0, 3))
      expect(matched(result.title_parts)[0]?.toLowerCase()).toMatch(/^fere/);
    expect((await search('окно эко', 'ru')).results[0]?.title).toBe('Пластиковое окно «Эконом»');
  });

  it('answers in the language asked for, with the links of that language', async () => {
    const ru = await search('скидка', 'ru');
    expect(ru.results[0]).toMatchObject({ kind: 'promo', link: '/aktsii/1' });
    expect(ru.results[0]?.title).toMatch(/^Скидка/);
    const ro = await search('reducere');
    expect(ro.results[0]).toMatchObject({ kind: 'promo', link: '/promotii/1' });
    // A Russian word finds nothing among the Romanian texts.
    expect((await search('скидка', 'ro')).total_count).toBe(0);
  });

  it('finds categories, articles, promotions and info pages, each with a link that opens', async () => {
    expect((await search('jaluzele orizontale')).results[0]).toMatchObject({
      kind: 'category',
      link: '/jaluzele/jaluzele-orizontale',
    });
    expect((await search('jaluzele')).results.find((result) => result.title === 'Jaluzele')?.link).toBe(
      '/jaluzele',
    );
    expect((await search('condensul')).results[0]).toMatchObject({
      kind: 'article',
      link: '/blog/2',
      image: expect.stringMatching(/^\/static\/editorial\//),
    });
    expect((await search('конденсат', 'ru')).results[0]).toMatchObject({ kind: 'article', link: '/blog/2' });
    expect((await search('garanție')).results[0]).toMatchObject({
      kind: 'info',
      title: 'Garanție',
      link: '/info/garantie',
      image: null,
    });
    expect((await search('гарантия', 'ru')).results[0]).toMatchObject({ kind: 'info', title: 'Гарантия' });
  });

  it('puts title matches before matches in the text, and marks the words in the snippet', async () => {
    const page = await search('garanție');
    expect(page.results.map((result) => result.kind)).toEqual(['info', 'article']);
    const [info, article] = page.results;
    expect(matched(info?.title_parts ?? [])).toEqual(['Garanție']);
    expect(matched(article?.title_parts ?? [])).toEqual([]);
    expect(matched(article?.snippet ?? [])).toContain('garanție');
    expect(matched(info?.snippet ?? []).length).toBeGreaterThan(0);

    const livrare = await search('livrare');
    const titled = livrare.results.map((result) => matched(result.title_parts).length > 0);
    expect(titled[0]).toBe(true);
    expect(titled).toEqual([...titled].sort((a, b) => Number(b) - Number(a)));
  });

  it('cuts the snippet to a passage of plain text and starts it at the text when only the title matched', async () => {
    const page = await search('fereastra');
    for (const result of page.results) {
      expect(plain(result.snippet).split(/\s+/).length).toBeLessThanOrEqual(60);
      // No markup and none of the markers the query uses internally.
      expect(plain(result.snippet)).not.toMatch(/[<>]/);
      expect(plain(result.snippet)).not.toContain('\u0002');
    }
    const jaluzele = (await search('jaluzle')).results[0];
    expect(plain(jaluzele?.snippet ?? [])).toMatch(/^Jaluzele și rulouri/);
  });

  it('pages the results; a page past the end is a 404 and a bad page number a 400', async () => {
    const first = await search('fereastra');
    expect(first.pages).toBe(Math.ceil(first.total_count / SEARCH_PAGE_SIZE));
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE);
    const second = await search('fereastra', 'ro', 2);
    expect(second.total_count).toBe(first.total_count);
    const seen = new Set(first.results.map((result) => `${result.kind}${result.id}`));
    for (const result of second.results) expect(seen.has(`${result.kind}${result.id}`)).toBe(false);
    const last = await search('fereastra', 'ro', first.pages);
    expect(last.results.length).toBe(first.total_count - (first.pages - 1) * SEARCH_PAGE_SIZE);

    const past = await api.get(`/search/?search=fereastra&page=${first.pages + 1}`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: expect.any(String) });
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const response = await api.get(`/search/?search=fereastra&page=${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(Object.keys(response.json() as object)).toEqual(['page']);
    }
    expect(await search('zzzzqqq')).toEqual({ results: [], pages: 0, total_count: 0 });
    expect((await api.get('/search/?search=zzzzqqq&page=2')).statusCode).toBe(404);
  });

  it('refuses an empty, blank, too long or control-character query with a field error in the language', async () => {
    const long = 'a'.repeat(SEARCH_MAX_LENGTH + 1);
    for (const query of [
      '',
      'search=',
      'search=%20%20%20',
      `search=${long}`,
      'search=fe%00re',
      'search=a%0Ab',
    ]) {
      for (const locale of ['ro', 'ru']) {
        const response = await api.get(`/search/?${query}`, locale);
        expect(response.statusCode, query).toBe(400);
        const body = response.json() as Record<string, string[]>;
        expect(Object.keys(body), query).toEqual(['search']);
        expect(body.search?.[0], query).toMatch(locale === 'ro' ? /[a-zăâîșț]/ : /[а-яё]/);
        // Nothing to search for is a missing value, whether absent, empty or blank.
        if (['', 'search=', 'search=%20%20%20'].includes(query))
          expect(body.search, query).toEqual([apiMessages[locale as 'ro' | 'ru'].field.required]);
      }
    }
    // Exactly the limit (after trimming) is fine.
    await search(` ${'a'.repeat(SEARCH_MAX_LENGTH)} `);
  });

  it('answers any punctuation, quotes, SQL or emoji with results or none, never an error', async () => {
    const queries = [
      '"',
      "'",
      '\\',
      '&|!:*()<->',
      'fereastra & | ! :* ( )',
      "' or 1=1 --",
      '"; drop table products; --',
      '<script>alert(1)</script>',
      '😀 🪟',
      'ʼ',
      'ferestre:*',
      'a:* & b',
      '%_%',
      '«Эконом»',
      'ё',
    ];
    for (const query of queries) {
      const page = await search(query);
      expect(page.pages, query).toBe(Math.ceil(page.total_count / SEARCH_PAGE_SIZE));
    }
    expect(links(await search('"fereastra econom"'))).toContain('/product/fereastra-pvc-econom');
  });

  it('lets shared caches keep the answer, per language', async () => {
    const first = await api.get('/search/?search=usi', 'ro');
    expect(first.headers['cache-control']).toMatch(/^public/);
    const again = await api.get('/search/?search=usi', 'ro');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toBe(first.body);
    expect((await api.get('/search/?search=usi', 'ru')).body).not.toBe(first.body);
  });
});
