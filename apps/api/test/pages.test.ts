import {
  footerColumn,
  HOME_SECTIONS,
  homePage,
  infoPageLink,
  PAGE_TYPES,
  seoContent,
} from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useApi } from './support/api';
import { engines } from './support/databases';

describe.each(engines)('pages on $name', (engine) => {
  const api = useApi(engine);

  describe('GET /pages/home-page/', () => {
    it('answers languages, contacts and all 14 sections', async () => {
      const response = await api.get('/pages/home-page/');
      expect(response.statusCode).toBe(200);
      const page = homePage.strict().parse(response.json());
      expect(HOME_SECTIONS).toHaveLength(14);
      for (const name of HOME_SECTIONS) expect(response.json(), name).toHaveProperty(name);
      expect(page.default_language).toEqual({ code: 'ro' });
      expect(page.available_languages).toEqual([
        { code: 'ro', iso: 'ro-RO', title: 'Română', flag: '/static/flags/ro.svg' },
        { code: 'ru', iso: 'ru-RU', title: 'Русский', flag: '/static/flags/ru.svg' },
      ]);
      expect(page.site.working_hours).toEqual({ from: '08:30', to: '19:30' });
      expect(page.site.phone_href).toMatch(/^tel:\+373\d{8}$/);
      expect(page.site.socials.length).toBeGreaterThan(0);
    });

    it('answers an absent section as empty', async () => {
      const page = homePage.parse((await api.get('/pages/home-page/')).json());
      expect(page.credit).toEqual({ title: '', description: '', items: [] });
      expect(page.reviews).toEqual({ title: '', description: '', items: [] });
    });

    it('has the seeded sections with real content', async () => {
      const page = homePage.parse((await api.get('/pages/home-page/')).json());
      expect(page.products_category.items.length).toBeGreaterThanOrEqual(7);
      for (const card of page.products_category.items) {
        expect(card.image?.file).toMatch(/^\/static\/categories\/.+\.svg$/);
        expect(card.href).toMatch(/^\/[a-z-]+$/);
      }
      expect(page.advantages.items.length).toBeGreaterThanOrEqual(4);
      expect(page.advantages.items.length).toBeLessThanOrEqual(6);
      const facts = page.information_section.items.map((item) => item.title).join(' ');
      expect(facts).toContain('2011');
      expect(facts).toContain('94%');
      expect(facts).toContain('85%');
      expect(facts).toMatch(/UE/);
      expect(page.how_order.items.length).toBeGreaterThanOrEqual(3);
      expect(page.faq.items).toHaveLength(4);
    });

    it('follows the language', async () => {
      const ru = homePage.parse((await api.get('/pages/home-page/', 'ru')).json());
      expect(ru.faq.title).toBe('Частые вопросы');
      expect(ru.site.address).toContain('Кишинёв');
      expect(ru.default_language.code).toBe('ro');
      const ro = homePage.parse((await api.get('/pages/home-page/', 'ro')).json());
      expect(ro.faq.title).toBe('Întrebări frecvente');
      expect(ro.site.address).toContain('Chișinău');
    });
  });

  describe('GET /pages/footer-page', () => {
    it('answers ordered columns with pages, including one with an empty slug', async () => {
      const columns = z.array(footerColumn.strict()).parse((await api.get('/pages/footer-page')).json());
      expect(columns.length).toBeGreaterThanOrEqual(3);
      expect(columns.map((column) => column.order)).toEqual(
        [...columns.map((column) => column.order)].sort((a, b) => a - b),
      );
      const pages = columns.flatMap((column) => column.pages);
      expect(pages.some((page) => page.slug === '')).toBe(true);
      expect(pages).toContainEqual({ name: 'Despre noi', slug: 'despre-noi' });
      const ru = z.array(footerColumn).parse((await api.get('/pages/footer-page', 'ru')).json());
      expect(ru.flatMap((column) => column.pages)).toContainEqual({ name: 'О нас', slug: 'o-nas' });
    });
  });

  describe('GET /pages/info-page', () => {
    it('answers info page links in the language asked for', async () => {
      const ro = z.array(infoPageLink.strict()).parse((await api.get('/pages/info-page')).json());
      expect(ro).toContainEqual({ title: 'Livrare și montaj', slug: 'livrare-si-montaj' });
      expect(ro).toContainEqual({ title: 'Garanție', slug: 'garantie' });
      const ru = z.array(infoPageLink).parse((await api.get('/pages/info-page', 'ru')).json());
      expect(ru).toContainEqual({ title: 'Доставка и монтаж', slug: 'dostavka-i-montazh' });
    });
  });

  describe('GET /pages/seo-content/detail/', () => {
    it.each(PAGE_TYPES)('answers page_type=%s in ro and ru', async (pageType) => {
      const ro = seoContent
        .strict()
        .parse((await api.get(`/pages/seo-content/detail/?page_type=${pageType}`)).json());
      const ru = seoContent.parse(
        (await api.get(`/pages/seo-content/detail/?page_type=${pageType}`, 'ru')).json(),
      );
      expect(ro.page_type).toBe(pageType);
      expect(ro.title).not.toBe('');
      expect(ro.heading).not.toBe('');
      expect(ru.title).not.toBe(ro.title);
      expect(ru.title).toMatch(/[а-яё]/i);
    });
  });
});
