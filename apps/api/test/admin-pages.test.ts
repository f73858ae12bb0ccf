import {
  type AdminContentPage,
  type AdminInfoPage,
  adminContentPage,
  adminInfoPage,
  adminPage,
  adminPolicyPage,
  contentPage,
  infoPageDetail,
  policyPage,
} from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntries, token } from './support/admin';
import { useApi } from './support/api';
import { contentClient, errorsOf, recordOf } from './support/content';
import { engines } from './support/databases';
import { type SignedInStaff, useStaffOfEveryRole } from './support/staff';

// The storefront's own pages edited in the back office (issue 18): info pages, the pages at /{slug} the footer
// and the menu link to, the colour pages and the privacy policy. Slugs are per language and name one page in
// both; at /{slug} they may not be an address the storefront already answers. None of the tables has a version
// column: the row's transaction id is the version (docs/adr/0028).

const infoPages = contentClient('info-pages');
const contentPages = contentClient('content-pages');
const infoRecord = adminInfoPage.strict();
const pageRecord = adminContentPage.strict();
const policyRecord = adminPolicyPage.strict();

/** The seed's row of a page list whose Romanian slug is `slug`. */
async function seeded<Row extends { slug: { ro: string } }>(
  list: Promise<{ json(): unknown; statusCode: number; body: string }>,
  schema: { parse(value: unknown): { results: Row[] } },
  slug: string,
): Promise<Row> {
  const response = await list;
  expect(response.statusCode, response.body).toBe(200);
  const row = schema.parse(response.json()).results.find((page) => page.slug.ro === slug);
  if (!row) throw new Error(`the seed has no page ${slug}`);
  return row;
}

