import { describe, expect, it } from 'vitest';
import { sitemapFrom } from './sitemap';

const origin = 'https://vitrina.md';

describe('sitemap', () => {
  it('lists the fixed routes in both languages by their localized slugs, calculators and cart left out', () => {
    const urls = sitemapFrom(origin, []).map((entry) => entry.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://vitrina.md/',
        'https://vitrina.md/ru',
        'https://vitrina.md/despre-noi',
        'https://vitrina.md/ru/o-nas',
        'https://vitrina.md/blog',
        'https://vitrina.md/ru/blog',
        'https://vitrina.md/promotii',
        'https://vitrina.md/ru/aktsii',
      ]),
    );
    expect(urls.some((url) => url.includes('calculators'))).toBe(false);
    expect(urls.some((url) => /\/(cos|korzina)$/.test(url))).toBe(false);
  });

  it('gives every URL the alternates of all languages and x-default in Romanian', () => {
    const [ro, ru] = sitemapFrom(origin, [
      { kind: 'info', paths: { ro: '/info/garantie', ru: '/info/garantiya' }, lastmod: null },
    ]).slice(-2);
    const languages = {
      ro: 'https://vitrina.md/info/garantie',
      ru: 'https://vitrina.md/ru/info/garantiya',
      'x-default': 'https://vitrina.md/info/garantie',
    };
    expect(ro).toEqual({ url: 'https://vitrina.md/info/garantie', alternates: { languages } });
    expect(ru).toEqual({ url: 'https://vitrina.md/ru/info/garantiya', alternates: { languages } });
  });

  it('keeps the date of dated pages and lists a page once', () => {
    const article = {
      kind: 'article' as const,
      paths: { ro: '/blog/5', ru: '/blog/5' },
      lastmod: '2026-11-03',
    };
    const urls = sitemapFrom(origin, [article, article]);
    const matching = urls.filter((entry) => entry.url.endsWith('/blog/5'));
    expect(matching.map((entry) => entry.url)).toEqual([
      'https://vitrina.md/blog/5',
      'https://vitrina.md/ru/blog/5',
    ]);
    for (const entry of matching) expect(entry.lastModified).toBe('2026-11-03');
  });

  it('never lets API data point at another host', () => {
    const urls = sitemapFrom(origin, [
      { kind: 'content', paths: { ro: '//evil.example/x', ru: '/ok' }, lastmod: null },
    ]).map((entry) => entry.url);
    for (const url of urls) expect(url.startsWith('https://vitrina.md/')).toBe(true);
  });
});
