import { type AdminPromo, adminPage, adminPromo, promo, promoSummary, searchPage } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntries, token } from './support/admin';
import { useApi } from './support/api';
import { contentClient, errorsOf, hostileBody, hostileBodyBlocks, recordOf } from './support/content';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// Promotions edited in the back office (issue 18): ro and ru side by side, bodies as the editor's HTML kept as
// clean blocks (docs/adr/0007), every write on a version and audited, and the storefront shows it at once.

const promos = contentClient('promos');
const record = adminPromo.strict();

/** A promotion as the screen sends it, with `word` in its titles to find it by. */
const newPromo = (word: string) => ({
  title: { ro: `Reducere ${word}`, ru: `Скидка ${word}` },
  description: { ro: 'La ferestre PVC.', ru: 'На окна ПВХ.' },
  body: { ro: '<p>Până la sfârșitul lunii.</p>', ru: '<p>До конца месяца.</p>' },
  discount_label: { ro: '-15%', ru: '-15%' },
  valid_until: '2030-06-30',
  image_file: '/static/editorial/promos/summer.svg',
  image_alt: { ro: 'Fereastră', ru: 'Окно' },
  image_width: 800,
  image_height: 600,
});

describe.each(engines)('back-office promotions ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api, { editor: 'Elena Conținut' });

  const created = async (word = token()): Promise<AdminPromo> =>
    recordOf(await promos.create(editor, newPromo(word)), record, 201);
  const storefront = async (id: number, locale = 'ro') => {
    const response = await api.get(`/promos/${id}`, locale);
    return {
      status: response.statusCode,
      body: response.statusCode === 200 ? promo.parse(response.json()) : null,
    };
  };
  const storefrontList = async (locale = 'ro') => {
    const response = await api.get('/promos', locale);
    expect(response.statusCode, response.body).toBe(200);
    return z.array(promoSummary).parse(response.json());
  };

  it('lists the promotions in their position order, every language of each', async () => {
    const page = adminPage(record).parse((await promos.list(editor, '?page_size=100')).json());
    expect(page.total_count).toBeGreaterThanOrEqual(3);
    expect(page.results.map((row) => row.position)).toEqual(
      [...page.results.map((row) => row.position)].sort((a, b) => a - b),
    );
    const [first] = page.results;
    expect(first?.title.ro).not.toBe('');
    expect(first?.title.ru).not.toBe('');
    expect(first?.body.ro).toMatch(/^<(p|h2|ul)>/);
  });

  it('adds a promotion last, shows it on the storefront at once, and finds it by its title', async () => {
    const listed = adminPage(record).parse((await promos.list(editor, '?page_size=100')).json());
    const word = token();
    const promo = await created(word);
    expect(promo).toMatchObject({ version: 1, title: { ro: `Reducere ${word}` }, valid_until: '2030-06-30' });
    expect(promo.position).toBe(Math.max(...listed.results.map((row) => row.position)) + 1);
    const after = await storefrontList('ru');
    expect(after.map((row) => row.id)).toContain(promo.id);
    expect(after.find((row) => row.id === promo.id)?.title).toBe(`Скидка ${word}`);
    expect((await storefront(promo.id)).body?.body).toEqual([
      { type: 'paragraph', text: 'Până la sfârșitul lunii.' },
    ]);
    const found = await promos.list(editor, `?q=${word}`);
    expect(
      adminPage(record)
        .parse(found.json())
        .results.map((row) => row.id),
    ).toEqual([promo.id]);
  });

  it("is found by the storefront's search as soon as it is saved", async () => {
    // Letters only, so the stemmers see one plain word.
    const word = `zorv${token().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'q')}`;
    const promo = await created(word);
    const response = await api.get(`/search/?search=${word}`, 'ru');
    expect(response.statusCode, response.body).toBe(200);
    const { results } = searchPage.parse(response.json());
    expect(results.map((result) => [result.kind, result.id])).toContainEqual(['promo', promo.id]);
  });

  it('changes a promotion on its version; the storefront shows the change at once', async () => {
    const promo = await created();
    // The storefront's answer is cached for 30 s: read it first, so the change must drop it.
    expect((await storefront(promo.id)).body?.discount_label).toBe('-15%');
    const changed = recordOf(
      await promos.change(editor, promo.id, {
        version: promo.version,
        discount_label: { ro: '-20%', ru: '-20%' },
        valid_until: null,
      }),
      record,
    );
    expect(changed).toMatchObject({ version: 2, discount_label: { ro: '-20%' }, valid_until: null });
    expect(changed.title).toEqual(promo.title);
    const shown = await storefront(promo.id, 'ru');
    expect(shown.body).toMatchObject({ discount_label: '-20%', valid_until: null });
  });

  it('refuses the later of two saves made on the same version: 409, nothing lost', async () => {
    const promo = await created();
    const first = await promos.change(editor, promo.id, {
      version: promo.version,
      title: { ro: 'Prima', ru: 'Первая' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await promos.change(admin, promo.id, {
      version: promo.version,
      title: { ro: 'A doua', ru: 'Вторая' },
    });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toEqual({ detail: expect.stringContaining('modificată între timp') });
    const kept = recordOf(await promos.read(editor, promo.id), record);
    expect(kept.title).toEqual({ ro: 'Prima', ru: 'Первая' });
    // What the first save left out is as it was.
    expect(kept).toMatchObject({
      valid_until: '2030-06-30',
      discount_label: promo.discount_label,
      body: promo.body,
    });
    const staleDelete = await promos.remove(editor, promo.id, promo.version);
    expect(staleDelete.statusCode, staleDelete.body).toBe(409);
  });

  it('stores hostile HTML as clean blocks and serves it without markup', async () => {
    const promo = recordOf(
      await promos.create(editor, { ...newPromo(token()), body: hostileBody }),
      record,
      201,
    );
    expect(promo.body.ro).toBe('<h2>Condiții</h2><p>Reducere mare</p><ul><li>Montaj gratuit</li></ul>');
    expect((await storefront(promo.id)).body?.body).toEqual(hostileBodyBlocks.ro);
    expect((await storefront(promo.id, 'ru')).body?.body).toEqual(hostileBodyBlocks.ru);
    const served = await api.get(`/promos/${promo.id}`, 'ro');
    expect(served.body).not.toMatch(/<script|onerror|javascript:|onclick|<\w/i);
  });

  it('names a text missing in one language, in the language of the request', async () => {
    const ro = errorsOf(
      await promos.create(editor, {
        ...newPromo(token()),
        title: { ro: 'Doar în română', ru: '  ' },
        body: { ro: '<p>Text</p>', ru: '<p><script>alert(1)</script></p>' },
        image_alt: { ro: 'Alt' },
      }),
    );
    expect(ro).toEqual({
      'title.ru': ['Lipsește în rusă.'],
      'body.ru': ['Lipsește în rusă.'],
      'image_alt.ru': ['Lipsește în rusă.'],
    });
    const promo = await created();
    const ru = errorsOf(
      await promos.change(
        editor,
        promo.id,
        { version: promo.version, description: { ro: '', ru: 'Есть' } },
        'ru',
      ),
    );
    expect(ru).toEqual({ 'description.ro': ['Не заполнено на румынском.'] });
    // Nothing was written.
    expect(recordOf(await promos.read(editor, promo.id), record).version).toBe(promo.version);
  });

  it('refuses bad fields by name: too long, unknown, control characters, bad dates, ids past int4', async () => {
    const promo = await created();
    const errors = errorsOf(
      await promos.change(editor, promo.id, {
        version: promo.version,
        title: { ro: 'x'.repeat(201), ru: 'Скидка\u0000' },
        valid_until: '2030-02-30',
        image_file: 'javascript:alert(1)',
        image_width: 0,
        colour: 'red',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['colour', 'image_file', 'image_width', 'title.ro', 'title.ru', 'valid_until'].sort(),
    );
    expect(errors.colour).toEqual(['Câmp necunoscut.']);
    expect(errors['title.ro']?.[0]).toMatch(/cel mult 200/);
    expect(errorsOf(await promos.change(editor, promo.id, { version: 2_147_483_648 }))).toHaveProperty(
      'version',
    );
    expect(
      errorsOf(await promos.create(editor, { ...newPromo(token()), title: { ro: 'a', ru: 'b', en: 'c' } })),
    ).toEqual({ 'title.en': ['Câmp necunoscut.'] });
    // Half a surrogate pair is no character: PostgreSQL cannot keep it in jsonb (a 500 if it got that far).
    const lone = await promos.change(editor, promo.id, {
      version: promo.version,
      title: { ro: 'Reducere \ud800', ru: 'Скидка' },
      body: { ro: '<p>a\udc00</p>', ru: '<p>b</p>' },
    });
    expect(Object.keys(errorsOf(lone)).sort()).toEqual(['body.ro', 'title.ro']);
    const farId = await editor.request({ method: 'GET', url: '/admin/api/promos/2147483648' });
    expect(farId.statusCode).toBe(400);
    expect((await promos.read(editor, 2_147_483_647)).statusCode).toBe(404);
  });

  it('deletes a promotion on its version; the storefront no longer has it', async () => {
    const promo = await created();
    expect((await storefront(promo.id)).status).toBe(200);
    const deleted = await promos.remove(editor, promo.id, promo.version);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await storefront(promo.id)).status).toBe(404);
    expect((await storefrontList()).map((row) => row.id)).not.toContain(promo.id);
    expect((await promos.remove(editor, promo.id, promo.version)).statusCode).toBe(404);
    expect(errorsOf(await promos.remove(editor, promo.id, 'x'))).toHaveProperty('version');
  });

  it('audits every write with who and before → after', async () => {
    const promo = await created();
    await promos.change(editor, promo.id, { version: 1, discount_label: { ro: '-30%', ru: '-30%' } });
    await promos.remove(editor, promo.id, 2);
    const entries = await auditEntries(admin, { entity: 'promo', entity_id: promo.id });
    expect(entries.map((entry) => entry.action)).toEqual(['promo.delete', 'promo.update', 'promo.create']);
    expect(entries.every((entry) => entry.actor === editor.email)).toBe(true);
    const update = entries[1];
    expect(update?.before).toMatchObject({ discount_label: { ro: '-15%' } });
    expect(update?.after).toMatchObject({ discount_label: { ro: '-30%' } });
    expect(entries[2]?.after).not.toHaveProperty('version');
  });

  it('lets admins and editors in, and refuses a manager: 403 and no data', async () => {
    expect((await promos.list(admin)).statusCode).toBe(200);
    const promo = await created();
    for (const response of [
      await promos.list(manager),
      await promos.read(manager, promo.id),
      await promos.create(manager, newPromo(token())),
      await promos.change(manager, promo.id, { version: promo.version }),
      await promos.remove(manager, promo.id, promo.version),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(Object.keys(response.json())).toEqual(['detail']);
    }
    expect(recordOf(await promos.read(editor, promo.id), record).version).toBe(promo.version);
  });
});
