import { describe, expect, it } from 'vitest';
import { heroBanner, offer, sitemapEntry } from './index';

const image = { file: '/static/banners/x.svg', alt: 'X' };

describe('banner contract', () => {
  it('knows exactly the two kinds of button of docs/product.md §3', () => {
    const card = { id: 1, title: 't', description: 'd', image };
    for (const type of ['custom_link', 'call_request'])
      expect(offer.safeParse({ ...card, buttons: [{ type, title: 'b', href: '' }] }).success).toBe(true);
    expect(offer.safeParse({ ...card, buttons: [{ type: 'phone', title: 'b', href: '' }] }).success).toBe(
      false,
    );
  });

  it('requires the hero to bring its facts', () => {
    const hero = { id: 1, title: 't', description: 'd', image, buttons: [] };
    expect(heroBanner.safeParse(hero).success).toBe(false);
    expect(
      heroBanner.parse({ ...hero, facts: [{ value: '2011', label: 'anul fondării' }] }).facts,
    ).toHaveLength(1);
  });
});

describe('sitemap contract', () => {
  it('wants a path in every storefront language, each starting with a slash', () => {
    const entry = { kind: 'product', lastmod: null };
    expect(sitemapEntry.safeParse({ ...entry, paths: { ro: '/product/x', ru: '/product/x' } }).success).toBe(
      true,
    );
    expect(sitemapEntry.safeParse({ ...entry, paths: { ro: '/product/x' } }).success).toBe(false);
    expect(sitemapEntry.safeParse({ ...entry, paths: { ro: 'product/x', ru: '/product/x' } }).success).toBe(
      false,
    );
    expect(
      sitemapEntry.safeParse({ ...entry, kind: 'calculator', paths: { ro: '/', ru: '/' } }).success,
    ).toBe(false);
  });
});
