import {
  type CalculatorTypeDetail,
  calculatorSeo,
  calculatorTypeDetail,
  calculatorTypeSummary,
  quoteResponse,
} from '@vitrina/contract';
import { formMessages } from '@vitrina/forms';
import { calculatorDefinition } from '@vitrina/pricing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calculations, calculatorDefinitions, calculatorTypes, orderCalls } from '../src/db/schema';
import { calculatorSeeds } from '../src/db/seed/calculators-data';
import { freshAddress, frontendKey, type TestApi, useApi } from './support/api';
import { engines } from './support/databases';

const quoteUrl = '/calculator/internal-modules-section/';
const orderCallUrl = '/calculator/order-call/';

/** common.md's catalogue: where each calculator opens (docs/product.md §2). */
const links: Record<string, string> = {
  windows: '/calculators/windows',
  'balcony-door': '/calculators/doors/balcony',
  'entrance-door': '/calculators/doors/entrance',
  'sectional-gate': '/calculators/gates/sectional',
  'sliding-gate': '/calculators/gates/sliding',
  'swing-gate': '/calculators/gates/swing',
  awning: '/calculators/awning',
  blinds: '/calculators/blinds',
  'roller-shutter': '/calculators/roller-shutters',
  'window-sill': '/calculators/window-sills',
};

