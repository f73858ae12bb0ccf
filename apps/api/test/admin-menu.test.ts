import {
  type AdminMenuItem,
  adminFooterColumn,
  adminHeaderLink,
  adminMenuCalculator,
  adminMenuItem,
  adminPage,
  footerColumn,
  headerLink,
  menuItem,
} from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntries, token } from './support/admin';
import { useApi } from './support/api';
import { contentClient, errorsOf, recordOf } from './support/content';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// The header and the footer edited in the back office (issue 18): the top navigation with its columns, links,
// dropdowns, banners and calculator buttons, the top bar's links, and the footer's columns. None of the tables
// has a version column: the row's transaction id is the version (docs/adr/0028).

const menuItems = contentClient('menu-items');
const headerLinks = contentClient('header-links');
const footerColumns = contentClient('footer-columns');
const record = adminMenuItem.strict();

/** A new top-level item as the screen sends it, with `word` in its title to find it by. */
const newItem = (word: string) => ({
  title: { ro: `Oferte ${word}`, ru: `Предложения ${word}` },
  href: { ro: '/promotii', ru: '/aktsii' },
  link_type: 'page',
  subitems: [{ title: { ro: 'Blog', ru: 'Блог' }, href: { ro: '/blog', ru: '/blog' } }],
});

