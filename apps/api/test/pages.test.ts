import {
  footerColumn,
  HOME_SECTIONS,
  homePage,
  infoPageLink,
  PAGE_TYPES,
  seoContent,
} from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { homeLimits } from '../src/modules/pages/home-sections';
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

    it.each(['ro', 'ru'])('fills every section with cards in %s', async (locale) => {
      const page = homePage.parse((await api.get('/pages/home-page/', locale)).json());
      for (const name of HOME_SECTIONS) {
        const section = page[name];
        expect(section.title, name).not.toBe('');
        expect(section.items.length, name).toBeGreaterThan(0);
        for (const item of section.items) {
          expect(item.title, name).not.toBe('');
          if (locale === 'ru' && name !== 'parteners') expect(item.title, name).toMatch(/[а-яё]/i);
        }
      }
    });

    it('has the company facts, the categories and reviews rated in half stars', async () => {
      const page = homePage.parse((await api.get('/pages/home-page/')).json());
      expect(page.products_category.items.length).toBeGreaterThanOrEqual(7);
      for (const card of page.products_category.items) {
        expect(card.image?.file).toMatch(/^\/static\/.+\.svg$/);
        expect(card.href).toMatch(/^\/[a-z-]+$/);
      }
      expect(page.advantages.items.length).toBeGreaterThanOrEqual(4);
      expect(page.advantages.items.length).toBeLessThanOrEqual(6);
      // docs/product.md §1's claims: the figures are the company's achievements, the information section explains them.
      const figures = page.achievements.items.map((item) => `${item.value} ${item.title}`).join(' ');
      for (const claim of ['2011', '94%', '85%', 'UE']) expect(figures).toContain(claim);
      expect(page.information_section.description).toContain('94%');
      expect(page.information_section.description).toContain('85%');
      expect(page.information_section.items.length).toBeGreaterThanOrEqual(3);
      expect(page.how_order.items.length).toBeGreaterThanOrEqual(3);
      expect(page.how_order.items.map((item) => item.value)).toEqual(
        page.how_order.items.map((_, index) => String(index + 1)),
      );
      for (const review of page.reviews.items) {
        expect(review.rating).not.toBeNull();
        expect((review.rating ?? 0) * 2).toSatisfy(Number.isInteger);
        expect(review.value, 'city').not.toBe('');
      }
      for (const achievement of page.achievements.items) expect(achievement.value).not.toBe('');
      for (const promo of page.sale.items) expect(promo.href).toMatch(/^\/promotii\/\d+$/);
      for (const partner of page.parteners.items) expect(partner.image?.file).toMatch(/^\/static\//);
    });

    it('reads shared facts from their own tables, not from a copy', async () => {
      const [counts] = await api.database.rows<Record<string, number>>(sql`select
        (select count(*)::int from faqs) as faq, (select count(*)::int from reviews) as reviews,
        (select count(*)::int from categories where parent_id is null) as products_category,
        (select count(*)::int from works) as our_works`);
      const page = homePage.parse((await api.get('/pages/home-page/')).json());
      expect(page.faq.items).toHaveLength(counts?.faq ?? -1);
      expect(page.reviews.items).toHaveLength(Math.min(counts?.reviews ?? -1, homeLimits.reviews));
      expect(page.products_category.items).toHaveLength(counts?.products_category ?? -1);
      expect(page.our_works.items).toHaveLength(Math.min(counts?.our_works ?? -1, homeLimits.works));
      const [firstWork] = await api.database.rows<{ id: number }>(
        sql`select id from works order by position, id limit 1`,
      );
      expect(page.our_works.items[0]?.id).toBe(firstWork?.id);
      const ru = homePage.parse((await api.get('/pages/home-page/', 'ru')).json());
      expect(ru.our_works.items[0]?.href).toBe('/raboty');
      expect(ru.sale.items[0]?.href).toMatch(/^\/aktsii\/\d+$/);
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

describe.each(engines)('home page without a section on $name', (engine) => {
  // A database of its own: the section is removed before anything could cache the page.
  const api = useApi(engine);

  it('answers a section missing from the database as empty', async () => {
    await api.database.rows(sql`delete from home_sections where name in ('credit', 'reviews')`);
    const page = homePage.parse((await api.get('/pages/home-page/')).json());
    expect(page.credit).toEqual({ title: '', description: '', items: [] });
    expect(page.reviews).toEqual({ title: '', description: '', items: [] });
    expect(page.advantages.items.length).toBeGreaterThan(0);
  });
});
