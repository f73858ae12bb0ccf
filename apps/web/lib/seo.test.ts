import { describe, expect, it } from 'vitest';
import { alternateUrls, canonicalUrl, pageMetadata, robotsFor, robotsTxt } from './seo';

const origin = 'https://vitrina.md';

describe('robots', () => {
  it('never indexes calculator and search pages but follows their links, whatever the setting', () => {
    expect(robotsFor('calculator', true)).toBe('noindex, follow');
    expect(robotsFor('calculator', false)).toBe('noindex, follow');
    expect(robotsFor('search', true)).toBe('noindex, follow');
    expect(robotsFor('search', false)).toBe('noindex, follow');
  });

  it('indexes other pages only when indexing is switched on', () => {
    expect(robotsFor('page', true)).toBe('index, follow');
    expect(robotsFor('page', false)).toBe('noindex, nofollow');
  });

  it('robots.txt closes the whole site unless indexing is on, and names the sitemap only when open', () => {
    expect(robotsTxt(false, origin)).toEqual({ rules: { userAgent: '*', disallow: '/' } });
    expect(robotsTxt(true, origin)).toEqual({
      rules: { userAgent: '*', allow: '/' },
      sitemap: 'https://vitrina.md/sitemap.xml',
    });
    expect(robotsTxt(true)).not.toHaveProperty('sitemap');
  });
});

describe('canonical', () => {
  it('is the origin plus the public path, Romanian without a prefix', () => {
    expect(canonicalUrl(origin, '/despre-noi', 'ro')).toBe('https://vitrina.md/despre-noi');
    expect(canonicalUrl(origin, '/ro/despre-noi', 'ro')).toBe('https://vitrina.md/despre-noi');
    expect(canonicalUrl(origin, '/ro', 'ro')).toBe('https://vitrina.md/');
    expect(canonicalUrl(origin, '/ru/o-nas', 'ru')).toBe('https://vitrina.md/ru/o-nas');
  });

  it('drops the query string', () => {
    expect(canonicalUrl(origin, '/?success_order=True&orderId=5', 'ro')).toBe('https://vitrina.md/');
  });
});

describe('hreflang alternates', () => {
  it('point at the localized slug of each language, x-default at Romanian', () => {
    expect(alternateUrls(origin, '/ru/o-nas')).toEqual({
      ro: 'https://vitrina.md/despre-noi',
      ru: 'https://vitrina.md/ru/o-nas',
      'x-default': 'https://vitrina.md/despre-noi',
    });
  });

  it('keep a dynamic path and change only the prefix', () => {
    expect(alternateUrls(origin, '/ferestre/pvc')).toMatchObject({
      ro: 'https://vitrina.md/ferestre/pvc',
      ru: 'https://vitrina.md/ru/ferestre/pvc',
    });
  });

  it('of the home page are / and /ru', () => {
    expect(alternateUrls(origin, '/')).toMatchObject({
      ro: 'https://vitrina.md/',
      ru: 'https://vitrina.md/ru',
    });
  });
});

describe('page metadata', () => {
  it('carries title, description, robots, canonical and alternates', () => {
    const meta = pageMetadata(
      {
        locale: 'ru',
        pathname: '/ru/calculators/gates',
        title: 'Ворота',
        description: 'Цена',
        kind: 'calculator',
      },
      { publicOrigin: origin, indexing: true },
    );
    expect(meta).toMatchObject({
      title: 'Ворота',
      description: 'Цена',
      robots: 'noindex, follow',
      alternates: {
        canonical: 'https://vitrina.md/ru/calculators/gates',
        languages: { ro: 'https://vitrina.md/calculators/gates' },
      },
    });
  });

  it('leaves out an empty description', () => {
    const meta = pageMetadata(
      { locale: 'ro', pathname: '/', title: 'Acasă', description: '' },
      { publicOrigin: origin, indexing: false },
    );
    expect(meta).not.toHaveProperty('description');
    expect(meta.robots).toBe('noindex, nofollow');
  });
});

describe('share metadata (Open Graph, Twitter card)', () => {
  const settings = { publicOrigin: origin, indexing: true, siteName: 'Vitrina' };

  it('describes the page in its language, with the other language as an alternate', () => {
    const meta = pageMetadata(
      { locale: 'ru', pathname: '/ru/o-nas', title: 'О нас', description: 'Кто мы' },
      settings,
    );
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      title: 'О нас',
      description: 'Кто мы',
      url: 'https://vitrina.md/ru/o-nas',
      siteName: 'Vitrina',
      locale: 'ru_RU',
      alternateLocale: ['ro_RO'],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'О нас',
      description: 'Кто мы',
    });
  });

  it('shows the default picture as an absolute URL unless the page brings its own', () => {
    const plain = pageMetadata({ locale: 'ro', pathname: '/', title: 'Acasă' }, settings);
    expect(plain.openGraph?.images).toEqual([
      { url: 'https://vitrina.md/assets/og-default.png', width: 1200, height: 630 },
    ]);
    expect(plain.twitter?.images).toEqual(['https://vitrina.md/assets/og-default.png']);
    const own = pageMetadata(
      {
        locale: 'ro',
        pathname: '/product/x',
        title: 'X',
        image: { url: '/static/catalog/x.svg', alt: 'X' },
      },
      settings,
    );
    expect(own.openGraph?.images).toEqual([{ url: 'https://vitrina.md/static/catalog/x.svg', alt: 'X' }]);
    const external = pageMetadata(
      { locale: 'ro', pathname: '/', title: 'X', image: { url: 'https://cdn.example/x.png' } },
      settings,
    );
    expect(external.twitter?.images).toEqual(['https://cdn.example/x.png']);
  });
});
