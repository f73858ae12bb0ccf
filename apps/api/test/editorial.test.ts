import {
  ARTICLE_QUERY,
  article,
  articlePage,
  articleTab,
  promo,
  promoSummary,
  vacancy,
  WORKS_PAGE_SIZE,
  workPage,
  workStepPage,
  worksContent,
} from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useApi } from './support/api';
import { engines } from './support/databases';

const tabs = z.array(articleTab.strict());
const strictArticlePage = articlePage.strict();
const articleText = (item: z.infer<typeof article>) =>
  item.body.map((block) => (block.type === 'list' ? block.items.join(' ') : block.text)).join(' ');

describe.each(engines)('editorial on $name', (engine) => {
  const api = useApi(engine);

  const json = async (url: string, locale = 'ro') => {
    const response = await api.get(url, locale);
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    return response.json() as unknown;
  };

  describe('GET /tabs', () => {
    it('lists the blog tabs in both languages, without the storefront general tab', async () => {
      const ro = tabs.parse(await json('/tabs'));
      const ru = tabs.parse(await json('/tabs', 'ru'));
      expect(ro.map((tab) => tab.title)).toEqual(['Sfaturi', 'Noutăți', 'Tehnologii']);
      expect(ru.map((tab) => tab.title)).toEqual(['Советы', 'Новости', 'Технологии']);
      expect(ro.map((tab) => tab.id)).toEqual(ru.map((tab) => tab.id));
      expect(ro.every((tab) => tab.id > 0)).toBe(true);
    });
  });

  describe('GET /articles/items/', () => {
    it('answers the first page, newest first, with the page count', async () => {
      const page = strictArticlePage.parse(await json('/articles/items/'));
      expect(page.total_count).toBeGreaterThanOrEqual(9);
      expect(page.pages).toBe(Math.ceil(page.total_count / ARTICLE_QUERY.pageSize));
      expect(page.results).toHaveLength(ARTICLE_QUERY.pageSize);
      const dates = page.results.map((item) => item.published);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const item of page.results) {
        expect(item.image.file).toMatch(/^\/static\/editorial\/articles\/[a-z-]+\.svg$/);
        expect(item.image).toMatchObject({ width: 800, height: 500 });
        expect(item.excerpt.length).toBeGreaterThan(20);
      }
    });

    it('answers the texts in the language asked for', async () => {
      const ro = strictArticlePage.parse(await json('/articles/items/'));
      const ru = strictArticlePage.parse(await json('/articles/items/', 'ru'));
      expect(ru.results.map((item) => item.id)).toEqual(ro.results.map((item) => item.id));
      ro.results.forEach((item, index) => {
        const other = ru.results[index];
        expect(other?.title).not.toBe(item.title);
        expect(other?.excerpt).not.toBe(item.excerpt);
        expect(other?.tab.title).not.toBe(item.tab.title);
      });
      expect(ru.results[0]?.title).toMatch(/[а-яё]/i);
    });

    it('pages through every article once: the last page holds the rest, the one after is 404', async () => {
      const first = strictArticlePage.parse(await json('/articles/items/?page=1'));
      const seen = new Set<number>();
      for (let page = 1; page <= first.pages; page += 1) {
        const answer = strictArticlePage.parse(await json(`/articles/items/?page=${page}`));
        for (const item of answer.results) seen.add(item.id);
        if (page === first.pages) {
          expect(answer.results).toHaveLength(first.total_count - (first.pages - 1) * ARTICLE_QUERY.pageSize);
        }
      }
      expect(seen.size).toBe(first.total_count);
      const beyond = await api.get(`/articles/items/?page=${first.pages + 1}`);
      expect(beyond.statusCode).toBe(404);
      expect(beyond.json()).toEqual({ detail: 'Nu a fost găsit.' });
    });

    it('filters by tab; tab 0 is every tab', async () => {
      const all = strictArticlePage.parse(await json('/articles/items/?parent_category=0'));
      const tabList = tabs.parse(await json('/tabs'));
      let sum = 0;
      for (const tab of tabList) {
        const page = strictArticlePage.parse(await json(`/articles/items/?parent_category=${tab.id}`));
        expect(page.total_count).toBeGreaterThanOrEqual(3);
        expect(page.total_count).toBeLessThan(all.total_count);
        expect(page.results.every((item) => item.tab.id === tab.id)).toBe(true);
        sum += page.total_count;
      }
      expect(sum).toBe(all.total_count);
    });

    it('answers an unknown tab with an empty list', async () => {
      const page = strictArticlePage.parse(await json('/articles/items/?parent_category=999'));
      expect(page).toEqual({ results: [], pages: 0, total_count: 0 });
    });

    it('finds articles by a word of their text, in the request language only', async () => {
      // 'higrometru' / 'гигрометр' appear only in the body of the condensation article.
      const ro = strictArticlePage.parse(await json('/articles/items/?search=higrometru'));
      expect(ro.total_count).toBe(1);
      expect(ro.results[0]?.title).toMatch(/Condensul/);
      const ru = strictArticlePage.parse(
        await json(`/articles/items/?search=${encodeURIComponent('гигрометр')}`, 'ru'),
      );
      expect(ru.results.map((item) => item.id)).toEqual(ro.results.map((item) => item.id));
      const shouted = strictArticlePage.parse(
        await json(`/articles/items/?search=${encodeURIComponent('ГИГРОМЕТР')}`, 'ru'),
      );
      expect(shouted.total_count).toBe(1);
      const crossed = strictArticlePage.parse(
        await json(`/articles/items/?search=${encodeURIComponent('гигрометр')}`),
      );
      expect(crossed.total_count).toBe(0);
    });

    it('searches titles, trims the words and combines with the tab', async () => {
      const page = strictArticlePage.parse(
        await json(`/articles/items/?search=${encodeURIComponent('  Rulourile ')}`),
      );
      expect(page.results.map((item) => item.title)).toContain(
        'Rulourile exterioare: protecție, căldură și liniște',
      );
      const tabList = tabs.parse(await json('/tabs'));
      const news = tabList.find((tab) => tab.title === 'Noutăți');
      const none = strictArticlePage.parse(
        await json(`/articles/items/?search=Rulourile%20exterioare&parent_category=${news?.id}`),
      );
      expect(none.total_count).toBe(0);
    });

    it('takes the search text literally, not as a pattern', async () => {
      // '%' is in the texts that quote the 94% and 85% figures, not in every article.
      const all = strictArticlePage.parse(await json('/articles/items/'));
      const percent = strictArticlePage.parse(await json('/articles/items/?search=%25'));
      expect(percent.total_count).toBeGreaterThan(0);
      expect(percent.total_count).toBeLessThan(all.total_count);
      const underscore = strictArticlePage.parse(await json('/articles/items/?search=_'));
      expect(underscore.total_count).toBe(0);
    });

    it.each([
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['parent_category=-1', 'parent_category'],
      ['parent_category=x', 'parent_category'],
      [`search=${'a'.repeat(ARTICLE_QUERY.searchMaxLength + 1)}`, 'search'],
      ['search=a%00b', 'search'],
    ])('answers 400 with field errors for %s', async (query, field) => {
      const response = await api.get(`/articles/items/?${query}`, 'ru');
      expect(response.statusCode).toBe(400);
      const body = response.json() as Record<string, string[]>;
      expect(Object.keys(body)).toEqual([field]);
      expect(body[field]?.[0]).toMatch(/[а-я]/i);
    });
  });

  describe('GET /articles/items/{id}', () => {
    it('answers the article with its body and related articles of its tab', async () => {
      const [first] = strictArticlePage.parse(await json('/articles/items/')).results;
      if (!first) throw new Error('no articles');
      const ro = article.strict().parse(await json(`/articles/items/${first.id}`));
      const ru = article.strict().parse(await json(`/articles/items/${first.id}`, 'ru'));
      expect(ro).toMatchObject({
        id: first.id,
        title: first.title,
        tab: first.tab,
        published: first.published,
      });
      expect(ro.body.length).toBeGreaterThanOrEqual(2);
      expect(articleText(ro).length).toBeGreaterThan(200);
      expect(ru.title).not.toBe(ro.title);
      expect(articleText(ru)).not.toBe(articleText(ro));
      expect(ro.related.length).toBeGreaterThan(0);
      expect(ro.related.length).toBeLessThanOrEqual(3);
      for (const other of ro.related) {
        expect(other.id).not.toBe(ro.id);
        expect(other.tab.id).toBe(ro.tab.id);
      }
    });

    it.each(['999999', '0', 'abc', '1.5', '-1', '99999999999999'])('answers 404 for id %s', async (id) => {
      const response = await api.get(`/articles/items/${id}`, 'ru');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Не найдено.' });
    });
  });

  describe('GET /promos', () => {
    it('lists three promotions with their badges, in both languages', async () => {
      const list = z.array(promoSummary.strict());
      const ro = list.parse(await json('/promos'));
      const ru = list.parse(await json('/promos', 'ru'));
      expect(ro).toHaveLength(3);
      expect(ru.map((item) => item.id)).toEqual(ro.map((item) => item.id));
      expect(ru[0]?.title).not.toBe(ro[0]?.title);
      expect(ro.map((item) => item.discount_label)).toContain('-15%');
      expect(ro.some((item) => item.valid_until === null)).toBe(true);
    });

    it('answers one promotion with its terms, 404 for an unknown one', async () => {
      const [first] = z.array(promoSummary).parse(await json('/promos'));
      if (!first) throw new Error('no promos');
      const ro = promo.strict().parse(await json(`/promos/${first.id}`));
      const ru = promo.strict().parse(await json(`/promos/${first.id}`, 'ru'));
      expect(ro).toMatchObject(first);
      expect(ro.body.length).toBeGreaterThan(0);
      expect(ru.body).not.toEqual(ro.body);
      const missing = await api.get('/promos/424242');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Nu a fost găsit.' });
      expect((await api.get('/promos/nope')).statusCode).toBe(404);
    });
  });

  describe('GET /vacancies', () => {
    it('lists the open positions with duties and requirements', async () => {
      const list = z.array(vacancy.strict());
      const ro = list.parse(await json('/vacancies'));
      const ru = list.parse(await json('/vacancies', 'ru'));
      expect(ro).toHaveLength(3);
      expect(ro.map((item) => item.city)).toEqual(expect.arrayContaining(['Chișinău', 'Bălți']));
      expect(ru.map((item) => item.city)).toEqual(expect.arrayContaining(['Кишинёв', 'Бельцы']));
      for (const [index, item] of ro.entries()) {
        expect(item.duties.length).toBeGreaterThan(0);
        expect(item.requirements.length).toBeGreaterThan(0);
        expect(ru[index]?.duties).not.toEqual(item.duties);
      }
    });
  });

  describe('GET /works/*', () => {
    it('pages the portfolio: 8+ works in two pages, 404 after the last', async () => {
      const first = workPage.strict().parse(await json('/works/our_work'));
      expect(first.total_count).toBeGreaterThanOrEqual(8);
      expect(first.results).toHaveLength(WORKS_PAGE_SIZE);
      expect(first.pages).toBe(Math.ceil(first.total_count / WORKS_PAGE_SIZE));
      const last = workPage.strict().parse(await json(`/works/our_work?page=${first.pages}`));
      expect(last.results).toHaveLength(first.total_count - WORKS_PAGE_SIZE * (first.pages - 1));
      const ids = new Set([...first.results, ...last.results].map((item) => item.id));
      expect(ids.size).toBe(first.results.length + last.results.length);
      expect((await api.get(`/works/our_work?page=${first.pages + 1}`)).statusCode).toBe(404);
      expect((await api.get('/works/our_work?page=0')).statusCode).toBe(400);
      const ru = workPage.strict().parse(await json('/works/our_work', 'ru'));
      expect(ru.results[0]?.city).not.toBe(first.results[0]?.city);
      expect(first.results.every((item) => item.year >= 2011)).toBe(true);
    });

    it('answers the process steps in order, measuring first and service last', async () => {
      const ro = workStepPage.strict().parse(await json('/works/works_process'));
      const ru = workStepPage.strict().parse(await json('/works/works_process', 'ru'));
      expect(ro.total_count).toBe(6);
      expect(ro.pages).toBe(1);
      expect(ro.results.map((step) => step.step)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(ro.results[0]?.title).toBe('Măsurare');
      expect(ru.results[0]?.title).toBe('Замер');
      expect(ru.results.at(-1)?.title).toBe('Сервис');
      expect((await api.get('/works/works_process?page=2')).statusCode).toBe(404);
      expect((await api.get('/works/works_process?page=x')).json()).toHaveProperty('page');
    });

    it('answers the heading and intro of the works page', async () => {
      const ro = worksContent.strict().parse(await json('/works/our-works-content'));
      const ru = worksContent.strict().parse(await json('/works/our-works-content', 'ru'));
      expect(ro.title).toBe('Lucrările noastre');
      expect(ru.title).toBe('Наши работы');
      expect(ro.text).toContain('2011');
    });
  });

  it.each([
    '/articles/items/?search=%00',
    '/articles/items/?search=a%00b',
    '/articles/items/?search=%E0%A4%A',
    '/articles/items/?page[]=1',
    '/articles/items/?page=1&page=2',
    '/articles/items/?parent_category[a]=b',
    `/articles/items/?search=${'x'.repeat(5000)}`,
    '/articles/items/?page=99999999999999999999',
    '/articles/items/%00',
    '/promos/%E0%A4%A',
    '/works/our_work?page=%ZZ',
    '/works/works_process?page=1e3',
  ])('never answers 500 to odd input: %s', async (url) => {
    const response = await api.get(url);
    // Undeclared keys are dropped (200); values that cannot be read are 400; nothing reaches a 500.
    expect(response.statusCode, response.body).toBeLessThan(500);
  });

  it('serves every illustration it names, as an SVG with its size', async () => {
    const files = new Set<string>();
    for (let page = 1; page <= 2; page += 1) {
      for (const item of articlePage.parse(await json(`/articles/items/?page=${page}`)).results)
        files.add(item.image.file);
      for (const item of workPage.parse(await json(`/works/our_work?page=${page}`)).results)
        files.add(item.image.file);
    }
    for (const item of z.array(promoSummary).parse(await json('/promos'))) files.add(item.image.file);
    expect(files.size).toBeGreaterThanOrEqual(20);
    for (const file of files) {
      const response = await api.inject({ method: 'GET', url: file });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/<svg[^>]+width="800" height="500" viewBox="0 0 800 500"/);
    }
  });

  it('documents its routes in the OpenAPI document', async () => {
    const document = (await api.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of [
      '/tabs',
      '/articles/items/',
      '/articles/items/{id}',
      '/promos',
      '/promos/{id}',
      '/vacancies',
      '/works/our_work',
      '/works/works_process',
      '/works/our-works-content',
    ])
      expect(document.paths, path).toHaveProperty([path, 'get']);
    expect(document.paths['/articles/items/'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'parent_category', in: 'query' }),
    );
  });

  it('lets shared caches keep the public answers', async () => {
    const response = await api.get('/articles/items/?page=2');
    expect(response.headers['cache-control']).toMatch(/public/);
    const detail = await api.get('/works/our-works-content');
    expect(detail.headers['cache-control']).toMatch(/public/);
  });
});
