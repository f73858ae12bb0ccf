import { address, country, region, user } from '@vitrina/contract';
import { formMessages } from '@vitrina/forms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addresses, authSessions, bonusEntries } from '../src/db/schema';
import { apiMessages } from '../src/i18n/messages';
import { accountRequest, signedInCustomer } from './support/accounts';
import { useApi } from './support/api';
import { engines } from './support/databases';

// The signed-in customer's own endpoints (docs/product.md §7 /api/auth/me/*, /localities/regions): a live access token
// opens them, and only ever the token's own user's rows.

const home = {
  first_name: 'Ana',
  last_name: 'Rusu',
  company: '',
  country: 'MD',
  city: 'balti',
  street: 'Ștefan cel Mare',
  house: '12',
  apartment: '4',
  zip_code: 'md-3100',
  phone: '+373 (691) 234-56',
  extra_contact: '',
};

const profile = {
  action: 'update',
  first_name: 'Ana',
  last_name: 'Rusu',
  email: 'ana.rusu@mail.md',
  phone: '+373 (691) 234-56',
  gender: 'female',
};

describe.each(engines)('the account endpoints on $name', (engine) => {
  const api = useApi(engine);

  const customer = (overrides = {}) => signedInCustomer(api, overrides);

  it('documents every account endpoint in the OpenAPI document', async () => {
    type Operation = { tags?: string[]; summary?: string };
    const document = (await api.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = [
      ['/api/auth/me/', 'get'],
      ['/api/auth/me/', 'patch'],
      ['/api/auth/me/countries/', 'get'],
      ['/api/auth/me/addresses/', 'post'],
      ['/api/auth/me/addresses/{id}/', 'patch'],
      ['/api/auth/me/addresses/{id}/', 'delete'],
      ['/calculator/orders/', 'get'],
      ['/calculator/orders/{id}/', 'get'],
      ['/localities/regions', 'get'],
    ] as const;
    for (const [path, method] of operations) {
      const operation = document.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['account']);
      expect(operation?.summary, `${method} ${path}`).toBeTruthy();
    }
    expect(document.paths['/api/auth/me/addresses/']?.post?.summary).toMatch(/At most 20 addresses/);
  });

  describe('without a live access token', () => {
    const routes: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/api/auth/me/'],
      ['PATCH', '/api/auth/me/', profile],
      ['PATCH', '/api/auth/me/', { nonsense: true }],
      ['GET', '/api/auth/me/countries/'],
      ['POST', '/api/auth/me/addresses/', home],
      ['PATCH', '/api/auth/me/addresses/1/', home],
      ['DELETE', '/api/auth/me/addresses/1/'],
      ['GET', '/calculator/orders/'],
      ['GET', '/calculator/orders/?page=abc'],
      ['GET', '/calculator/orders/1/'],
    ];

    it.each(routes)(
      '%s %s answers 401 token_not_valid, before looking at the body',
      async (method, url, body) => {
        const { access } = await customer();
        const forged = `${access.slice(0, -4)}AAAA`;
        for (const authorization of [
          undefined,
          '',
          `Bearer ${forged}`,
          'Bearer nonsense',
          'Token abc',
          access,
        ]) {
          const response = await accountRequest(api, method, url, { authorization, body });
          expect(response.statusCode, `${authorization}: ${response.body}`).toBe(401);
          expect(response.json()).toEqual({
            detail: apiMessages.ro.auth.tokenNotValid,
            code: 'token_not_valid',
          });
          expect(response.headers['cache-control']).toBe('no-store');
        }
      },
    );

    it('refuses the token of a sign-in that was revoked (logout)', async () => {
      const { id, access } = await customer();
      expect((await accountRequest(api, 'GET', '/api/auth/me/', { access })).statusCode).toBe(200);
      await api.database.db
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(eq(authSessions.userId, id));
      const response = await accountRequest(api, 'GET', '/api/auth/me/', { access, locale: 'ru' });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe(apiMessages.ru.auth.tokenNotValid);
    });
  });

  describe('GET /api/auth/me/', () => {
    it('answers the profile, the bonus balance and the addresses by id, city names in the language', async () => {
      const me = await customer({ gender: 'male', firstName: 'Ion', lastName: 'Popescu' });
      // Someone else's points and addresses are never counted in.
      const neighbour = await customer();
      await api.database.db
        .insert(bonusEntries)
        .values({ userId: neighbour.id, points: 777, reason: 'granted' });
      await accountRequest(api, 'POST', '/api/auth/me/addresses/', { access: neighbour.access, body: home });
      await api.database.db.insert(bonusEntries).values([
        { userId: me.id, points: 2150, reason: 'granted' },
        { userId: me.id, points: -200, reason: 'spent', orderId: 999_001 },
      ]);
      const first = await accountRequest(api, 'POST', '/api/auth/me/addresses/', {
        access: me.access,
        body: home,
      });
      const second = await accountRequest(api, 'POST', '/api/auth/me/addresses/', {
        access: me.access,
        body: { ...home, city: 'chisinau', street: 'Columna' },
      });
      expect(first.statusCode, first.body).toBe(201);
      expect(second.statusCode, second.body).toBe(201);

      const ro = await accountRequest(api, 'GET', '/api/auth/me/', { access: me.access });
      expect(ro.statusCode, ro.body).toBe(200);
      expect(ro.headers['cache-control']).toBe('no-store');
      const body = user.strict().parse(ro.json());
      expect(body).toMatchObject({
        id: me.id,
        email: me.email,
        first_name: 'Ion',
        last_name: 'Popescu',
        phone: '+373 (691) 234-56',
        gender: 'male',
        bonuses: 1950,
      });
      expect(body.addresses.map((a) => [a.id, a.city, a.city_name])).toEqual([
        [first.json().id, 'balti', 'Bălți'],
        [second.json().id, 'chisinau', 'Chișinău'],
      ]);
      expect(body.addresses[0]).toEqual({
        ...home,
        id: first.json().id,
        city_name: 'Bălți',
        zip_code: 'MD-3100',
      });

      const ru = await accountRequest(api, 'GET', '/api/auth/me/', { access: me.access, locale: 'ru' });
      expect(user.parse(ru.json()).addresses.map((a) => a.city_name)).toEqual(['Бельцы', 'Кишинёв']);
    });

    it('answers a customer with nothing yet: no gender, no bonuses, no addresses', async () => {
      const me = await customer();
      const body = user.strict().parse((await accountRequest(api, 'GET', '/api/auth/me/', me)).json());
      expect(body).toMatchObject({ gender: null, bonuses: 0, addresses: [] });
    });
  });

  describe('PATCH /api/auth/me/', () => {
    const patch = (access: string, body: unknown, locale = 'ro') =>
      accountRequest(api, 'PATCH', '/api/auth/me/', { access, body, locale });

    it('changes only the fields sent (partial, as Djoser) and refuses an unknown one by name', async () => {
      const me = await customer();
      const before = user.parse((await accountRequest(api, 'GET', '/api/auth/me/', me)).json());
      const response = await patch(me.access, { first_name: 'Vasile', action: 'update' });
      expect(response.statusCode, response.body).toBe(200);
      const after = user.parse(response.json());
      expect(after).toEqual({ ...before, first_name: 'Vasile' });
      const unknown = await patch(me.access, { first_nmae: 'Vasile', action: 'update' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ first_nmae: ['Câmp necunoscut.'] });
    });

    it('saves the settings form and answers the profile', async () => {
      const me = await customer();
      const email = `Ana.${me.id}@Mail.md`;
      const response = await patch(me.access, {
        ...profile,
        email: `  ${email} `,
        first_name: ' Anastasia ',
        phone: '+373 (791) 234-56',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(user.strict().parse(response.json())).toMatchObject({
        id: me.id,
        email,
        first_name: 'Anastasia',
        last_name: 'Rusu',
        phone: '+373 (791) 234-56',
        gender: 'female',
      });
      // Gender not said: '' or null or absent.
      for (const gender of ['', null, undefined]) {
        const cleared = await patch(me.access, { ...profile, email, gender });
        expect(cleared.statusCode, cleared.body).toBe(200);
        expect(cleared.json().gender).toBeNull();
      }
    });

    it('checks the e-mail length boundaries of docs/product.md §5 (6 to 64)', async () => {
      const me = await customer();
      const ofLength = (length: number) => `${String(me.id).padStart(length - 8, 'a')}@mail.md`;
      const five = await patch(me.access, { ...profile, email: 'a@b.m' });
      expect(five.statusCode).toBe(400);
      expect(five.json()).toEqual({ email: [formMessages.ro.emailTooShort] });
      const six = await patch(me.access, { ...profile, email: 'z@b.md' });
      expect(six.statusCode, six.body).toBe(200);
      const sixtyFour = await patch(me.access, { ...profile, email: ofLength(64) });
      expect(sixtyFour.statusCode, sixtyFour.body).toBe(200);
      expect(sixtyFour.json().email).toHaveLength(64);
      const sixtyFive = await patch(me.access, { ...profile, email: ofLength(65) }, 'ru');
      expect(sixtyFive.statusCode).toBe(400);
      expect(sixtyFive.json()).toEqual({ email: [formMessages.ru.emailTooLong] });
      const malformed = await patch(me.access, { ...profile, email: 'ana@mail' });
      expect(malformed.json()).toEqual({ email: [formMessages.ro.invalidEmail] });
    });

    it('refuses a phone that is not the full mask, empty names and an unknown gender, in the language', async () => {
      const me = await customer();
      const short = await patch(me.access, { ...profile, phone: '+373 (691) 234-5' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ phone: [formMessages.ro.invalidPhone] });
      const long = await patch(me.access, { ...profile, phone: '+373 (691) 234-567' });
      expect(long.json()).toEqual({ phone: [formMessages.ro.invalidPhone] });
      const names = await patch(me.access, { ...profile, first_name: '  ', last_name: '' }, 'ru');
      expect(names.statusCode).toBe(400);
      expect(names.json()).toEqual({
        first_name: [formMessages.ru.required],
        last_name: [formMessages.ru.required],
      });
      const gender = await patch(me.access, { ...profile, gender: 'other' });
      expect(gender.statusCode).toBe(400);
      expect(Object.keys(gender.json())).toEqual(['gender']);
      // Nothing was saved by the refused attempts.
      const after = user.parse((await accountRequest(api, 'GET', '/api/auth/me/', me)).json());
      expect(after.phone).toBe('+373 (691) 234-56');
      expect(after.first_name).toBe('Ana');
    });

    it("refuses the action if it is not 'update', and bodies that are not the form, with 400 JSON", async () => {
      const me = await customer();
      const bodies: unknown[] = [
        { ...profile, action: 'delete' },
        { ...profile, action: undefined },
        '{"action": "update", ',
        '[]',
        'null',
        { ...profile, email: 42 },
        { ...profile, first_name: 'x'.repeat(5000) },
        { ...profile, first_name: 'Ana\u0000' },
        { ...profile, email: 'ana\u0000@mail.md' },
      ];
      for (const body of bodies) {
        const response = await patch(me.access, body);
        expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
        expect(response.headers['content-type']).toMatch(/application\/json/);
      }
    });

    it("refuses an e-mail another account has, in any case, and keeps one's own in another case", async () => {
      const other = await customer({ email: `taken.${Date.now()}@mail.md` });
      const me = await customer();
      const taken = await patch(me.access, { ...profile, email: other.email.toUpperCase() }, 'ru');
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({ email: [apiMessages.ru.auth.emailTaken] });
      const own = await patch(me.access, { ...profile, email: me.email.toUpperCase() });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().email).toBe(me.email.toUpperCase());
    });

    it('answers 400 to the loser of two customers taking the same e-mail at once', async () => {
      const a = await customer();
      const b = await customer();
      const email = `race.${a.id}.${b.id}@mail.md`;
      const answers = await Promise.all([
        patch(a.access, { ...profile, email }),
        patch(b.access, { ...profile, email: email.toUpperCase() }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const loser = answers.find((answer) => answer.statusCode === 400);
      expect(loser?.json()).toEqual({ email: [apiMessages.ro.auth.emailTaken] });
    });
  });

  describe('GET /api/auth/me/countries/ and /localities/regions', () => {
    it('answers the countries in the language of the request', async () => {
      const me = await customer();
      const ro = await accountRequest(api, 'GET', '/api/auth/me/countries/', me);
      expect(ro.statusCode).toBe(200);
      expect(ro.headers['cache-control']).toBe('no-store');
      expect(z.array(country).parse(ro.json())).toEqual([{ code: 'MD', name: 'Republica Moldova' }]);
      const ru = await accountRequest(api, 'GET', '/api/auth/me/countries/', { ...me, locale: 'ru' });
      expect(ru.json()).toEqual([{ code: 'MD', name: 'Республика Молдова' }]);
    });

    it('answers the five delivery cities to anyone, cached like other public content', async () => {
      const ro = await api.get('/localities/regions', 'ro');
      expect(ro.statusCode).toBe(200);
      expect(ro.headers['cache-control']).toBe('public, max-age=30');
      expect(z.array(region).parse(ro.json())).toEqual([
        { code: 'chisinau', name: 'Chișinău' },
        { code: 'balti', name: 'Bălți' },
        { code: 'basarabeasca', name: 'Basarabeasca' },
        { code: 'briceni', name: 'Briceni' },
        { code: 'anenii-noi', name: 'Anenii Noi' },
      ]);
      const ru = await api.get('/localities/regions/', 'ru');
      expect(ru.json().map((city: { name: string }) => city.name)).toEqual([
        'Кишинёв',
        'Бельцы',
        'Бессарабка',
        'Бричаны',
        'Новые Анены',
      ]);
      // A second read in the same language comes from the cache, and still in that language.
      const again = await api.get('/localities/regions', 'ru');
      expect(again.headers['x-cache']).toBe('HIT');
      expect(again.json()[0].name).toBe('Кишинёв');
    });
  });

  describe('addresses', () => {
    const post = (access: string, body: unknown, locale = 'ro') =>
      accountRequest(api, 'POST', '/api/auth/me/addresses/', { access, body, locale });

    it('adds, changes and deletes an address of the customer', async () => {
      const me = await customer();
      const created = await post(me.access, {
        ...home,
        company: undefined,
        country: undefined,
        extra_contact: undefined,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.headers['cache-control']).toBe('no-store');
      const saved = address.strict().parse(created.json());
      expect(saved).toMatchObject({
        city: 'balti',
        city_name: 'Bălți',
        country: 'MD',
        company: '',
        zip_code: 'MD-3100',
      });

      const changed = await accountRequest(api, 'PATCH', `/api/auth/me/addresses/${saved.id}/`, {
        access: me.access,
        locale: 'ru',
        body: {
          ...home,
          city: 'briceni',
          street: ' Lenin ',
          company: 'Fereastra SRL',
          extra_contact: 'Vecinul, 069',
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(address.strict().parse(changed.json())).toMatchObject({
        id: saved.id,
        city: 'briceni',
        city_name: 'Бричаны',
        street: 'Lenin',
        company: 'Fereastra SRL',
        extra_contact: 'Vecinul, 069',
      });

      // Partial, as Djoser's PATCH: only the city sent changes; the rest stay.
      const cityOnly = await accountRequest(api, 'PATCH', `/api/auth/me/addresses/${saved.id}/`, {
        access: me.access,
        body: { city: 'balti' },
      });
      expect(cityOnly.statusCode, cityOnly.body).toBe(200);
      expect(address.strict().parse(cityOnly.json())).toMatchObject({
        id: saved.id,
        city: 'balti',
        street: 'Lenin',
        company: 'Fereastra SRL',
      });
      const unknownKey = await accountRequest(api, 'PATCH', `/api/auth/me/addresses/${saved.id}/`, {
        access: me.access,
        body: { citty: 'balti' },
      });
      expect(unknownKey.statusCode).toBe(400);
      expect(unknownKey.json()).toEqual({ citty: ['Câmp necunoscut.'] });
      const unknownCity = await accountRequest(api, 'PATCH', `/api/auth/me/addresses/${saved.id}/`, {
        access: me.access,
        locale: 'ru',
        body: { city: 'paris' },
      });
      expect(unknownCity.statusCode).toBe(400);
      expect(unknownCity.json()).toEqual({ city: [formMessages.ru.unknownCity] });

      const deleted = await accountRequest(api, 'DELETE', `/api/auth/me/addresses/${saved.id}/`, me);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      const again = await accountRequest(api, 'DELETE', `/api/auth/me/addresses/${saved.id}/`, me);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ detail: apiMessages.ro.notFound });
      const after = user.parse((await accountRequest(api, 'GET', '/api/auth/me/', me)).json());
      expect(after.addresses).toEqual([]);
    });

    it('checks every field with the rules of the address form', async () => {
      const me = await customer();
      const response = await post(
        me.access,
        {
          ...home,
          first_name: '',
          city: 'paris',
          country: 'FR',
          street: 'x'.repeat(121),
          house: ' ',
          zip_code: '12',
          phone: '069123456',
        },
        'ru',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        first_name: [formMessages.ru.required],
        country: [formMessages.ru.selectRequired],
        city: [formMessages.ru.unknownCity],
        street: [formMessages.ru.tooLong],
        house: [formMessages.ru.required],
        zip_code: [formMessages.ru.invalidZip],
        phone: [formMessages.ru.invalidPhone],
      });
      const missing = await post(me.access, { first_name: 'Ana' });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json())).toEqual(
        expect.arrayContaining(['last_name', 'city', 'street', 'house', 'apartment', 'zip_code', 'phone']),
      );
      for (const body of ['{', '"text"', '[1]', { ...home, house: 12 }, { ...home, street: 'Nul\u0000' }]) {
        const bad = await post(me.access, body);
        expect(bad.statusCode, bad.body).toBe(400);
        expect(bad.headers['content-type']).toMatch(/application\/json/);
      }
      const after = user.parse((await accountRequest(api, 'GET', '/api/auth/me/', me)).json());
      expect(after.addresses).toEqual([]);
    });

    it("answers 404 for another customer's address, and leaves it as it was", async () => {
      const owner = await customer();
      const intruder = await customer();
      const theirs = address.parse((await post(owner.access, home)).json());
      const before = await api.database.db.select().from(addresses).where(eq(addresses.id, theirs.id));

      const patched = await accountRequest(api, 'PATCH', `/api/auth/me/addresses/${theirs.id}/`, {
        access: intruder.access,
        body: { ...home, street: 'Hijacked' },
      });
      expect(patched.statusCode).toBe(404);
      expect(patched.json()).toEqual({ detail: apiMessages.ro.notFound });
      const deleted = await accountRequest(api, 'DELETE', `/api/auth/me/addresses/${theirs.id}/`, intruder);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toEqual({ detail: apiMessages.ro.notFound });
      // Exactly like an id nobody has.
      const missing = await accountRequest(api, 'PATCH', '/api/auth/me/addresses/2147483647/', {
        access: intruder.access,
        body: home,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(patched.json());

      expect(await api.database.db.select().from(addresses).where(eq(addresses.id, theirs.id))).toEqual(
        before,
      );
      const intruderView = user.parse((await accountRequest(api, 'GET', '/api/auth/me/', intruder)).json());
      expect(intruderView.addresses).toEqual([]);
    });

    it('refuses ids that cannot be one with 400, not 500', async () => {
      const me = await customer();
      for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
        const response = await accountRequest(api, 'DELETE', `/api/auth/me/addresses/${id}/`, me);
        expect(response.statusCode, `${id}: ${response.body}`).toBe(400);
      }
    });

    it('keeps at most 20 addresses per customer', async () => {
      const me = await customer();
      for (let i = 0; i < 20; i += 1) {
        const response = await post(me.access, { ...home, house: String(i + 1) });
        expect(response.statusCode, response.body).toBe(201);
      }
      const twentyFirst = await post(me.access, { ...home, house: '21' }, 'ru');
      expect(twentyFirst.statusCode).toBe(400);
      expect(twentyFirst.json()).toEqual({
        non_field_errors: [apiMessages.ru.account.tooManyAddresses.replace('{max}', '20')],
      });
      const body = user.parse((await accountRequest(api, 'GET', '/api/auth/me/', me)).json());
      expect(body.addresses.map((a) => a.house)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
      // Deleting one makes room again.
      await accountRequest(api, 'DELETE', `/api/auth/me/addresses/${body.addresses[0]?.id}/`, me);
      expect((await post(me.access, { ...home, house: '21' })).statusCode).toBe(201);
    });
  });
});