const post = (api: TestApi, url: string, payload: unknown, locale = 'ro') =>
  api.inject({
    method: 'POST',
    url,
    // Each request from an address of its own: order calls are limited per address.
    remoteAddress: freshAddress(),
    headers: { 'x-frontend-key': frontendKey, 'accept-language': locale, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const fieldErrors = z.record(z.string(), z.array(z.string()));

describe.each(engines)('calculator on $name', (engine) => {
  const api = useApi(engine);

  const detail = async (id: number | string, locale = 'ro'): Promise<CalculatorTypeDetail> => {
    const response = await api.get(`/calculator/calculator-types/${id}`, locale);
    expect(response.statusCode).toBe(200);
    return calculatorTypeDetail.strict().parse(response.json());
  };

  describe('GET /calculator/calculator-types', () => {
    it('lists every seeded calculator in display order with its link and a starting price', async () => {
      const response = await api.get('/calculator/calculator-types');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('public');
      const list = z.array(calculatorTypeSummary.strict()).parse(response.json());
      expect(list.map((item) => item.id)).toEqual(calculatorSeeds.map((seed) => seed.id));
      for (const item of list) {
        expect(item.link, item.slug).toBe(links[item.slug]);
        expect(item.price_from, item.slug).toBeGreaterThan(0);
        expect(item.image.file).toMatch(/^\/static\//);
        expect(item.image.alt).not.toBe('');
      }
    });

    it('speaks the language asked for', async () => {
      const ro = z.array(calculatorTypeSummary).parse((await api.get('/calculator/calculator-types')).json());
      const ru = z
        .array(calculatorTypeSummary)
        .parse((await api.get('/calculator/calculator-types', 'ru')).json());
      expect(ru.map((item) => item.link)).toEqual(ro.map((item) => item.link));
      expect(ru.map((item) => item.price_from)).toEqual(ro.map((item) => item.price_from));
      expect(ro[0]?.title).toBe(calculatorSeeds[0]?.title.ro);
      expect(ru[0]?.title).toBe(calculatorSeeds[0]?.title.ru);
      expect(ru[0]?.category.title).not.toBe(ro[0]?.category.title);
    });
  });

  describe('GET /calculator/calculator-types/{id}', () => {
    it('answers the whole definition and a default configuration that prices at the starting price', async () => {
      const list = z
        .array(calculatorTypeSummary)
        .parse((await api.get('/calculator/calculator-types')).json());
      for (const summary of list) {
        const found = await detail(summary.id);
        expect(found.slug).toBe(summary.slug);
        expect(found.version).toBe(found.definition.version);
        const seed = calculatorSeeds.find((candidate) => candidate.id === found.id);
        expect(found.definition, found.slug).toEqual(calculatorDefinition.parse(seed?.definition));
        expect(found.description.title).not.toBe('');
        expect(found.description_items.length).toBeGreaterThan(0);
        const response = await post(api, quoteUrl, {
          calculator_type_id: found.id,
          configuration: found.default_configuration,
        });
        expect(response.statusCode, found.slug).toBe(200);
        const quoted = quoteResponse.parse(response.json());
        expect(quoted.status).toBe('priced');
        expect(quoted.configuration).toEqual(found.default_configuration);
        expect(quoted.total).toBe(summary.price_from);
      }
    });

    it('finds a calculator by slug too, and answers 404 for an unknown one or version', async () => {
      expect((await detail('windows')).id).toBe(1);
      expect((await detail(1, 'ru')).title).toBe(calculatorSeeds[0]?.title.ru);
      for (const url of [
        '/calculator/calculator-types/999',
        '/calculator/calculator-types/nope',
        '/calculator/calculator-types/1?version=99',
      ]) {
        const response = await api.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ detail: 'Nu a fost găsit.' });
      }
      const bad = await api.get('/calculator/calculator-types/1?version=abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('version');
    });
  });

  describe('POST /calculator/internal-modules-section/', () => {
    const windows = { calculator_type_id: 1, configuration: { width: 1200, height: 1400 } };

    it('prices a configuration with labels in the language asked for and the same amounts', async () => {
      const ro = quoteResponse.strict().parse((await post(api, quoteUrl, windows)).json());
      const ru = quoteResponse.strict().parse((await post(api, quoteUrl, windows, 'ru')).json());
      expect(ro.status).toBe('priced');
      expect(ro.calculator_id).toBeNull();
      expect(ro.configuration).toMatchObject({ width: 1200, height: 1400 });
      expect(ro.lines.map((line) => line.amount)).toEqual(ru.lines.map((line) => line.amount));
      expect(ro.lines[0]?.key).toBe('base');
      expect(ro.lines[0]?.label).not.toBe(ru.lines[0]?.label);
      expect(ro.total).toBe(ru.total);
      expect(ro.unit_price).toBe(ro.lines.reduce((sum, line) => sum + line.amount, 0));
      expect((ro.vat ?? 0) + (ro.net ?? 0)).toBe(ro.total);
      expect(ro.area).toBeCloseTo(1.68, 3);
      expect(ro.linear_metres).toBeCloseTo(1.2, 3);
    });

    it('answers a size past the price grid on request, with no amounts, when the calculator says so', async () => {
      const seed = calculatorSeeds.find(
        (candidate) =>
          candidate.definition.base.model === 'grid' && candidate.definition.base.outOfRange === 'on-request',
      );
      if (seed?.definition.base.model !== 'grid') throw new Error('no calculator quotes on request');
      const width = Math.max(...seed.definition.base.widths) + 1;
      expect(width).toBeLessThanOrEqual(seed.definition.sizes.width.max);
      const body = { calculator_type_id: seed.id, configuration: { width } };
      const ro = quoteResponse.strict().parse((await post(api, `${quoteUrl}?save=true`, body)).json());
      const ru = quoteResponse.strict().parse((await post(api, quoteUrl, body, 'ru')).json());
      expect(ro).toMatchObject({ status: 'on_request', lines: [], unit_price: null, total: null, vat: null });
      expect(ro.message).toBeTruthy();
      expect(ru.message).not.toBe(ro.message);
      const [row] = await api.database.db
        .select()
        .from(calculations)
        .where(eq(calculations.id, ro.calculator_id ?? ''));
      expect(row).toMatchObject({
        status: 'on_request',
        unitPrice: null,
        total: null,
        calculatorTypeId: seed.id,
      });
    });

    it('refuses a size past its limit, naming the limit', async () => {
      const response = await post(api, quoteUrl, { calculator_type_id: 1, configuration: { width: 9999 } });
      expect(response.statusCode).toBe(400);
      const errors = fieldErrors.parse(response.json());
      expect(errors['configuration.width']?.[0]).toContain('2510');
      const ru = fieldErrors.parse(
        (await post(api, quoteUrl, { calculator_type_id: 1, configuration: { height: 10 } }, 'ru')).json(),
      );
      expect(ru['configuration.height']?.[0]).toMatch(/385 мм/);
    });

    it('refuses an unknown option, naming its feature', async () => {
      const response = await post(api, quoteUrl, {
        calculator_type_id: 1,
        configuration: { options: { profile: 'cardboard', roof: 'tiles' } },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(fieldErrors.parse(response.json())).sort()).toEqual([
        'configuration.options.profile',
        'configuration.options.roof',
      ]);
    });

    it('refuses a configuration a rule forbids, with the rule’s own message', async () => {
      const { definition } = await detail(1);
      const rule = definition.rules.find((candidate) => candidate.type === 'requires');
      if (rule?.type !== 'requires' || !('feature' in rule.when)) throw new Error('no requires rule');
      const response = await post(api, quoteUrl, {
        calculator_type_id: 1,
        configuration: { options: { [rule.when.feature]: rule.when.in[0] } },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.values(fieldErrors.parse(response.json())).flat()).toContain(rule.message.ro);
    });

    it('refuses an unknown calculator', async () => {
      const response = await post(api, quoteUrl, { calculator_type_id: 999, configuration: {} });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors.parse(response.json())).toHaveProperty('calculator_type_id');
    });

    it('answers a malformed body with 400, never a 500', async () => {
      for (const payload of [
        '{"calculator_type_id": ',
        '[]',
        '"windows"',
        'null',
        '42',
        { calculator_type_id: '1', configuration: {} },
        { calculator_type_id: 1 },
        { calculator_type_id: 1, configuration: [] },
        { calculator_type_id: 1, configuration: { width: '1200' } },
        { calculator_type_id: 1, configuration: { width: 1200.5 } },
        { calculator_type_id: 1, configuration: { width: 1e300 } },
        { calculator_type_id: 1, configuration: { options: ['pvc'] } },
        { calculator_type_id: 1, configuration: { options: { profile: 7 } } },
        {
          calculator_type_id: 1,
          configuration: { additionals: Array.from({ length: 5000 }, (_, i) => `x${i}`) },
        },
        {
          calculator_type_id: 1,
          configuration: {
            options: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, 'x'])),
          },
        },
        { calculator_type_id: 1, configuration: { sashes: ['fixed', 'fixed', 'fixed', 'fixed', 'fixed'] } },
        { calculator_type_id: 1, configuration: { sashes: ['upside-down'] } },
        { calculator_type_id: 1, configuration: {}, quantity: 0 },
        { calculator_type_id: 1, configuration: {}, quantity: 'many' },
        { calculator_type_id: 99_999_999_999, configuration: {} },
      ]) {
        const response = await post(api, quoteUrl, payload);
        const label = JSON.stringify(payload).slice(0, 80);
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toBeTypeOf('object');
      }
    });

    it('refuses any price a client sends, naming each unknown key', async () => {
      const response = await post(api, quoteUrl, {
        ...windows,
        price: 1,
        lines: [{ key: 'base', amount: 1 }],
        configuration: { ...windows.configuration, price: 1 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        price: ['Câmp necunoscut.'],
        lines: ['Câmp necunoscut.'],
        'configuration.price': ['Câmp necunoscut.'],
      });
    });

    it('refuses an unknown or misspelt configuration key with its dotted path (400, not the default window)', async () => {
      const nonsense = await post(api, quoteUrl, { ...windows, configuration: { nonsense: true } });
      expect(nonsense.statusCode).toBe(400);
      expect(nonsense.json()).toEqual({ 'configuration.nonsense': ['Câmp necunoscut.'] });
      const typo = await post(api, quoteUrl, { ...windows, configuration: { widht: 1200, height: 1400 } });
      expect(typo.statusCode).toBe(400);
      expect(typo.json()).toEqual({ 'configuration.widht': ['Câmp necunoscut.'] });
    });

    it('refuses an unknown top-level key, naming it', async () => {
      const response = await post(api, quoteUrl, { ...windows, quantiy: 2 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ quantiy: ['Câmp necunoscut.'] });
    });

    it('prices a quantity with its tier discount', async () => {
      const one = quoteResponse.parse((await post(api, quoteUrl, windows)).json());
      const ten = quoteResponse.parse((await post(api, quoteUrl, { ...windows, quantity: 10 })).json());
      expect(ten.quantity).toBe(10);
      expect(ten.unit_price).toBe(one.unit_price);
      expect(ten.subtotal).toBe((one.unit_price ?? 0) * 10);
      expect(ten.total).toBe((ten.subtotal ?? 0) + (ten.quantity_discount ?? 0));
    });

    it('keeps the calculation with ?save=true and names it; never without', async () => {
      const count = async () =>
        (await api.database.db.select({ n: sql<number>`count(*)::int` }).from(calculations))[0]?.n ?? 0;
      const before = await count();
      const unsaved = quoteResponse.parse((await post(api, quoteUrl, windows)).json());
      expect(unsaved.calculator_id).toBeNull();
      expect(await count()).toBe(before);

      const saved = quoteResponse.parse(
        (await post(api, `${quoteUrl}?save=true`, { ...windows, quantity: 2 })).json(),
      );
      expect(saved.calculator_id).toMatch(/^[0-9a-f-]{36}$/);
      const [row] = await api.database.db
        .select()
        .from(calculations)
        .where(eq(calculations.id, saved.calculator_id ?? ''));
      expect(row).toMatchObject({
        calculatorTypeId: 1,
        version: saved.version,
        status: 'priced',
        configuration: saved.configuration,
        quantity: 2,
        unitPrice: saved.unit_price,
        total: saved.total,
      });
      expect((await post(api, `${quoteUrl}?save=maybe`, windows)).statusCode).toBe(400);
    });
  });

  describe('POST /calculator/order-call/', () => {
    const savedCalculation = async (calculatorTypeId = 1) => {
      const response = await post(api, `${quoteUrl}?save=true`, {
        calculator_type_id: calculatorTypeId,
        configuration: {},
      });
      return quoteResponse.parse(response.json()).calculator_id ?? '';
    };

    it('stores a call request about a saved calculation', async () => {
      const calculatorId = await savedCalculation();
      const response = await post(
        api,
        orderCallUrl,
        {
          client_name: ' Ion Popescu ',
          client_phone: '+373 (691) 234-56',
          calculator_id: calculatorId,
          calculator_type_id: 1,
        },
        'ru',
      );
      expect(response.statusCode).toBe(201);
      const { id } = z.object({ id: z.number().int() }).strict().parse(response.json());
      const [row] = await api.database.db.select().from(orderCalls).where(eq(orderCalls.id, id));
      expect(row).toMatchObject({
        clientName: 'Ion Popescu',
        clientPhone: '+373 (691) 234-56',
        calculatorId,
        calculatorTypeId: 1,
        locale: 'ru',
      });
    });

    it('takes a call without a calculation too', async () => {
      const response = await post(api, orderCallUrl, {
        client_name: 'Ana',
        client_phone: '+373 (791) 234-56',
      });
      expect(response.statusCode).toBe(201);
    });

    it('refuses a bad phone, one digit repeated, or no name, in the language asked for', async () => {
      for (const [client_phone, locale] of [
        ['123', 'ro'],
        ['+373 (591) 234-56', 'ro'],
        ['+373 (666) 666-66', 'ro'],
        ['+373 (777) 777-77', 'ru'],
      ] as const) {
        const response = await post(api, orderCallUrl, { client_name: 'Ion', client_phone }, locale);
        expect(response.statusCode, client_phone).toBe(400);
        expect(response.json()).toEqual({ client_phone: [formMessages[locale].invalidPhone] });
      }
      const empty = await post(api, orderCallUrl, { client_name: '  ', client_phone: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        client_name: [formMessages.ro.required],
        client_phone: [formMessages.ro.required],
      });
    });

    it('refuses a calculation that is unknown or of another calculator, and an unknown calculator', async () => {
      const windowsCalculation = await savedCalculation(1);
      const valid = { client_name: 'Ion', client_phone: '+373 (691) 234-56' };
      for (const [calculator_id, calculator_type_id] of [
        ['00000000-0000-4000-8000-000000000000', 1],
        ['not-a-uuid', 1],
        [windowsCalculation, 2],
      ] as const) {
        const response = await post(api, orderCallUrl, { ...valid, calculator_id, calculator_type_id });
        expect(response.statusCode, calculator_id).toBe(400);
        expect(fieldErrors.parse(response.json())).toHaveProperty('calculator_id');
      }
      const unknownType = await post(api, orderCallUrl, { ...valid, calculator_type_id: 999 });
      expect(unknownType.statusCode).toBe(400);
      expect(fieldErrors.parse(unknownType.json())).toHaveProperty('calculator_type_id');
      for (const payload of ['[]', '"x"', { client_name: 5, client_phone: [] }, {}]) {
        const response = await post(api, orderCallUrl, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });
  });

  describe('calculator SEO', () => {
    it('answers /calculators, each category and each calculator', async () => {
      const index = calculatorSeo
        .strict()
        .parse((await api.get('/api/calculator/calculator-seo/index/')).json());
      expect(index.key).toBe('index');
      expect(index.title).not.toBe('');
      const categories = new Set(calculatorSeeds.map((seed) => seed.category.slug));
      for (const category of categories) {
        const response = await api.get(`/api/calculator/calculator-seo/${category}/`, 'ru');
        expect(response.statusCode, category).toBe(200);
        expect(calculatorSeo.parse(response.json()).key).toBe(category);
      }
      for (const seed of calculatorSeeds) {
        const byId = calculatorSeo.parse(
          (await api.get(`/api/calculator/calculator-type-seo/${seed.id}/`)).json(),
        );
        const bySlug = calculatorSeo.parse(
          (await api.get(`/api/calculator/calculator-type-seo/${seed.slug}`)).json(),
        );
        expect(byId).toEqual(bySlug);
        expect(byId).toMatchObject({ key: seed.slug, title: seed.seo.title.ro });
      }
      for (const url of [
        '/api/calculator/calculator-seo/nowhere/',
        '/api/calculator/calculator-type-seo/999/',
        '/api/calculator/calculator-type-seo/Bad Slug/',
      ]) {
        expect((await api.get(url)).statusCode, url).toBe(404);
      }
    });
  });

  it('documents every calculator endpoint, the order call and ?save in the OpenAPI document', async () => {
    type Operation = { tags?: string[]; summary?: string; parameters?: { name: string; in: string }[] };
    const document = (await api.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = [
      ['/calculator/calculator-types', 'get'],
      ['/calculator/calculator-types/{id}', 'get'],
      ['/calculator/internal-modules-section/', 'post'],
      ['/calculator/order-call/', 'post'],
      ['/api/calculator/calculator-seo/{key}/', 'get'],
      ['/api/calculator/calculator-type-seo/{key}/', 'get'],
    ] as const;
    for (const [path, method] of operations) {
      const operation = document.paths[path]?.[method];
      expect(operation?.tags, path).toEqual(['calculator']);
      expect(operation?.summary, path).toBeTruthy();
    }
    const quoting = document.paths['/calculator/internal-modules-section/']?.post;
    expect(quoting?.parameters?.map((parameter) => parameter.name)).toContain('save');
    expect(
      document.paths['/calculator/calculator-types/{id}']?.get?.parameters?.map((p) => p.name),
    ).toContain('version');
  });

  // These tests change the database: they run last.
  describe('stored data', () => {
    const attack =
      '<p onclick="steal()">Preț <img src=x onerror="alert(1)"><script>alert("x")</script>' +
      '<a href="javascript:alert(1)">aici</a> <a href="/montaj">montaj</a></p>';

    const expectSafe = (html: string) => {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
      expect(html).toContain('<a href="/montaj">montaj</a>');
    };

    it('never serves a script or an event handler written into the database', async () => {
      await api.database.db.execute(sql`insert into calculator_category_seo (key, title, description, heading, text)
        values ('xss-test', '{"ro":"t"}', '{"ro":"d"}', '{"ro":"h"}', ${JSON.stringify({ ro: attack, ru: attack })}::jsonb)`);
      const seo = calculatorSeo.parse((await api.get('/api/calculator/calculator-seo/xss-test/')).json());
      expectSafe(seo.text);

      const [windows] = await api.database.db.select().from(calculatorTypes).where(eq(calculatorTypes.id, 1));
      if (!windows) throw new Error('no windows calculator');
      await api.database.db.insert(calculatorTypes).values({
        ...windows,
        id: 77,
        slug: 'xss-window',
        position: 99,
        descriptionText: { ro: attack, ru: attack },
        seoText: { ro: attack, ru: attack },
      });
      await api.database.db.execute(sql`insert into calculator_definitions (calculator_type_id, version, definition)
        select 77, version, definition from calculator_definitions where calculator_type_id = 1`);
      expectSafe((await detail(77, 'ru')).description.text);
      expectSafe(
        calculatorSeo.parse((await api.get('/api/calculator/calculator-type-seo/xss-window/')).json()).text,
      );
    });

    it('prices with a new definition version and still answers the old one', async () => {
      const before = await detail(1);
      const defaults = { calculator_type_id: 1, configuration: {} };
      const first = quoteResponse.parse((await post(api, quoteUrl, defaults)).json());
      const changed = calculatorDefinition.parse({ ...before.definition, version: before.version + 1 });
      if (changed.base.model !== 'grid') throw new Error('the windows calculator prices by grid');
      changed.base.prices = Object.fromEntries(
        Object.entries(changed.base.prices).map(([key, rows]) => [
          key,
          rows.map((row) => row.map((price) => price * 2)),
        ]),
      );
      await api.database.db
        .insert(calculatorDefinitions)
        .values({ calculatorTypeId: 1, version: changed.version, definition: changed });
      await api.database.db
        .update(calculatorTypes)
        .set({ currentVersion: changed.version })
        .where(eq(calculatorTypes.id, 1));

      const quoted = quoteResponse.parse((await post(api, quoteUrl, defaults)).json());
      expect(quoted.version).toBe(changed.version);
      // The grid doubled: so did the base line (within the cent an interpolation may round).
      expect(
        Math.abs((quoted.lines[0]?.amount ?? 0) - 2 * (first.lines[0]?.amount ?? 0)),
      ).toBeLessThanOrEqual(1);
      expect(first.version).toBe(before.version);
      const old = await api.get(`/calculator/calculator-types/1?version=${before.version}`);
      expect(calculatorTypeDetail.parse(old.json()).definition).toEqual(before.definition);
      const current = calculatorTypeDetail.parse(
        (await api.get(`/calculator/calculator-types/1?version=${changed.version}`)).json(),
      );
      expect(current.version).toBe(changed.version);
    });
  });
});