describe.each(engines)('back-office menu and footer ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api);

  const navigation = async (locale: string) => {
    const response = await api.get('/menu/nav', locale);
    expect(response.statusCode, response.body).toBe(200);
    return z.array(menuItem).parse(response.json());
  };
  const windowsItem = async (): Promise<AdminMenuItem> => recordOf(await menuItems.read(editor, 1), record);

  it("changes a column link's Russian title; the Russian menu shows it at once, and the audit log has it", async () => {
    await navigation('ru');
    const item = await windowsItem();
    const [first, ...rest] = item.columns;
    if (!first?.links[0]) throw new Error('the seed has no column link');
    const title = { ro: first.links[0].title.ro, ru: `Окна ПВХ ${token()}` };
    const columns = [{ ...first, links: [{ ...first.links[0], title }, ...first.links.slice(1)] }, ...rest];
    const changed = recordOf(
      await menuItems.change(editor, item.id, { version: item.version, columns }),
      record,
    );
    expect(changed.version).not.toBe(item.version);
    expect(changed.columns).toEqual(columns);
    expect(changed.title).toEqual(item.title);

    const shown = (await navigation('ru')).find((row) => row.id === item.id);
    expect(shown?.additions[0]?.items[0]).toMatchObject({
      category_slug: first.links[0].category_slug,
      link: { title: title.ru },
    });
    expect(shown?.additions.map((column) => column.items.length)).toEqual(
      item.columns.map((column) => column.links.length),
    );
    expect(
      (await navigation('ro')).find((row) => row.id === item.id)?.additions[0]?.items[0]?.link.title,
    ).toBe(title.ro);

    const [entry] = await auditEntries(admin, { entity: 'menu_item', entity_id: item.id });
    expect(entry?.action).toBe('menu_item.update');
    expect(entry?.before).toMatchObject({ columns: item.columns });
    expect(entry?.after).toMatchObject({ columns });
  });

  it('answers the later of two saves on one version with 409, and keeps the first', async () => {
    const item = await windowsItem();
    const first = await menuItems.change(editor, item.id, {
      version: item.version,
      title: { ro: 'Ferestre PVC', ru: 'Окна ПВХ' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const late = await menuItems.change(admin, item.id, { version: item.version, subitems: [] });
    expect(late.statusCode, late.body).toBe(409);
    const shown = (await navigation('ru')).find((row) => row.id === item.id);
    expect(shown).toMatchObject({ title: 'Окна ПВХ', link: { title: 'Окна ПВХ' } });
  });

  it('adds an item after the seeded ones, with a banner and a calculator button; deletes it on its version', async () => {
    const word = token();
    const created = recordOf(
      await menuItems.create(editor, {
        ...newItem(word),
        banner_image: '/static/banners/ferestre.svg',
        banner_href: { ro: '/promotii', ru: '/aktsii' },
        banner_alt: { ro: 'Reduceri', ru: 'Скидки' },
        calculator_href: '/calculators/gates',
      }),
      record,
      201,
    );
    expect(created.id).toBeGreaterThan(10);
    expect(created).toMatchObject({ visible: true, target: '_self', link_type: 'page', columns: [] });
    const shown = (await navigation('ru')).at(-1);
    expect(shown).toMatchObject({
      id: created.id,
      title: `Предложения ${word}`,
      subitems: [{ link: { title: 'Блог', href: '/blog' } }],
      banner: { link: { href: '/aktsii' }, image: { file: '/static/banners/ferestre.svg', alt: 'Скидки' } },
      calculator_href: '/calculators/gates',
    });

    const noBanner = recordOf(
      await menuItems.change(editor, created.id, {
        version: created.version,
        banner_image: null,
        calculator_href: null,
      }),
      record,
    );
    expect(noBanner).toMatchObject({
      banner_image: null,
      banner_alt: { ro: '', ru: '' },
      calculator_href: null,
    });
    expect((await navigation('ro')).at(-1)).toMatchObject({ banner: null, calculator_href: null });

    expect((await menuItems.remove(editor, created.id, created.version)).statusCode).toBe(409);
    expect((await menuItems.remove(editor, created.id, noBanner.version)).statusCode).toBe(204);
    expect((await navigation('ro')).map((row) => row.id)).not.toContain(created.id);
    const [entry] = await auditEntries(admin, { entity: 'menu_item', entity_id: created.id });
    expect(entry).toMatchObject({ action: 'menu_item.delete', before: { subitems: noBanner.subitems } });
  });

  it("gives a category's calculator link from its family's menu item", async () => {
    const category = async () =>
      (await api.get('/categories/ferestre/', 'ro')).json() as { calculator_link: string };
    expect((await category()).calculator_link).toBe('/calculators');
    const item = await windowsItem();
    recordOf(
      await menuItems.change(editor, item.id, {
        version: item.version,
        calculator_href: '/calculators/gates',
      }),
      record,
    );
    expect((await category()).calculator_link).toBe('/calculators/gates');
  });

  it("offers the storefront's calculators as the button's choices, and accepts only those", async () => {
    const response = await editor.request({ method: 'GET', url: '/admin/api/menu-items/calculators' });
    expect(response.statusCode, response.body).toBe(200);
    const choices = z.array(adminMenuCalculator.strict()).parse(response.json());
    const hrefs = choices.map((choice) => choice.href);
    expect(hrefs[0]).toBe('/calculators');
    expect(hrefs).toEqual(expect.arrayContaining(['/calculators/gates']));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // A type's page under its category, named by both, in each language.
    const typePage = choices.find((choice) => choice.href.split('/').length === 4);
    expect(typePage?.title.ru).toContain(' — ');
    // Every seeded button is one of them.
    for (const item of await navigation('ro'))
      if (item.calculator_href) expect(hrefs).toContain(item.calculator_href);

    const item = await windowsItem();
    const chosen = await menuItems.change(editor, item.id, {
      version: item.version,
      calculator_href: typePage?.href,
    });
    expect(recordOf(chosen, record).calculator_href).toBe(typePage?.href);
    // Well formed, but no calculator there: the category of a type is not a type of its own.
    const made = `${typePage?.href.split('/').slice(0, 3).join('/')}/no-such-type`;
    expect(
      errorsOf(
        await menuItems.change(
          editor,
          item.id,
          { version: recordOf(chosen, record).version, calculator_href: made },
          'ru',
        ),
      ),
    ).toEqual({ calculator_href: [`На сайте нет калькулятора по адресу «${made}».`] });
    const restored = await menuItems.change(editor, item.id, {
      version: recordOf(chosen, record).version,
      calculator_href: item.calculator_href,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(
      (await manager.request({ method: 'GET', url: '/admin/api/menu-items/calculators' })).statusCode,
    ).toBe(403);
  });

  it('names what is missing or malformed, field by field, and never stores half of it', async () => {
    const errors = errorsOf(
      await menuItems.create(editor, {
        ...newItem(token()),
        title: { ro: 'Oferte', ru: '' },
        parent_category_slug: 'Ferestre PVC',
        banner_image: '/static/banners/ferestre.svg',
        banner_alt: { ro: 'Reduceri', ru: 'Скидки' },
        calculator_href: '/calculators/submarine',
        columns: [
          {
            title: { ro: 'Tipuri', ru: 'Типы' },
            links: [{ title: { ro: 'PVC' }, category_slug: 'ferestre pvc' }],
          },
        ],
      }),
    );
    expect(errors).toEqual({
      'title.ru': ['Lipsește în rusă.'],
      parent_category_slug: [expect.stringContaining('litere latine')],
      'banner_href.ro': ['Lipsește în română.'],
      'banner_href.ru': ['Lipsește în rusă.'],
      calculator_href: ['Site-ul nu are un calculator la adresa „/calculators/submarine”.'],
      'columns.0.links.0.title.ru': ['Lipsește în rusă.'],
      'columns.0.links.0.category_slug': [expect.stringContaining('litere latine')],
    });

    const item = await windowsItem();
    const bad = errorsOf(
      await menuItems.change(editor, item.id, {
        version: item.version,
        target: '_top',
        href: { ro: '//evil.example', ru: '/okna' },
        calculator_href: 'https://evil.example',
        columns: [{ title: { ro: 'a', ru: 'b' }, links: [], colour: 'red' }],
        colour: 'red',
      }),
    );
    expect(Object.keys(bad).sort()).toEqual([
      'calculator_href',
      'colour',
      'columns.0.colour',
      'href.ro',
      'target',
    ]);
    expect(errorsOf(await menuItems.change(editor, item.id, { version: 4_294_967_296 }))).toHaveProperty(
      'version',
    );
    expect(
      (await editor.request({ method: 'GET', url: '/admin/api/menu-items/2147483648' })).statusCode,
    ).toBe(400);
    expect(recordOf(await menuItems.read(editor, item.id), record)).toEqual(item);
  });

  it('edits the top bar links: a Russian title shows in the Russian header', async () => {
    const list = adminPage(adminHeaderLink.strict()).parse((await headerLinks.list(editor)).json());
    const [link] = list.results;
    if (!link) throw new Error('the seed has no header link');
    const title = { ro: link.title.ro, ru: `Блог ${token()}` };
    const changed = recordOf(
      await headerLinks.change(editor, link.id, { version: link.version, title }),
      adminHeaderLink.strict(),
    );
    const shown = z.array(headerLink).parse((await api.get('/menu/links', 'ru')).json());
    expect(shown.find((row) => row.id === link.id)?.title).toBe(title.ru);
    expect((await headerLinks.change(admin, link.id, { version: link.version, title })).statusCode).toBe(409);
    expect(errorsOf(await headerLinks.create(editor, { title, href: { ro: '/blog' } }))).toEqual({
      'href.ru': ['Lipsește în rusă.'],
    });
    const [entry] = await auditEntries(admin, { entity: 'header_link', entity_id: link.id });
    expect(entry).toMatchObject({
      action: 'header_link.update',
      before: { title: link.title },
      after: { title },
    });
    expect(changed.version).not.toBe(link.version);
  });

  it('edits a footer column and its links in order; a link waits for its page with no slug in either language', async () => {
    const footer = async (locale: string) =>
      z.array(footerColumn).parse((await api.get('/pages/footer-page', locale)).json());
    await footer('ru');
    const created = recordOf(
      await footerColumns.create(editor, {
        name: { ro: 'Ajutor', ru: 'Помощь' },
        pages: [
          { name: { ro: 'Garanție', ru: 'Гарантия' }, slug: { ro: 'info/garantie', ru: 'info/garantiya' } },
          { name: { ro: 'Curând', ru: 'Скоро' }, slug: { ro: '', ru: '' } },
        ],
      }),
      adminFooterColumn.strict(),
      201,
    );
    const shown = (await footer('ru')).find((column) => column.id === created.id);
    // The storefront leaves out the link without a slug (docs/product.md §3).
    expect(shown).toMatchObject({
      name: 'Помощь',
      pages: [
        { name: 'Гарантия', slug: 'info/garantiya' },
        { name: 'Скоро', slug: '' },
      ],
    });

    const pages = [...created.pages].reverse();
    const changed = recordOf(
      await footerColumns.change(editor, created.id, { version: created.version, pages }),
      adminFooterColumn.strict(),
    );
    expect(changed.pages).toEqual(pages);
    expect(
      errorsOf(
        await footerColumns.change(editor, created.id, {
          version: changed.version,
          pages: [{ name: { ro: 'Montaj', ru: 'Монтаж' }, slug: { ro: 'montaj', ru: '' } }, ...pages],
        }),
      ),
    ).toEqual({ 'pages.0.slug.ru': ['Lipsește în rusă.'] });
    expect((await footerColumns.remove(editor, created.id, created.version)).statusCode).toBe(409);
    expect((await footerColumns.remove(editor, created.id, changed.version)).statusCode).toBe(204);
    expect((await footer('ro')).map((column) => column.id)).not.toContain(created.id);
    const entries = await auditEntries(admin, { entity: 'footer_column', entity_id: created.id });
    expect(entries.map((entry) => entry.action)).toEqual([
      'footer_column.delete',
      'footer_column.update',
      'footer_column.create',
    ]);
  });

  it('lets admins and editors reach the menu and the footer, and refuses a manager: 403', async () => {
    for (const client of [menuItems, headerLinks, footerColumns]) {
      expect((await client.list(editor)).statusCode).toBe(200);
      expect((await client.list(admin)).statusCode).toBe(200);
      const refused = await client.list(manager);
      expect(refused.statusCode, refused.body).toBe(403);
    }
    expect((await menuItems.create(manager, newItem(token()))).statusCode).toBe(403);
    expect((await menuItems.read(manager, 1)).statusCode).toBe(403);
  });
});
