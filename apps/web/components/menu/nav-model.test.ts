import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/lib/api/types';
import { buildNav, megaContent } from './nav-model';

const windows: MenuItem = {
  id: 1,
  title: 'Ferestre',
  link: { title: 'Ferestre', visible: true, href: '/ferestre', target: '_self', type: 'category' },
  parent_category_slug: 'ferestre',
  dynamic_page_slug: null,
  additions: [
    {
      id: 10,
      title: 'Material',
      items: [
        { id: 100, category_slug: 'pvc', dynamic_page_slug: null, link: { title: 'Ferestre PVC' } },
        {
          id: 101,
          category_slug: 'aluminiu',
          dynamic_page_slug: 'ferestre-aluminiu',
          link: { title: 'Aluminiu' },
        },
      ],
    },
    { id: 11, title: 'Gol', items: [] },
  ],
  subitems: [],
  banner: { link: { href: '/promotii/3' }, image: { file: '/static/banners/1.jpg', alt: 'Reducere' } },
  calculator_href: '/calculators',
  activeNav: false,
};

const accessories: MenuItem = {
  id: 12,
  title: 'Accesorii',
  link: { title: 'Accesorii', visible: true, href: '/accesorii', target: '_self', type: 'category' },
  parent_category_slug: 'accesorii',
  dynamic_page_slug: null,
  additions: [],
  subitems: [{ link: { href: '/accesorii/manere', title: 'Mânere' } }],
  banner: null,
  calculator_href: null,
  activeNav: false,
};

describe('navigation model', () => {
  it('links column entries by dynamic page slug, else parent/category, in Romanian without prefix', () => {
    const [item] = buildNav([windows], 'ro');
    expect(item?.kind).toBe('mega');
    expect(item?.columns).toEqual([
      {
        id: 10,
        title: 'Material',
        links: [
          { title: 'Ferestre PVC', href: '/ferestre/pvc' },
          { title: 'Aluminiu', href: '/ferestre-aluminiu' },
        ],
      },
    ]);
    expect(item?.calculatorHref).toBe('/calculators');
    expect(item?.banner?.href).toBe('/promotii/3');
  });

  it('prefixes every link for Russian', () => {
    const [item] = buildNav([windows], 'ru');
    expect(item?.href).toBe('/ru/ferestre');
    expect(item?.columns[0]?.links.map((l) => l.href)).toEqual(['/ru/ferestre/pvc', '/ru/ferestre-aluminiu']);
    expect(item?.calculatorHref).toBe('/ru/calculators');
  });

  it('gives items with only subitems a plain dropdown and no calculator unless it names one', () => {
    const [item] = buildNav([accessories], 'ru');
    expect(item?.kind).toBe('dropdown');
    expect(item?.subitems).toEqual([{ title: 'Mânere', href: '/ru/accesorii/manere' }]);
    expect(item?.calculatorHref).toBeNull();
  });

  it('drops hidden items', () => {
    const hidden = { ...accessories, link: { ...accessories.link, visible: false } };
    expect(buildNav([hidden], 'ro')).toEqual([]);
  });

  it('hands a mega-menu its links as [title, href] pairs, in order', () => {
    const [item] = buildNav([windows], 'ro');
    if (item === undefined) throw new Error('no item');
    expect(megaContent(item)).toEqual({
      title: 'Ferestre',
      href: '/ferestre',
      columns: [
        {
          id: 10,
          title: 'Material',
          links: [
            ['Ferestre PVC', '/ferestre/pvc'],
            ['Aluminiu', '/ferestre-aluminiu'],
          ],
        },
      ],
      banner: { href: '/promotii/3', image: '/static/banners/1.jpg', alt: 'Reducere' },
      calculatorHref: '/calculators',
    });
  });
});
