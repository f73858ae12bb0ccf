import {
  type AdminWork,
  adminPage,
  adminWork,
  adminWorksContent,
  workPage,
  worksContent,
} from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { auditEntries, token } from './support/admin';
import { useApi } from './support/api';
import { contentClient, errorsOf, recordOf } from './support/content';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// The works portfolio and the works page's heading edited in the back office (issue 18). Neither table has a
// version column: a record's version is its row's transaction id (docs/adr/0028), which must still tell the
// later of two saves apart.

const works = contentClient('works');
const heading = contentClient('works-content');
const record = adminWork.strict();

/** A work as the screen sends it, first in the portfolio, with `word` in its titles to find it by. */
const newWork = (word: string) => ({
  position: 0,
  title: { ro: `Casă ${word}`, ru: `Дом ${word}` },
  description: { ro: 'Ferestre PVC în toată casa.', ru: 'Окна ПВХ во всём доме.' },
  city: { ro: 'Orhei', ru: 'Орхей' },
  product: { ro: 'Ferestre PVC', ru: 'Окна ПВХ' },
  year: 2025,
  image_file: '/static/editorial/works/house.svg',
  image_alt: { ro: 'Casa', ru: 'Дом' },
  image_width: 1200,
  image_height: 800,
});

describe.each(engines)('back-office works ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api);

  const created = async (word = token()): Promise<AdminWork> =>
    recordOf(await works.create(editor, newWork(word)), record, 201);
  const portfolio = async (locale = 'ro') => {
    const response = await api.get('/works/our_work?page=1', locale);
    expect(response.statusCode, response.body).toBe(200);
    return workPage.parse(response.json()).results;
  };

  it('adds a work; the portfolio and the home page show it at once, and the list finds it', async () => {
    await portfolio('ru');
    const word = token();
    const work = await created(word);
    expect(work).toMatchObject({ position: 0, year: 2025, city: { ro: 'Orhei', ru: 'Орхей' } });
    expect((await portfolio('ru')).find((row) => row.id === work.id)).toMatchObject({
      title: `Дом ${word}`,
      city: 'Орхей',
      product: 'Окна ПВХ',
      year: 2025,
    });
    expect((await api.get('/pages/home-page/', 'ro')).body).toContain(`Casă ${word}`);
    const found = adminPage(record).parse((await works.list(editor, `?q=${word}`)).json());
    expect(found.results.map((row) => row.id)).toEqual([work.id]);
  });

  it('changes a work on its version, refuses the later of two saves with 409, and audits both ways', async () => {
    const work = await created();
    const changed = recordOf(
      await works.change(editor, work.id, {
        version: work.version,
        year: 2024,
        city: { ro: 'Bălți', ru: 'Бельцы' },
      }),
      record,
    );
    expect(changed.version).not.toBe(work.version);
    expect((await portfolio('ro')).find((row) => row.id === work.id)).toMatchObject({
      city: 'Bălți',
      year: 2024,
    });
    const late = await works.change(admin, work.id, { version: work.version, year: 2023 });
    expect(late.statusCode, late.body).toBe(409);
    const entries = await auditEntries(admin, { entity: 'work', entity_id: work.id });
    expect(entries.map((entry) => entry.action)).toEqual(['work.update', 'work.create']);
    expect(entries[0]?.before).toMatchObject({ year: 2025, city: { ro: 'Orhei' } });
    expect(entries[0]?.after).toMatchObject({ year: 2024, city: { ro: 'Bălți' } });
    expect(entries[0]?.after).not.toHaveProperty('version');
  });

  it('names a text missing in a language, and refuses bad fields by name', async () => {
    expect(
      errorsOf(await works.create(editor, { ...newWork(token()), product: { ro: 'Uși', ru: ' ' } })),
    ).toEqual({ 'product.ru': ['Lipsește în rusă.'] });
    const work = await created();
    expect(
      errorsOf(
        await works.change(editor, work.id, { version: work.version, title: { ro: '', ru: 'Дом' } }, 'ru'),
      ),
    ).toEqual({ 'title.ro': ['Не заполнено на румынском.'] });
    const errors = errorsOf(
      await works.change(editor, work.id, {
        version: work.version,
        year: 1066,
        image_file: '/static/../secret',
        colour: 'red',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['colour', 'image_file', 'year']);
    expect(errorsOf(await works.change(editor, work.id, { version: 4_294_967_296 }))).toHaveProperty(
      'version',
    );
    expect((await editor.request({ method: 'GET', url: '/admin/api/works/2147483648' })).statusCode).toBe(
      400,
    );
    expect(recordOf(await works.read(editor, work.id), record).version).toBe(work.version);
  });

  it('deletes a work on its version; the portfolio no longer has it', async () => {
    const work = await created();
    expect((await works.remove(editor, work.id, work.version + 1)).statusCode).toBe(409);
    const deleted = await works.remove(editor, work.id, work.version);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await portfolio()).map((row) => row.id)).not.toContain(work.id);
    expect((await works.read(editor, work.id)).statusCode).toBe(404);
  });

  it("changes the works page's heading on its version; it is never added or deleted", async () => {
    const listed = adminPage(adminWorksContent.strict()).parse((await heading.list(editor)).json());
    const [page] = listed.results;
    if (!page) throw new Error('the seed has no works page heading');
    const readPublic = async (locale: string) =>
      worksContent.parse((await api.get('/works/our-works-content', locale)).json());
    await readPublic('ru');
    const word = token();
    const changed = recordOf(
      await heading.change(editor, page.id, {
        version: page.version,
        title: { ro: `Lucrările ${word}`, ru: `Наши работы ${word}` },
      }),
      adminWorksContent.strict(),
    );
    expect(changed.text).toEqual(page.text);
    expect(await readPublic('ru')).toEqual({ title: `Наши работы ${word}`, text: page.text.ru });
    expect((await heading.change(admin, page.id, { version: page.version })).statusCode).toBe(409);
    // A save of nothing still writes the row, so its version moves (the table has no column to raise).
    const resaved = recordOf(
      await heading.change(editor, page.id, { version: changed.version }),
      adminWorksContent,
    );
    expect(resaved.version).not.toBe(changed.version);
    expect(
      errorsOf(
        await heading.change(editor, page.id, { version: resaved.version, text: { ro: 'Text', ru: '' } }),
      ),
    ).toEqual({ 'text.ru': ['Lipsește în rusă.'] });
    // No route adds or deletes it: the path answers other methods, so these are 405.
    expect(
      (await heading.create(admin, { title: { ro: 'a', ru: 'b' }, text: { ro: 'a', ru: 'b' } })).statusCode,
    ).toBe(405);
    expect((await heading.remove(admin, page.id, resaved.version)).statusCode).toBe(405);
    const entries = await auditEntries(admin, { entity: 'works_content', entity_id: page.id });
    expect(entries[0]).toMatchObject({ action: 'works_content.update', actor: editor.email });
  });

  it('lets admins and editors reach works and the heading, and refuses a manager: 403', async () => {
    for (const client of [works, heading]) {
      expect((await client.list(editor)).statusCode).toBe(200);
      expect((await client.list(admin)).statusCode).toBe(200);
      const refused = await client.list(manager);
      expect(refused.statusCode, refused.body).toBe(403);
      expect((await client.change(manager, 1, { version: 1 })).statusCode).toBe(403);
    }
    expect((await works.create(manager, newWork(token()))).statusCode).toBe(403);
  });
});
