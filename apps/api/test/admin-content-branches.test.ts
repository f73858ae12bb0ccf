import { type AdminBranch, adminBranch, adminPage, branch } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntries, token } from './support/admin';
import { useApi } from './support/api';
import { contentClient, errorsOf, recordOf } from './support/content';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// Branches and dealers edited in the back office (issue 18; docs/adr/0008): one table, a page each at
// /contacts/{slug}, the slug under the catalogue's rules and unique among branches. The table has no version
// column: the row's transaction id is the version (docs/adr/0028).

const branches = contentClient('branches');
const record = adminBranch.strict();

/** A dealer as the screen sends it, with `word` in its slug and titles to find it by. */
const newDealer = (word: string) => ({
  slug: `dealer-${word}`,
  kind: 'dealer',
  title: { ro: `Dealer ${word}`, ru: `Дилер ${word}` },
  city: { ro: 'Cahul', ru: 'Кагул' },
  address: { ro: 'str. Republicii 1', ru: 'ул. Республикий 1' },
  phones: [{ name: { ro: 'Salon', ru: 'Салон' }, value: '+37329912345', display: '+373 299 12 345' }],
  email: 'cahul@example.md',
  hours_from: '09:00',
  hours_to: '18:00',
  days: { ro: 'Luni–vineri', ru: 'Пн–пт' },
  lat: 45.9075,
  lng: 28.1944,
  image_file: null,
  description: { ro: 'Dealer oficial.', ru: 'Официальный дилер.' },
});

describe.each(engines)('back-office branches ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api);

  const created = async (word = token()): Promise<AdminBranch> =>
    recordOf(await branches.create(editor, newDealer(word)), record, 201);
  const dealers = async (locale = 'ro') => {
    const response = await api.get('/branches?kind=dealer', locale);
    expect(response.statusCode, response.body).toBe(200);
    return z.array(branch).parse(response.json());
  };

  it('adds a dealer; the dealers list and its page show it at once', async () => {
    await dealers('ru');
    const word = token();
    const dealer = await created(word);
    expect(dealer).toMatchObject({ slug: `dealer-${word}`, kind: 'dealer', image_file: null });
    expect((await dealers('ru')).find((row) => row.id === dealer.id)).toMatchObject({
      title: `Дилер ${word}`,
      city: 'Кагул',
      phones: [{ name: 'Салон', value: '+37329912345', display: '+373 299 12 345' }],
      working_hours: { from: '09:00', to: '18:00', days: 'Пн–пт' },
      map: { lat: 45.9075, lng: 28.1944 },
    });
    const page = await api.get(`/branches/dealer-${word}`, 'ro');
    expect(branch.parse(page.json())).toMatchObject({ id: dealer.id, title: `Dealer ${word}` });
    const listed = adminPage(record).parse((await branches.list(editor, `?kind=dealer&q=${word}`)).json());
    expect(listed.results.map((row) => row.id)).toEqual([dealer.id]);
  });

  it("renames a branch's page on its version; the later of two saves gets 409; audited before → after", async () => {
    const dealer = await created();
    const word = token();
    const changed = recordOf(
      await branches.change(editor, dealer.id, { version: dealer.version, slug: `salon-${word}` }),
      record,
    );
    expect(changed.version).not.toBe(dealer.version);
    expect((await api.get(`/branches/salon-${word}`, 'ro')).statusCode).toBe(200);
    expect((await api.get(`/branches/${dealer.slug}`, 'ro')).statusCode).toBe(404);
    const late = await branches.change(admin, dealer.id, { version: dealer.version, email: 'x@example.md' });
    expect(late.statusCode, late.body).toBe(409);
    // Saving a branch with its own slug is no clash.
    const same = await branches.change(editor, dealer.id, {
      version: changed.version,
      slug: `salon-${word}`,
    });
    expect(same.statusCode, same.body).toBe(200);
    const entries = await auditEntries(admin, { entity: 'branch', entity_id: dealer.id });
    expect(entries.map((entry) => entry.action)).toEqual(['branch.update', 'branch.update', 'branch.create']);
    expect(entries[1]?.before).toMatchObject({ slug: dealer.slug });
    expect(entries[1]?.after).toMatchObject({ slug: `salon-${word}` });
  });

  it('refuses a slug of the wrong form or taken, a text missing in a language, and bad fields by name', async () => {
    const dealer = await created();
    const taken = errorsOf(await branches.create(editor, newDealer(dealer.slug.replace('dealer-', ''))));
    expect(taken).toEqual({ slug: [`Adresa „${dealer.slug}” este deja folosită de altă înregistrare.`] });
    for (const slug of ['Cahul', 'cahul--sud', '123', 'cahul sud'])
      expect(errorsOf(await branches.create(editor, { ...newDealer(token()), slug }))).toHaveProperty('slug');
    const missing = errorsOf(
      await branches.create(
        editor,
        {
          ...newDealer(token()),
          days: { ro: 'Luni–vineri', ru: '' },
          phones: [{ name: { ro: '', ru: 'Салон' }, value: '+37329912345', display: '+373 299 12 345' }],
        },
        'ru',
      ),
    );
    expect(missing).toEqual({
      'days.ru': ['Не заполнено на русском.'],
      'phones.0.name.ro': ['Не заполнено на румынском.'],
    });
    const bad = errorsOf(
      await branches.change(editor, dealer.id, {
        version: dealer.version,
        kind: 'warehouse',
        email: 'not an address',
        hours_from: '25:00',
        lat: 91,
        phones: [{ name: { ro: 'a', ru: 'b' }, value: 'call me', display: 'x' }],
        colour: 'red',
      }),
    );
    expect(Object.keys(bad).sort()).toEqual([
      'colour',
      'email',
      'hours_from',
      'kind',
      'lat',
      'phones.0.value',
    ]);
    expect(errorsOf(await branches.change(editor, dealer.id, { version: 4_294_967_296 }))).toHaveProperty(
      'version',
    );
    expect((await editor.request({ method: 'GET', url: '/admin/api/branches/2147483648' })).statusCode).toBe(
      400,
    );
    expect(recordOf(await branches.read(editor, dealer.id), record).version).toBe(dealer.version);
  });

  it('deletes a dealer on its version; its page and the list no longer have it', async () => {
    const dealer = await created();
    expect((await branches.remove(editor, dealer.id, dealer.version + 1)).statusCode).toBe(409);
    expect((await branches.remove(editor, dealer.id, dealer.version)).statusCode).toBe(204);
    expect((await dealers()).map((row) => row.id)).not.toContain(dealer.id);
    expect((await api.get(`/branches/${dealer.slug}`, 'ro')).statusCode).toBe(404);
  });

  it('lets admins and editors reach branches, and refuses a manager: 403', async () => {
    expect((await branches.list(editor)).statusCode).toBe(200);
    expect((await branches.list(admin)).statusCode).toBe(200);
    const refused = await branches.list(manager);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await branches.create(manager, newDealer(token()))).statusCode).toBe(403);
  });
});
