import { type AdminBanner, adminBanner, adminPage, heroBanner, offer } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntries, token } from './support/admin';
import { useApi } from './support/api';
import { contentClient, errorsOf, recordOf } from './support/content';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// The hero screen and the offer banners edited in the back office (issue 18), their buttons and facts as ordered
// lists inside the banner. The table has no version column: the row's transaction id is the version
// (docs/adr/0028), and a change of the buttons alone must still move it.

const banners = contentClient('banners');
const record = adminBanner.strict();

/** An offer banner as the screen sends it, first in its list, with `word` in its titles to find it by. */
const newOffer = (word: string) => ({
  kind: 'offer',
  position: 0,
  title: { ro: `Ofertă ${word}`, ru: `Предложение ${word}` },
  description: { ro: 'Ferestre cu montaj.', ru: 'Окна с монтажом.' },
  image_file: '/static/banners/offer.svg',
  image_alt: { ro: 'Fereastră', ru: 'Окно' },
  buttons: [
    { type: 'custom_link', title: { ro: 'Vezi', ru: 'Смотреть' }, href: { ro: '/ferestre', ru: '/okna' } },
    { type: 'call_request', title: { ro: 'Sunați-mă', ru: 'Перезвоните' } },
  ],
  facts: [],
});

describe.each(engines)('back-office banners ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api);

  const created = async (word = token()): Promise<AdminBanner> =>
    recordOf(await banners.create(editor, newOffer(word)), record, 201);
  const offers = async (locale = 'ro') => {
    const response = await api.get('/banners/offer', locale);
    expect(response.statusCode, response.body).toBe(200);
    return z.array(offer).parse(response.json());
  };

  it('adds an offer with its buttons in order; the storefront shows it at once', async () => {
    await offers('ru');
    const word = token();
    const banner = await created(word);
    expect(banner.buttons).toEqual([
      { type: 'custom_link', title: { ro: 'Vezi', ru: 'Смотреть' }, href: { ro: '/ferestre', ru: '/okna' } },
      { type: 'call_request', title: { ro: 'Sunați-mă', ru: 'Перезвоните' }, href: null },
    ]);
    expect((await offers('ru')).find((row) => row.id === banner.id)).toMatchObject({
      title: `Предложение ${word}`,
      buttons: [
        { type: 'custom_link', title: 'Смотреть', href: '/okna' },
        { type: 'call_request', title: 'Перезвоните', href: '' },
      ],
    });
    const listed = adminPage(record).parse((await banners.list(editor, `?kind=offer&q=${word}`)).json());
    expect(listed.results.map((row) => row.id)).toEqual([banner.id]);
    const heroes = adminPage(record).parse((await banners.list(editor, `?kind=hero&q=${word}`)).json());
    expect(heroes.results).toEqual([]);
  });

  it("changes the hero's facts and buttons on its version; the later of two saves gets 409", async () => {
    const heroes = adminPage(record).parse((await banners.list(editor, '?kind=hero')).json());
    const [hero] = heroes.results;
    if (!hero) throw new Error('the seed has no hero banner');
    const shown = async () => heroBanner.parse((await api.get('/banners/hero-screen', 'ro')).json());
    await shown();
    const facts = [
      { value: { ro: '15', ru: '15' }, label: { ro: 'ani', ru: 'лет' } },
      ...hero.facts.slice(0, 1),
    ];
    const changed = recordOf(
      await banners.change(editor, hero.id, { version: hero.version, facts, buttons: hero.buttons.slice(1) }),
      record,
    );
    expect(changed.version).not.toBe(hero.version);
    expect(changed.facts).toEqual(facts);
    expect(changed.title).toEqual(hero.title);
    const now = await shown();
    expect(now.facts[0]).toEqual({ value: '15', label: 'ani' });
    expect(now.buttons).toHaveLength(hero.buttons.length - 1);
    const late = await banners.change(admin, hero.id, { version: hero.version, facts: [] });
    expect(late.statusCode, late.body).toBe(409);
    expect((await shown()).facts).toHaveLength(facts.length);
    const entries = await auditEntries(admin, { entity: 'banner', entity_id: hero.id });
    expect(entries[0]?.action).toBe('banner.update');
    expect(entries[0]?.before).toMatchObject({ facts: hero.facts });
    expect(entries[0]?.after).toMatchObject({ facts });
  });

  it('names a text missing in a language, in the lists too, and refuses bad fields by name', async () => {
    const errors = errorsOf(
      await banners.create(editor, {
        ...newOffer(token()),
        title: { ro: 'Ofertă', ru: '' },
        buttons: [{ type: 'custom_link', title: { ro: 'Vezi', ru: 'Смотреть' }, href: { ro: '/ferestre' } }],
        facts: [{ value: { ro: '5', ru: '5' }, label: { ro: '', ru: 'лет' } }],
      }),
    );
    expect(errors).toEqual({
      'title.ru': ['Lipsește în rusă.'],
      'buttons.0.href.ru': ['Lipsește în rusă.'],
      'facts.0.label.ro': ['Lipsește în română.'],
    });
    const banner = await created();
    const bad = errorsOf(
      await banners.change(editor, banner.id, {
        version: banner.version,
        kind: 'popup',
        buttons: [
          { type: 'custom_link', title: { ro: 'a', ru: 'b' }, href: { ro: '//evil.example', ru: '/ok' } },
        ],
        colour: 'red',
      }),
    );
    expect(Object.keys(bad).sort()).toEqual(['buttons.0.href.ro', 'colour', 'kind']);
    expect(errorsOf(await banners.change(editor, banner.id, { version: 4_294_967_296 }))).toHaveProperty(
      'version',
    );
    expect((await editor.request({ method: 'GET', url: '/admin/api/banners/2147483648' })).statusCode).toBe(
      400,
    );
    expect(recordOf(await banners.read(editor, banner.id), record).version).toBe(banner.version);
  });

  it('deletes a banner with its buttons on its version; the storefront no longer has it', async () => {
    const banner = await created();
    expect((await banners.remove(editor, banner.id, banner.version + 1)).statusCode).toBe(409);
    expect((await banners.remove(editor, banner.id, banner.version)).statusCode).toBe(204);
    expect((await offers()).map((row) => row.id)).not.toContain(banner.id);
    const entries = await auditEntries(admin, { entity: 'banner', entity_id: banner.id });
    expect(entries[0]).toMatchObject({ action: 'banner.delete', before: { buttons: banner.buttons } });
  });

  it('lets admins and editors reach banners, and refuses a manager: 403', async () => {
    expect((await banners.list(editor)).statusCode).toBe(200);
    expect((await banners.list(admin)).statusCode).toBe(200);
    const refused = await banners.list(manager);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await banners.create(manager, newOffer(token()))).statusCode).toBe(403);
  });
});
