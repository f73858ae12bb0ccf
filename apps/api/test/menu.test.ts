import { headerLink, menuItem } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useApi } from './support/api';
import { engines } from './support/databases';

describe.each(engines)('menu on $name', (engine) => {
  const api = useApi(engine);

  describe('GET /menu/nav', () => {
    it('answers the MenuItem shape, strictly', async () => {
      const response = await api.get('/menu/nav');
      expect(response.statusCode).toBe(200);
      const items = z.array(menuItem.strict()).parse(response.json());
      expect(items.length).toBeGreaterThanOrEqual(9);
    });

    it('keeps the seeded ids, in navigation order, with the calculator of each button', async () => {
      const items = z.array(menuItem).parse((await api.get('/menu/nav')).json());
      const byId = Object.fromEntries(items.map((item) => [item.id, item.title]));
      expect(byId).toMatchObject({
        1: 'Ferestre',
        2: 'Rulouri exterioare',
        3: 'Jaluzele',
        4: 'Plase anti-insecte',
        5: 'Accesorii',
        6: 'Uși',
        7: 'Balcoane și terase',
        8: 'Porți',
        9: 'Copertine',
        10: 'Companie',
      });
      expect(items[0]?.id).toBe(1);
      const calculators = Object.fromEntries(items.map((item) => [item.id, item.calculator_href]));
      expect(calculators).toMatchObject({
        1: '/calculators',
        2: null,
        6: '/calculators',
        7: '/calculators',
        8: '/calculators/gates',
        9: '/calculators/awning',
        10: null,
      });
    });

    it('has mega-menu columns, some longer than 8 links, and banners', async () => {
      const items = z.array(menuItem).parse((await api.get('/menu/nav')).json());
      const withColumns = items.filter((item) => item.additions.length > 0);
      expect(withColumns.length).toBeGreaterThanOrEqual(9);
      for (const item of withColumns) {
        expect(item.additions.length, item.title).toBeGreaterThanOrEqual(2);
        expect(item.additions.length, item.title).toBeLessThanOrEqual(4);
        expect(item.parent_category_slug, item.title).toBeTruthy();
      }
      const longest = Math.max(
        ...items.flatMap((item) => item.additions.map((column) => column.items.length)),
      );
      expect(longest).toBeGreaterThan(8);
      expect(items.filter((item) => item.banner !== null).length).toBeGreaterThanOrEqual(3);
      const windows = items.find((item) => item.id === 1);
      expect(windows?.banner?.image.file).toMatch(/^\/static\/banners\/.+\.svg$/);
      const dynamic = items.flatMap((item) => item.additions.flatMap((column) => column.items));
      expect(dynamic.some((link) => link.dynamic_page_slug !== null)).toBe(true);
    });

    it('gives the company item a plain dropdown with localized hrefs', async () => {
      const find = async (locale: string) =>
        z
          .array(menuItem)
          .parse((await api.get('/menu/nav', locale)).json())
          .find((item) => item.id === 10);
      const ro = await find('ro');
      const ru = await find('ru');
      expect(ro?.additions).toEqual([]);
      expect(ro?.subitems.map((sub) => sub.link.href)).toEqual([
        '/despre-noi',
        '/lucrari',
        '/promotii',
        '/posturi-vacante',
        '/blog',
        '/contacte',
      ]);
      expect(ru?.title).toBe('Компания');
      expect(ru?.subitems[0]).toEqual({ link: { href: '/o-nas', title: 'О нас' } });
    });

    it('translates column titles and links, keeping slugs', async () => {
      const [ro, ru] = await Promise.all([api.get('/menu/nav', 'ro'), api.get('/menu/nav', 'ru')]);
      const first = (body: unknown) => z.array(menuItem).parse(body)[0]?.additions[0];
      expect(first(ro.json())?.title).toBe('După material');
      expect(first(ru.json())?.title).toBe('По материалу');
      expect(first(ro.json())?.items[0]).toMatchObject({
        category_slug: 'ferestre-pvc',
        link: { title: 'Ferestre PVC' },
      });
      expect(first(ru.json())?.items[0]).toMatchObject({
        category_slug: 'ferestre-pvc',
        link: { title: 'Пластиковые окна' },
      });
    });
  });

  describe('GET /menu/links', () => {
    it('answers the header links in both languages', async () => {
      const ro = z.array(headerLink.strict()).parse((await api.get('/menu/links')).json());
      const ru = z.array(headerLink.strict()).parse((await api.get('/menu/links', 'ru')).json());
      expect(ro.map((link) => link.title)).toEqual(['Blog', 'Promoții', 'Lucrări', 'Dealeri', 'Contacte']);
      expect(ro.map((link) => link.href)).toEqual([
        '/blog',
        '/promotii',
        '/lucrari',
        '/dealers',
        '/contacte',
      ]);
      expect(ru.map((link) => link.href)).toEqual(['/blog', '/aktsii', '/raboty', '/dealers', '/kontakty']);
      expect(ru[0]?.title).toBe('Блог');
    });
  });
});
