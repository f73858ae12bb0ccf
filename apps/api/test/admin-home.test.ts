import {
  type AdminHomeCard,
  achievement,
  adminAchievement,
  adminCompanyCard,
  adminHomeCard,
  adminHomeSection,
  adminPage,
  adminPartner,
  homePage,
  howToOrderStep,
  partner,
} from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntries, token } from './support/admin';
import { useApi } from './support/api';
import { contentClient, errorsOf, recordOf } from './support/content';
import { engines } from './support/databases';
import { type SignedInStaff, useStaffOfEveryRole } from './support/staff';

// The home page edited in the back office (issue 18): each section's heading, the cards of the sections that are
// the home page's own, and the company's cards that other sections show (docs/adr/0009). None of the tables has
// a version column: the row's transaction id is the version (docs/adr/0028).

const cards = contentClient('home-section-items');
const achievements = contentClient('achievements');
const orderSteps = contentClient('order-steps');
const partners = contentClient('partners');
const sectionRecord = adminHomeSection.strict();
const cardRecord = adminHomeCard.strict();

describe.each(engines)('back-office home page ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api);

  const home = async (locale: string) => {
    const response = await api.get('/pages/home-page/', locale);
    expect(response.statusCode, response.body).toBe(200);
    return homePage.parse(response.json());
  };
  const sectionUrl = (name: string) => `/admin/api/home-sections/${name}`;
  const readSection = async (name: string) =>
    recordOf(await editor.request({ method: 'GET', url: sectionUrl(name) }), sectionRecord);
  const changeSection = (as: SignedInStaff, name: string, payload: object) =>
    as.request({ method: 'PATCH', url: sectionUrl(name), payload });

  it("changes the advantages' Russian heading on its version; the home page in Russian shows it at once", async () => {
    const before = await readSection('advantages');
    expect(before.description).toEqual({ ro: '', ru: '' });
    await home('ru');
    const word = token();
    const changed = recordOf(
      await changeSection(editor, 'advantages', {
        version: before.version,
        title: { ro: before.title.ro, ru: `Почему мы ${word}` },
      }),
      sectionRecord,
    );
    expect(changed.version).not.toBe(before.version);
    expect((await home('ru')).advantages.title).toBe(`Почему мы ${word}`);
    expect((await home('ro')).advantages.title).toBe(before.title.ro);
    const late = await changeSection(admin, 'advantages', { version: before.version, title: before.title });
    expect(late.statusCode, late.body).toBe(409);
    const [entry] = await auditEntries(admin, { entity: 'home_section', entity_id: 'advantages' });
    expect(entry).toMatchObject({ action: 'home_section.update', actor: editor.email });
    expect(entry?.before).toMatchObject({ title: before.title });
  });

  it('lets a description be in both languages or neither, and changes only the fourteen sections', async () => {
    const before = await readSection('credit');
    expect(
      errorsOf(
        await changeSection(editor, 'credit', {
          version: before.version,
          description: { ro: 'Rate', ru: '' },
        }),
      ),
    ).toEqual({ 'description.ru': ['Lipsește în rusă.'] });
    const cleared = await changeSection(editor, 'credit', {
      version: before.version,
      description: { ro: '', ru: '' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await home('ro')).credit.description).toBe('');
    const listed = adminPage(sectionRecord).parse(
      (await editor.request({ method: 'GET', url: '/admin/api/home-sections?page_size=100' })).json(),
    );
    expect(listed.results).toHaveLength(14);
    expect((await editor.request({ method: 'GET', url: sectionUrl('banners') })).statusCode).toBe(400);
    expect(
      (await admin.request({ method: 'POST', url: '/admin/api/home-sections', payload: {} })).statusCode,
    ).toBe(405);
  });

  it('adds a credit card with a figure and a link; the home page shows it at once', async () => {
    const word = token();
    const created = recordOf(
      await cards.create(editor, {
        section: 'credit',
        title: { ro: `Leasing ${word}`, ru: `Лизинг ${word}` },
        description: { ro: 'Pentru firme.', ru: 'Для компаний.' },
        value: { ro: '0%', ru: '0%' },
        href: { ro: '/promotii', ru: '/aktsii' },
      }),
      cardRecord,
      201,
    );
    expect(created).toMatchObject({ image_file: null, image_alt: { ro: '', ru: '' } });
    const shown = (await home('ru')).credit.items.find((item) => item.id === created.id);
    expect(shown).toMatchObject({ title: `Лизинг ${word}`, value: '0%', href: '/aktsii', image: null });
    const listed = adminPage(cardRecord).parse(
      (await cards.list(editor, `?section=credit&q=${word}`)).json(),
    );
    expect(listed.results.map((row) => row.id)).toEqual([created.id]);
    const removed = await cards.remove(editor, created.id, created.version);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await home('ru')).credit.items.map((item) => item.id)).not.toContain(created.id);
  });

  it("refuses a link in one language, a picture without its description, and another domain's section", async () => {
    const page = adminPage(cardRecord).parse((await cards.list(editor, '?section=advantages')).json());
    const card = page.results[0] as AdminHomeCard;
    expect(
      errorsOf(
        await cards.change(
          editor,
          card.id,
          { version: card.version, href: { ro: '/ferestre', ru: '' }, image_file: '/static/home/a.svg' },
          'ru',
        ),
      ),
    ).toEqual({
      'href.ru': ['Не заполнено на русском.'],
      'image_alt.ro': ['Не заполнено на румынском.'],
      'image_alt.ru': ['Не заполнено на русском.'],
    });
    expect(
      Object.keys(
        errorsOf(
          await cards.change(editor, card.id, {
            version: card.version,
            href: { ro: 'https://x.md', ru: '' },
          }),
        ),
      ),
    ).toEqual(['href.ro']);
    expect(Object.keys(errorsOf(await cards.list(editor, '?section=faq')))).toEqual(['section']);
    expect(
      Object.keys(
        errorsOf(
          await cards.create(editor, {
            section: 'faq',
            title: { ro: 'a', ru: 'б' },
            description: { ro: 'a', ru: 'б' },
          }),
        ),
      ),
    ).toEqual(['section']);
    const pictured = await cards.change(editor, card.id, {
      version: card.version,
      image_file: '/static/home/a.svg',
      image_alt: { ro: 'Fabrica', ru: 'Завод' },
    });
    expect(pictured.statusCode, pictured.body).toBe(200);
    expect((await home('ru')).advantages.items.find((item) => item.id === card.id)?.image).toEqual({
      file: '/static/home/a.svg',
      alt: 'Завод',
    });
  });

  it("changes an achievement's Russian figure; the home page and /achievements show it", async () => {
    const page = adminPage(adminAchievement.strict()).parse((await achievements.list(editor)).json());
    const before = page.results[0];
    if (!before) throw new Error('the seed has no achievements');
    const word = token();
    const changed = recordOf(
      await achievements.change(editor, before.id, {
        version: before.version,
        number: { ro: before.number.ro, ru: `${word}+` },
      }),
      adminAchievement.strict(),
    );
    const listed = z.array(achievement).parse((await api.get('/achievements', 'ru')).json());
    expect(listed.find((row) => row.id === before.id)?.number).toBe(`${word}+`);
    expect((await home('ru')).achievements.items.find((item) => item.id === before.id)?.value).toBe(
      `${word}+`,
    );
    const late = await achievements.change(admin, before.id, {
      version: before.version,
      title: before.title,
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(changed.version).not.toBe(before.version);
  });

  it('adds a step of an order, numbered by its place, and deletes it', async () => {
    const word = token();
    const created = recordOf(
      await orderSteps.create(editor, {
        title: { ro: `Recenzie ${word}`, ru: `Отзыв ${word}` },
        description: { ro: 'Spuneți-ne cum a fost.', ru: 'Расскажите, как всё прошло.' },
      }),
      adminCompanyCard.strict(),
      201,
    );
    const steps = z.array(howToOrderStep).parse((await api.get('/orders/how_to_order/', 'ru')).json());
    expect(steps.at(-1)).toMatchObject({
      id: created.id,
      step: steps.length,
      title: `Отзыв ${word}`,
      image: null,
    });
    const removed = await orderSteps.remove(editor, created.id, created.version);
    expect(removed.statusCode, removed.body).toBe(204);
    const equipment = await editor.request({ method: 'GET', url: '/admin/api/equipment' });
    expect(adminPage(adminCompanyCard.strict()).parse(equipment.json()).results.length).toBeGreaterThan(0);
  });

  it("changes a partner's site; a link that is not the web's is refused", async () => {
    const page = adminPage(adminPartner.strict()).parse((await partners.list(editor)).json());
    const before = page.results[0];
    if (!before) throw new Error('the seed has no partners');
    expect(
      Object.keys(
        errorsOf(
          await partners.change(editor, before.id, { version: before.version, href: 'javascript:alert(1)' }),
        ),
      ),
    ).toEqual(['href']);
    const changed = await partners.change(editor, before.id, { version: before.version, href: null });
    expect(changed.statusCode, changed.body).toBe(200);
    const listed = z.array(partner).parse((await api.get('/partners', 'ro')).json());
    expect(listed.find((row) => row.id === before.id)?.href).toBeNull();
    expect((await partners.list(editor, '?q=x')).statusCode).toBe(400);
  });

  it('lets admins and editors reach the home page, and refuses a manager: 403', async () => {
    for (const path of [
      'home-sections',
      'home-section-items',
      'achievements',
      'equipment',
      'partners',
      'order-steps',
    ]) {
      expect((await editor.request({ method: 'GET', url: `/admin/api/${path}` })).statusCode).toBe(200);
      expect((await admin.request({ method: 'GET', url: `/admin/api/${path}` })).statusCode).toBe(200);
      const refused = await manager.request({ method: 'GET', url: `/admin/api/${path}` });
      expect(refused.statusCode, refused.body).toBe(403);
    }
  });
});