describe.each(engines)('back-office pages ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api);

  const info = (slug: string) =>
    seeded<AdminInfoPage>(infoPages.list(editor, '?page_size=100'), adminPage(infoRecord), slug);
  const page = (slug: string) =>
    seeded<AdminContentPage>(contentPages.list(editor, '?page_size=100'), adminPage(pageRecord), slug);
  const shownInfo = async (slug: string, locale: string) => {
    const response = await api.get(`/pages/info-page/detail/?slug=${slug}`, locale);
    expect(response.statusCode, response.body).toBe(200);
    return infoPageDetail.parse(response.json());
  };
  const shownPage = async (path: string, locale: string) => {
    const response = await api.get(path, locale);
    expect(response.statusCode, response.body).toBe(200);
    return contentPage.parse(response.json());
  };

  describe('info pages', () => {
    it("changes a page's Russian text on its version; /info in Russian shows it at once, script stripped", async () => {
      const before = await info('livrare-si-montaj');
      await shownInfo('dostavka-i-montazh', 'ru');
      const word = token();
      const changed = recordOf(
        await infoPages.change(editor, before.id, {
          version: before.version,
          body: {
            ro: before.body.ro,
            ru: `<p>Доставка ${word}<script>alert(1)</script></p><ul><li><p>Кишинёв</p></li><li>Бельцы</li></ul>`,
          },
        }),
        infoRecord,
      );
      expect(changed.version).not.toBe(before.version);
      expect(changed.body.ru).toBe(`<p>Доставка ${word}</p><ul><li>Кишинёв</li><li>Бельцы</li></ul>`);
      expect(changed.body.ro).toBe(before.body.ro);
      expect((await shownInfo('dostavka-i-montazh', 'ru')).body).toEqual([
        { type: 'paragraph', text: `Доставка ${word}` },
        { type: 'list', items: ['Кишинёв', 'Бельцы'] },
      ]);
      const late = await infoPages.change(admin, before.id, { version: before.version, title: before.title });
      expect(late.statusCode, late.body).toBe(409);
      const [entry] = await auditEntries(admin, { entity: 'info_page', entity_id: before.id });
      expect(entry).toMatchObject({ action: 'info_page.update', actor: editor.email });
      expect(entry?.before).toMatchObject({ body: before.body });
      expect(entry?.after).toMatchObject({ body: changed.body });
    });

    it("refuses a slug another info page has in either language, a slug's bad form, and a missing language", async () => {
      const before = await info('garantie');
      const refused = errorsOf(
        await infoPages.change(
          editor,
          before.id,
          {
            version: before.version,
            slug: { ro: 'Garanție', ru: 'oplata' },
            title: { ro: 'Garanție', ru: '' },
          },
          'ru',
        ),
      );
      expect(refused).toEqual({
        'slug.ro': ['Только строчные латинские буквы, цифры и «-» между ними (например, «ferestre-pvc»).'],
        'slug.ru': ['Адрес «oplata» уже занят другой записью.'],
        'title.ru': ['Не заполнено на русском.'],
      });
      // Its own slug in both languages is its own.
      const same = await infoPages.change(editor, before.id, {
        version: before.version,
        slug: { ro: 'garantie', ru: 'garantie' },
      });
      expect(same.statusCode, same.body).toBe(200);
      expect((await shownInfo('garantie', 'ru')).slug).toBe('garantie');
    });

    it('adds a page that the footer lists and /info shows, and deletes it', async () => {
      const word = token();
      const created = recordOf(
        await infoPages.create(editor, {
          slug: { ro: `retur-${word}`, ru: `vozvrat-${word}` },
          title: { ro: `Retur ${word}`, ru: `Возврат ${word}` },
          body: { ro: '<h2>Termen</h2><p>14 zile.</p>', ru: '<p>14 дней.</p>' },
        }),
        infoRecord,
        201,
      );
      // Plain text has no sub-headings: the heading is kept as a paragraph.
      expect(created.body.ro).toBe('<p>Termen</p><p>14 zile.</p>');
      const links = await api.get('/pages/info-page', 'ru');
      expect(links.json()).toContainEqual({ title: `Возврат ${word}`, slug: `vozvrat-${word}` });
      expect((await shownInfo(`retur-${word}`, 'ru')).slug).toBe(`vozvrat-${word}`);
      const removed = await infoPages.remove(editor, created.id, created.version);
      expect(removed.statusCode, removed.body).toBe(204);
      expect((await api.get(`/pages/info-page/detail/?slug=retur-${word}`, 'ro')).statusCode).toBe(404);
    });
  });

  describe('pages at /{slug}', () => {
    it("changes a footer page's Russian intro and a section on its version; the page in Russian shows them", async () => {
      const before = await page('montaj');
      const word = token();
      const sections = before.sections.map((section, index) =>
        index === 0
          ? {
              ...section,
              body: { ...section.body, ru: `<p>Монтаж ${word}</p><p onclick="x()">Без <b>пыли</b></p>` },
            }
          : section,
      );
      const changed = recordOf(
        await contentPages.change(editor, before.id, {
          version: before.version,
          intro: { ro: before.intro.ro, ru: `Вступление ${word}` },
          sections,
        }),
        pageRecord,
      );
      expect(changed.sections[0]?.body.ru).toBe(`<p>Монтаж ${word}</p><p>Без пыли</p>`);
      expect(changed.sections).toHaveLength(before.sections.length);
      const shown = await shownPage('/pages/montaj', 'ru');
      expect(shown).toMatchObject({ slug: 'montazh', intro: `Вступление ${word}` });
      expect(shown.sections[0]?.body).toEqual([
        { type: 'paragraph', text: `Монтаж ${word}` },
        { type: 'paragraph', text: 'Без пыли' },
      ]);
      const late = await contentPages.change(admin, before.id, { version: before.version, sections: [] });
      expect(late.statusCode, late.body).toBe(409);
      const [entry] = await auditEntries(admin, { entity: 'content_page', entity_id: before.id });
      expect(entry).toMatchObject({ action: 'content_page.update', actor: editor.email });
      expect(entry?.before).toMatchObject({ intro: before.intro });
      expect(entry?.after).toMatchObject({ intro: { ru: `Вступление ${word}` } });
    });

    it('refuses a slug the storefront answers otherwise, a category has, or another page has', async () => {
      const before = await page('service-reparatii');
      const slugErrors = async (slug: { ro: string; ru: string }) =>
        errorsOf(await contentPages.change(editor, before.id, { version: before.version, slug }));
      expect(await slugErrors({ ro: 'cos', ru: 'o-nas' })).toEqual({
        'slug.ro': ['Adresa „cos” este a unei pagini fixe a magazinului; alegeți alta.'],
        'slug.ru': ['Adresa „o-nas” este a unei pagini fixe a magazinului; alegeți alta.'],
      });
      expect(await slugErrors({ ro: 'politica-confidentialitate', ru: 'search' })).toEqual({
        'slug.ro': [
          'Adresa „politica-confidentialitate” este a unei pagini fixe a magazinului; alegeți alta.',
        ],
        'slug.ru': ['Adresa „search” este a unei pagini fixe a magazinului; alegeți alta.'],
      });
      expect(await slugErrors({ ro: 'ferestre', ru: 'montazh' })).toEqual({
        'slug.ro': ['Adresa „ferestre” este a unei categorii din catalog; alegeți alta.'],
        'slug.ru': ['Adresa „montazh” este deja folosită de altă înregistrare.'],
      });
      // A colour page's slug is taken in the other language too: pages are found by either.
      expect(await slugErrors({ ro: 'tsveta-profilya', ru: 'servis' })).toEqual({
        'slug.ro': ['Adresa „tsveta-profilya” este deja folosită de altă înregistrare.'],
      });
      expect((await page('service-reparatii')).version).toBe(before.version);
    });

    it("changes a colour page's colours; the page shows them in order", async () => {
      const before = await page('culori-profile');
      const word = token();
      const swatches = [
        {
          group: { ro: 'Laminate', ru: 'Ламинация' },
          name: { ro: `Nuc ${word}`, ru: `Орех ${word}` },
          code: 'N-1',
          hex: '#7A4B2A',
          grain_hex: '#5c3317',
        },
        { group: { ro: 'Albe', ru: 'Белые' }, name: { ro: 'Alb', ru: 'Белый' }, code: 'W-1', hex: '#ffffff' },
      ];
      const changed = recordOf(
        await contentPages.change(editor, before.id, { version: before.version, swatches }),
        pageRecord,
      );
      expect(changed.swatches.map((swatch) => [swatch.hex, swatch.grain_hex])).toEqual([
        ['#7a4b2a', '#5c3317'],
        ['#ffffff', null],
      ]);
      const shown = await shownPage('/pages/dynamic/culori-profile', 'ru');
      expect(shown.swatches.map((swatch) => swatch.name)).toEqual([`Орех ${word}`, 'Белый']);
      expect(
        errorsOf(
          await contentPages.change(editor, before.id, {
            version: changed.version,
            swatches: [{ ...swatches[1], name: { ro: 'Alb', ru: ' ' }, hex: 'white' }],
          }),
        ),
      ).toEqual({ 'swatches.0.hex': expect.any(Array) });
    });

    it('adds a menu page reached by either slug, and deletes it with its sections', async () => {
      const word = token();
      const created = recordOf(
        await contentPages.create(editor, {
          kind: 'dynamic',
          slug: { ro: `ferestre-arcuite-${word}`, ru: `arochnye-okna-${word}` },
          title: { ro: 'Ferestre arcuite', ru: 'Арочные окна' },
          description: { ro: 'Ferestre cu arc.', ru: 'Окна с аркой.' },
          intro: { ro: 'Le facem pe măsură.', ru: 'Делаем по размеру.' },
          sections: [
            {
              title: { ro: 'Forme', ru: 'Формы' },
              body: { ro: '<ul><li>semicerc</li></ul>', ru: '<p>Полукруг</p>' },
            },
          ],
          swatches: [],
        }),
        pageRecord,
        201,
      );
      const shown = await shownPage(`/pages/dynamic/ferestre-arcuite-${word}`, 'ru');
      expect(shown).toMatchObject({ slug: `arochnye-okna-${word}`, title: 'Арочные окна' });
      expect(shown.sections).toEqual([{ title: 'Формы', body: [{ type: 'paragraph', text: 'Полукруг' }] }]);
      const missing = errorsOf(
        await contentPages.create(editor, {
          kind: 'footer',
          slug: { ro: `ferestre-arcuite-${word}`, ru: `x-${word}` },
          title: { ro: 'A', ru: 'Б' },
          description: { ro: 'A', ru: 'Б' },
          intro: { ro: 'A', ru: 'Б' },
          sections: [
            { title: { ro: 'A', ru: 'Б' }, body: { ro: '<p>a</p>', ru: '<script>alert(1)</script>' } },
          ],
          swatches: [],
        }),
      );
      expect(missing).toEqual({
        'slug.ro': [`Adresa „ferestre-arcuite-${word}” este deja folosită de altă înregistrare.`],
        'sections.0.body.ru': ['Lipsește în rusă.'],
      });
      const removed = await contentPages.remove(editor, created.id, created.version);
      expect(removed.statusCode, removed.body).toBe(204);
      expect((await api.get(`/pages/dynamic/ferestre-arcuite-${word}`, 'ro')).statusCode).toBe(404);
    });

    it('keeps the about page to its own screen: not listed, not found', async () => {
      const listed = adminPage(pageRecord).parse((await contentPages.list(editor, '?page_size=100')).json());
      expect(listed.results.map((row) => row.kind)).not.toContain('about');
      const about = await api.database.rows<{ id: number }>(
        sql`select id from content_pages where kind = 'about'`,
      );
      const id = about[0]?.id ?? 0;
      expect((await contentPages.read(editor, id)).statusCode).toBe(404);
      expect((await contentPages.change(editor, id, { version: 1, sections: [] })).statusCode).toBe(404);
    });
  });

  describe('renaming a page (docs/adr/0034)', () => {
    const nav = async (locale: string) => {
      const response = await api.get('/menu/nav', locale);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        id: number;
        link: { href: string };
        dynamic_page_slug: string | null;
      }[];
    };
    const footer = async (locale: string) => {
      const response = await api.get('/pages/footer-page', locale);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { pages: { name: string; slug: string }[] }[]).flatMap(
        (column) => column.pages,
      );
    };
    const rename = async (id: number, version: number, slug: { ro: string; ru: string }, as = editor) =>
      recordOf(await contentPages.change(as, id, { version, slug }), pageRecord);

    it("moves the menu item's link and page slug to a menu page's new slugs, and audits what moved", async () => {
      const before = await page('inchidere-balcoane');
      await nav('ru');
      const word = token();
      const renamed = await rename(before.id, before.version, {
        ro: `balcoane-${word}`,
        ru: `balkony-${word}`,
      });
      const item = (await nav('ru')).find((each) => each.dynamic_page_slug === `balcoane-${word}`);
      expect(item?.link.href).toBe(`/balkony-${word}`);
      expect((await nav('ro')).find((each) => each.id === item?.id)?.link.href).toBe(`/balcoane-${word}`);
      expect((await nav('ro')).some((each) => each.link.href === '/inchidere-balcoane')).toBe(false);
      const [entry] = await auditEntries(admin, { entity: 'content_page', entity_id: before.id });
      expect(entry).toMatchObject({ action: 'content_page.links_followed', actor: editor.email });
      expect(entry?.after).toMatchObject({
        slug: { ro: `balcoane-${word}`, ru: `balkony-${word}` },
        links: expect.arrayContaining([
          { place: 'menu_item.dynamic_page_slug', id: item?.id, value: `balcoane-${word}` },
        ]),
      });
      // Back, and the links come back with it.
      await rename(before.id, renamed.version, before.slug);
      expect((await nav('ru')).find((each) => each.id === item?.id)).toMatchObject({
        dynamic_page_slug: 'inchidere-balcoane',
        link: { href: '/inchidere-balcoane' },
      });
    });

    it("moves only the footer's link that named the old slug: a Russian rename leaves the Romanian link", async () => {
      const before = await page('masurare-gratuita');
      const word = token();
      const renamed = await rename(before.id, before.version, { ro: before.slug.ro, ru: `zamer-${word}` });
      expect((await footer('ru')).map((link) => link.slug)).toContain(`zamer-${word}`);
      expect((await footer('ru')).map((link) => link.slug)).not.toContain(before.slug.ru);
      expect((await footer('ro')).map((link) => link.slug)).toContain('masurare-gratuita');
      await rename(before.id, renamed.version, before.slug);
      expect((await footer('ru')).map((link) => link.slug)).toContain(before.slug.ru);
    });

    it("moves a header link to an info page along with the page's new slug", async () => {
      const headerLinks = contentClient('header-links');
      const link = recordOf(
        await headerLinks.create(editor, {
          title: { ro: 'Plata', ru: 'Оплата' },
          href: { ro: '/info/plata', ru: '/info/oplata' },
        }),
        z.object({ id: z.number(), version: z.number() }),
        201,
      );
      const before = await info('plata');
      const word = token();
      const renamed = recordOf(
        await infoPages.change(editor, before.id, {
          version: before.version,
          slug: { ro: `plata-${word}`, ru: before.slug.ru },
        }),
        infoRecord,
      );
      const shown = async (locale: string) =>
        ((await api.get('/menu/links', locale)).json() as { id: number; href: string }[]).find(
          (each) => each.id === link.id,
        )?.href;
      expect(await shown('ro')).toBe(`/info/plata-${word}`);
      expect(await shown('ru')).toBe('/info/oplata');
      await infoPages.change(editor, before.id, { version: renamed.version, slug: before.slug });
      const reread = recordOf(await headerLinks.read(editor, link.id), z.object({ version: z.number() }));
      expect((await headerLinks.remove(editor, link.id, reread.version)).statusCode).toBe(204);
    });
  });

  describe('the privacy policy', () => {
    const url = (language: string) => `/admin/api/policy-pages/${language}`;
    const read = async (language: string) =>
      recordOf(await editor.request({ method: 'GET', url: url(language) }), policyRecord);
    const change = (as: SignedInStaff, language: string, payload: object) =>
      as.request({ method: 'PATCH', url: url(language), payload });

    it('lists a text per language and changes the Russian one on its version; /policy/ru shows it', async () => {
      const listed = adminPage(policyRecord).parse(
        (await editor.request({ method: 'GET', url: '/admin/api/policy-pages' })).json(),
      );
      expect(listed.results.map((row) => row.id)).toEqual(['ro', 'ru', 'en', 'fr', 'it']);
      const before = await read('ru');
      const word = token();
      const changed = recordOf(
        await change(editor, 'ru', {
          version: before.version,
          updated_on: '2026-03-01',
          sections: [
            ...before.sections,
            {
              title: `Cookie ${word}`,
              body: '<p>Мы используем <a href="javascript:x()">cookie</a>.</p><img src=x onerror=alert(1)>',
            },
          ],
        }),
        policyRecord,
      );
      expect(changed.sections.at(-1)).toEqual({
        title: `Cookie ${word}`,
        body: '<p>Мы используем cookie.</p>',
      });
      const shown = policyPage.parse((await api.get('/pages/policy/ru', 'ro')).json());
      expect(shown.updated).toBe('2026-03-01');
      expect(shown.sections.at(-1)).toEqual({
        title: `Cookie ${word}`,
        body: [{ type: 'paragraph', text: 'Мы используем cookie.' }],
      });
      expect((await change(admin, 'ru', { version: before.version, title: 'x' })).statusCode).toBe(409);
      const [entry] = await auditEntries(admin, { entity: 'policy_page', entity_id: 'ru' });
      expect(entry).toMatchObject({ action: 'policy_page.update', actor: editor.email });
    });

    it('refuses an empty text, a section without a title, and what is not a language of the policy', async () => {
      const before = await read('en');
      expect(
        errorsOf(
          await change(editor, 'en', {
            version: before.version,
            sections: [{ title: 'Who we are', body: '<p> </p><script>x</script>' }],
          }),
        ),
      ).toEqual({ 'sections.0.body': ['Textul este gol.'] });
      expect(
        Object.keys(
          errorsOf(
            await change(editor, 'en', {
              version: before.version,
              sections: [{ title: '', body: '<p>a</p>' }],
            }),
          ),
        ),
      ).toEqual(['sections.0.title']);
      expect((await editor.request({ method: 'GET', url: url('de') })).statusCode).toBe(400);
      expect((await editor.request({ method: 'GET', url: '/admin/api/policy-pages?q=x' })).statusCode).toBe(
        400,
      );
      expect(
        (await admin.request({ method: 'POST', url: '/admin/api/policy-pages', payload: {} })).statusCode,
      ).toBe(405);
      expect((await read('en')).version).toBe(before.version);
    });
  });

  it('lets admins and editors reach the pages, and refuses a manager: 403', async () => {
    for (const path of ['info-pages', 'content-pages', 'policy-pages']) {
      expect((await editor.request({ method: 'GET', url: `/admin/api/${path}` })).statusCode).toBe(200);
      expect((await admin.request({ method: 'GET', url: `/admin/api/${path}` })).statusCode).toBe(200);
      const refused = await manager.request({ method: 'GET', url: `/admin/api/${path}` });
      expect(refused.statusCode, refused.body).toBe(403);
    }
    expect((await contentPages.change(manager, 1, { version: 1 })).statusCode).toBe(403);
  });
});
