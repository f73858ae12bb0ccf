import { aboutPage, adminAboutPage, adminSiteContacts, homePage } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { auditEntries, token } from './support/admin';
import { useApi } from './support/api';
import { contentClient, errorsOf, recordOf } from './support/content';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// The company's contacts and the about page edited in the back office (issue 18, docs/adr/0033): one record
// each, changed on the version it was read at, audited, and shown by the storefront's next read.

const contacts = contentClient('site-contacts');
const about = contentClient('about-page');
const contactsRecord = adminSiteContacts.strict();
const aboutRecord = adminAboutPage.strict();

describe.each(engines)('back-office contacts and about page ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api);

  const site = async (locale: string) => {
    const response = await api.get('/pages/home-page/', locale);
    expect(response.statusCode, response.body).toBe(200);
    return homePage.parse(response.json()).site;
  };
  const publicAbout = async (locale: string) => {
    const response = await api.get('/pages/about', locale);
    expect(response.statusCode, response.body).toBe(200);
    return aboutPage.parse(response.json());
  };
  const contactsNow = async () => {
    const listed = await contacts.list(editor);
    expect(listed.statusCode, listed.body).toBe(200);
    const [first] = (listed.json() as { results: { id: number }[] }).results;
    return recordOf(await contacts.read(editor, first?.id ?? 0), contactsRecord);
  };
  const aboutNow = async () => {
    const listed = await about.list(editor);
    expect(listed.statusCode, listed.body).toBe(200);
    const results = (listed.json() as { results: { id: number }[] }).results;
    expect(results).toHaveLength(1);
    return recordOf(await about.read(editor, results[0]?.id ?? 0), aboutRecord);
  };

  it('changes the phone, the Russian address and the socials; the header reads them at once, 409 to the late', async () => {
    const before = await contactsNow();
    await site('ru');
    const street = `ул. Новая ${token()}`;
    const changed = recordOf(
      await contacts.change(editor, before.id, {
        version: before.version,
        phone: '+373 (22) 555-000',
        address: { ro: before.address.ro, ru: street },
        socials: [{ name: 'instagram', href: 'https://www.instagram.com/vitrina.test' }],
      }),
      contactsRecord,
    );
    expect(changed.phone_href).toBe('tel:+37322555000');
    const ru = await site('ru');
    expect(ru).toMatchObject({ phone: '+373 (22) 555-000', phone_href: 'tel:+37322555000', address: street });
    expect(ru.socials).toEqual([{ name: 'instagram', href: 'https://www.instagram.com/vitrina.test' }]);
    expect((await site('ro')).address).toBe(before.address.ro);

    const late = await contacts.change(admin, before.id, { version: before.version, email: 'x@vitrina.md' });
    expect(late.statusCode, late.body).toBe(409);
    const [entry] = await auditEntries(admin, { entity: 'site_contacts', entity_id: String(before.id) });
    expect(entry).toMatchObject({ action: 'site_contacts.update', actor: editor.email });
    expect(entry?.before).toMatchObject({ phone: before.phone });
    expect(entry?.after).toMatchObject({ phone: '+373 (22) 555-000' });

    const restored = await contacts.change(editor, before.id, {
      version: changed.version,
      phone: before.phone,
      address: before.address,
      socials: before.socials,
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('refuses bad contacts field by field, in the staff member’s language, and never adds or deletes them', async () => {
    const before = await contactsNow();
    const refused = errorsOf(
      await contacts.change(
        editor,
        before.id,
        {
          version: before.version,
          address: { ro: 'str. Uzinelor 19', ru: '' },
          hours_from: '19:00',
          hours_to: '08:00',
          socials: [
            { name: 'facebook', href: 'https://facebook.com/a' },
            { name: 'facebook', href: 'https://facebook.com/b' },
          ],
        },
        'ru',
      ),
    );
    expect(refused).toEqual({
      'address.ru': ['Не заполнено на русском.'],
      hours_to: ['Время закрытия должно быть позже времени открытия.'],
      'socials.1.name': ['Эта социальная сеть уже есть в списке.'],
    });
    // One of the hours alone is checked against the other as stored.
    expect(
      errorsOf(await contacts.change(editor, before.id, { version: before.version, hours_to: '07:00' })),
    ).toEqual({
      hours_to: ['Ora de închidere trebuie să fie după ora de deschidere.'],
    });
    expect(
      errorsOf(await contacts.change(editor, before.id, { version: before.version, hours_from: '20:00' })),
    ).toEqual({ hours_from: ['Ora de închidere trebuie să fie după ora de deschidere.'] });
    const malformed = await contacts.change(editor, before.id, {
      version: before.version,
      phone: '12',
      email: 'not an address',
      socials: [{ name: 'myspace', href: 'http://example.com' }],
      phone_href: 'tel:1',
    });
    expect(malformed.statusCode, malformed.body).toBe(400);
    expect(Object.keys(errorsOf(malformed)).sort()).toEqual(expect.arrayContaining(['email', 'phone']));
    expect((await contactsNow()).version).toBe(before.version);
    expect((await contacts.create(editor, { phone: '+37322000000' })).statusCode).toBe(405);
    expect((await contacts.remove(editor, before.id, before.version)).statusCode).toBe(405);
  });

  it("changes the about page's texts, sections and figures; the about page shows them in each language", async () => {
    const before = await aboutNow();
    expect(before.facts.length).toBeGreaterThan(0);
    await publicAbout('ru');
    const year = token();
    const changed = recordOf(
      await about.change(editor, before.id, {
        version: before.version,
        title: { ro: before.title.ro, ru: `О компании ${year}` },
        sections: [
          { title: { ro: 'Istoric', ru: 'История' }, body: { ro: '<p>Din 2011.</p>', ru: '<p>С 2011.</p>' } },
        ],
        facts: [
          { value: { ro: year, ru: year }, label: { ro: 'anul', ru: 'год' } },
          { value: { ro: '300', ru: '300' }, label: { ro: 'oameni', ru: 'человек' } },
        ],
      }),
      aboutRecord,
    );
    expect(changed.version).not.toBe(before.version);
    const ru = await publicAbout('ru');
    expect(ru.title).toBe(`О компании ${year}`);
    expect(ru.facts).toEqual([
      { value: year, label: 'год' },
      { value: '300', label: 'человек' },
    ]);
    expect(ru.sections).toEqual([{ title: 'История', body: [{ type: 'paragraph', text: 'С 2011.' }] }]);
    expect((await publicAbout('ro')).facts[1]).toEqual({ value: '300', label: 'oameni' });

    const late = await about.change(admin, before.id, { version: before.version, title: before.title });
    expect(late.statusCode, late.body).toBe(409);
    const [entry] = await auditEntries(admin, { entity: 'about_page', entity_id: String(before.id) });
    expect(entry).toMatchObject({ action: 'about_page.update', actor: editor.email });

    expect(
      errorsOf(
        await about.change(editor, before.id, {
          version: changed.version,
          facts: [{ value: { ro: '10', ru: '' }, label: { ro: 'ani', ru: 'лет' } }],
        }),
      ),
    ).toEqual({ 'facts.0.value.ru': ['Lipsește în rusă.'] });
    const unknown = await about.change(editor, before.id, {
      version: changed.version,
      slug: { ro: 'x', ru: 'y' },
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    const restored = await about.change(editor, before.id, {
      version: changed.version,
      title: before.title,
      sections: before.sections,
      facts: before.facts,
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('answers the about page only, lets editors in, refuses a manager and a cross-site write', async () => {
    const page = await aboutNow();
    const pages = contentClient('content-pages');
    const other = (await pages.list(editor)).json() as { results: { id: number }[] };
    expect((await about.read(editor, other.results[0]?.id ?? 0)).statusCode).toBe(404);
    for (const path of ['site-contacts', 'about-page']) {
      expect((await admin.request({ method: 'GET', url: `/admin/api/${path}` })).statusCode).toBe(200);
      const refused = await manager.request({ method: 'GET', url: `/admin/api/${path}` });
      expect(refused.statusCode, refused.body).toBe(403);
    }
    const forged = await editor.request({
      method: 'PATCH',
      url: `/admin/api/about-page/${page.id}`,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: { version: page.version, title: { ro: 'x', ru: 'y' } },
    });
    expect(forged.statusCode, forged.body).toBe(403);
    expect((await aboutNow()).version).toBe(page.version);
  });
});
