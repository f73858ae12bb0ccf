import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS, homePage, PAGE_TYPES, seoContent } from './index';

const emptySection = { title: '', description: '', items: [] };
const home = {
  default_language: { code: 'ro' },
  available_languages: [{ code: 'ru', iso: 'ru-RU', title: 'Русский', flag: '/static/flags/ru.svg' }],
  site: {
    phone: '+373 22 000 000',
    phone_href: 'tel:+37322000000',
    email: 'info@example.md',
    address: 'Chișinău',
    working_hours: { from: '08:30', to: '19:30' },
    socials: [{ name: 'facebook', href: 'https://facebook.com/x' }],
  },
  ...Object.fromEntries(HOME_SECTIONS.map((name) => [name, emptySection])),
};

describe('home page contract', () => {
  it('holds the 14 sections of the home page', () => {
    expect(HOME_SECTIONS).toHaveLength(14);
    expect(homePage.parse(home).reviews).toEqual(emptySection);
  });

  it('rejects a page that lacks a section', () => {
    const { faq: _faq, ...withoutFaq } = home as typeof home & { faq: unknown };
    expect(homePage.safeParse(withoutFaq).success).toBe(false);
  });

  it('accepts only storefront languages', () => {
    const english = { ...home, default_language: { code: 'en' } };
    expect(homePage.safeParse(english).success).toBe(false);
  });
});

describe('seo content contract', () => {
  it('accepts every page type and nothing else', () => {
    const content = { title: 't', description: 'd', heading: 'h', text: 'x' };
    for (const page_type of PAGE_TYPES)
      expect(seoContent.parse({ ...content, page_type }).page_type).toBe(page_type);
    expect(seoContent.safeParse({ ...content, page_type: 'blog' }).success).toBe(false);
  });
});
