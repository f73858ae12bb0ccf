import { describe, expect, it } from 'vitest';
import { footerColumnsFrom, homePageFrom, infoPagesFrom, seoContentFrom } from './defaults';
import { HOME_SECTIONS } from './types';

describe('home page data', () => {
  it('has every section, empty when the API left it out (docs/product.md §3)', () => {
    const home = homePageFrom({ advantages: { title: 'De ce noi', description: '', items: [{ id: 1 }] } });
    for (const name of HOME_SECTIONS) expect(home[name]).toHaveProperty('items');
    expect(home.advantages.items).toHaveLength(1);
    expect(home.faq).toEqual({ title: '', description: '', items: [] });
  });

  it('still offers both languages and default contacts when the API is down', () => {
    const home = homePageFrom({});
    expect(home.available_languages.map((language) => language.code)).toEqual(['ro', 'ru']);
    expect(home.available_languages[1]?.iso).toBe('ru-RU');
    expect(home.site.working_hours).toEqual({ from: '08:30', to: '19:30' });
    expect(home.default_language.code).toBe('ro');
  });

  it('keeps a known default language and falls back to the default locale otherwise', () => {
    expect(homePageFrom({ default_language: { code: 'ru' } }).default_language.code).toBe('ru');
    expect(homePageFrom({ default_language: { code: 'en' } }).default_language.code).toBe('ro');
  });
});

describe('footer columns', () => {
  it('drop links with an empty slug and come in their order', () => {
    const columns = footerColumnsFrom([
      { id: 2, name: 'Info', order: 2, pages: [{ name: 'Livrare', slug: 'livrare' }] },
      {
        id: 1,
        name: 'Companie',
        order: 1,
        pages: [
          { name: 'Despre', slug: 'despre' },
          { name: 'Gol', slug: '' },
        ],
      },
    ]);
    expect(columns.map((column) => column.name)).toEqual(['Companie', 'Info']);
    expect(columns[0]?.pages).toEqual([{ name: 'Despre', slug: 'despre' }]);
  });

  it('are empty when the API answers something that is not a list', () => {
    expect(footerColumnsFrom({ detail: 'error' })).toEqual([]);
  });
});

describe('info pages', () => {
  it('drop pages without a slug', () => {
    expect(
      infoPagesFrom([{ title: 'Livrare', slug: 'livrare' }, { title: 'Gol', slug: ' ' }, { title: 'Fără' }]),
    ).toEqual([{ title: 'Livrare', slug: 'livrare' }]);
    expect(infoPagesFrom(null)).toEqual([]);
  });
});

describe('SEO content', () => {
  it('is all empty texts when the API failed, so pages use their own heading', () => {
    expect(seoContentFrom(null, 'about')).toEqual({
      page_type: 'about',
      title: '',
      description: '',
      heading: '',
      text: '',
    });
  });

  it('keeps the texts the API sent and empties the missing or malformed ones', () => {
    expect(seoContentFrom({ title: 'Despre', heading: null, text: 'Intro' }, 'about')).toEqual({
      page_type: 'about',
      title: 'Despre',
      description: '',
      heading: '',
      text: 'Intro',
    });
  });
});
