import { adminPage, adminSeoContent, seoContent } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { auditEntries, token } from './support/admin';
import { useApi } from './support/api';
import { contentClient, errorsOf, recordOf } from './support/content';
import { engines } from './support/databases';
import { type SignedInStaff, useStaffOfEveryRole } from './support/staff';

// The SEO texts of each listing page edited in the back office (issue 18): one record per page type, named by
// it, changed but never added or deleted; the text is HTML kept clean. The table has no version column: the
// row's transaction id is the version (docs/adr/0028).

const seo = contentClient('seo-contents');
const record = adminSeoContent.strict();
const url = (pageType: string) => `/admin/api/seo-contents/${pageType}`;

describe.each(engines)('back-office SEO texts ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api);

  const read = async (pageType: string) =>
    recordOf(await editor.request({ method: 'GET', url: url(pageType) }), record);
  const change = (as: SignedInStaff, pageType: string, payload: object, locale = 'ro') =>
    as.request({ method: 'PATCH', url: url(pageType), payload, headers: { 'accept-language': locale } });
  const shown = async (pageType: string, locale: string) => {
    const response = await api.get(`/pages/seo-content/detail/?page_type=${pageType}`, locale);
    expect(response.statusCode, response.body).toBe(200);
    return seoContent.parse(response.json());
  };

  it('lists a record per page type, named by it', async () => {
    const page = adminPage(record).parse((await seo.list(editor, '?page_size=100')).json());
    expect(page.results.map((row) => row.id)).toContain('works');
    expect((await read('works')).title.ro).not.toBe('');
  });

  it("changes a page type's texts on its version; the page shows them at once, the text's HTML cleaned", async () => {
    const before = await read('promos');
    await shown('promos', 'ru');
    const word = token();
    const changed = recordOf(
      await change(editor, 'promos', {
        version: before.version,
        heading: { ro: `Promoții ${word}`, ru: `Акции ${word}` },
        text: {
          ro: '<p>Reduceri <strong>mari</strong></p>',
          ru: '<p onclick="alert(1)">Скидки</p><script>alert(1)</script>',
        },
      }),
      record,
    );
    expect(changed.version).not.toBe(before.version);
    expect(changed.text).toEqual({ ro: '<p>Reduceri <strong>mari</strong></p>', ru: '<p>Скидки</p>' });
    expect(changed.title).toEqual(before.title);
    expect(await shown('promos', 'ru')).toMatchObject({ heading: `Акции ${word}`, text: '<p>Скидки</p>' });
    const late = await change(admin, 'promos', { version: before.version, heading: { ro: 'a', ru: 'b' } });
    expect(late.statusCode, late.body).toBe(409);
    const entries = await auditEntries(admin, { entity: 'seo_content', entity_id: 'promos' });
    expect(entries[0]).toMatchObject({ action: 'seo_content.update', actor: editor.email });
    expect(entries[0]?.before).toMatchObject({ heading: before.heading });
  });

  it('names a text missing in a language (a text only markup is missing), and refuses bad fields', async () => {
    const before = await read('articles');
    expect(
      errorsOf(
        await change(editor, 'articles', {
          version: before.version,
          title: { ro: '', ru: 'Статьи' },
          text: { ro: '<p>Text</p>', ru: '<script>alert(1)</script>' },
        }),
      ),
    ).toEqual({ 'title.ro': ['Lipsește în română.'], 'text.ru': ['Lipsește în rusă.'] });
    const bad = errorsOf(await change(editor, 'articles', { version: before.version, colour: 'red' }));
    expect(Object.keys(bad)).toEqual(['colour']);
    expect(errorsOf(await change(editor, 'articles', { version: 4_294_967_296 }))).toHaveProperty('version');
    expect((await editor.request({ method: 'GET', url: url('nowhere') })).statusCode).toBe(400);
    expect((await read('articles')).version).toBe(before.version);
    // No route adds or deletes one: the path answers other methods, so these are 405.
    expect(
      (await admin.request({ method: 'POST', url: '/admin/api/seo-contents', payload: {} })).statusCode,
    ).toBe(405);
    expect((await admin.request({ method: 'DELETE', url: `${url('articles')}?version=1` })).statusCode).toBe(
      405,
    );
  });

  it('lets admins and editors reach the SEO texts, and refuses a manager: 403', async () => {
    expect((await seo.list(editor)).statusCode).toBe(200);
    expect((await seo.list(admin)).statusCode).toBe(200);
    const refused = await seo.list(manager);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await change(manager, 'works', { version: 1 })).statusCode).toBe(403);
  });
});
