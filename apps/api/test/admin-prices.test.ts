import {
  adminPage,
  type PriceDraft,
  priceDraft,
  priceList,
  pricePreview,
  priceVersion,
} from '@vitrina/contract';
import { type CalculatorDefinition, checkDefinition } from '@vitrina/pricing';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntries, csvOf, parseCsv } from './support/admin';
import { frontendKey, useApi } from './support/api';
import { engines } from './support/databases';
import { adminHeaders, type SignedInStaff, signedInStaff } from './support/staff';

// The price lists of the back office (docs/adr/0024): drafts, checks, preview, publish, history, roll back, CSV.

const windows = 1;
/** The windows' default profile: its grid is the one the configurator opens on. */
const profile = 'rehau-blitz-60';
const fieldErrors = z.record(z.string(), z.array(z.string()));
const lists = adminPage(priceList.strict());
const history = adminPage(priceVersion.strict());

/** The grid of a definition (windows price by a width × height grid per profile). */
function gridOf(definition: CalculatorDefinition) {
  if (definition.base.model !== 'grid') throw new Error('windows are priced by a grid');
  return definition.base;
}

/** `definition` with every price of height row `row` of `option` raised by `percent`, rounded to the cent. */
function raiseRow(definition: CalculatorDefinition, option: string, row: number, percent: number) {
  const grid = gridOf(definition);
  const table = (grid.prices[option] ?? []).map((cells, r) =>
    r === row ? cells.map((price) => Math.round((price * (100 + percent)) / 100)) : cells,
  );
  return { ...definition, base: { ...grid, prices: { ...grid.prices, [option]: table } } };
}

describe.each(engines)('back-office price lists ($name)', (engine) => {
  const api = useApi(engine);
  let admin: SignedInStaff;
  let manager: SignedInStaff;

  beforeAll(async () => {
    admin = await signedInStaff(api, 'admin', 'Ana Prețuri');
    manager = await signedInStaff(api, 'manager');
  });

  const url = (path = '') => `/admin/api/calculators/${windows}${path}`;
  const draftOf = async (as = admin): Promise<PriceDraft> => {
    const response = await as.request({ method: 'GET', url: url('/draft') });
    expect(response.statusCode, response.body).toBe(200);
    return priceDraft.strict().parse(response.json());
  };
  const save = (revision: number, definition: unknown, as = admin) =>
    as.request({ method: 'PUT', url: url('/draft'), payload: { revision, definition } });
  const publish = (revision: number, confirm?: boolean) =>
    admin.request({
      method: 'POST',
      url: url('/publish'),
      payload: confirm === undefined ? { revision } : { revision, confirm },
    });
  const saved = async (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return priceDraft.strict().parse(response.json());
  };
  const errorsOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    return fieldErrors.parse(response.json());
  };
  /** What the storefront's configurator reads: the calculator with its current definition and price "from". */
  const storefront = async (locale: 'ro' | 'ru' = 'ro') => {
    const response = await api.get(`/calculator/calculator-types/${windows}/`, locale);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { price_from: number; definition: CalculatorDefinition };
  };
  const quote = async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/calculator/internal-modules-section/?save=true',
      headers: { 'x-frontend-key': frontendKey, 'accept-language': 'ro', 'content-type': 'application/json' },
      payload: JSON.stringify({ calculator_type_id: windows, configuration: {}, quantity: 1 }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { version: number; unit_price: number; id: string };
  };

  const storefrontHeaders = { 'x-frontend-key': frontendKey, 'accept-language': 'ro' };
  /** A visitor's fresh cart (its id and key), as the storefront makes it. */
  const shopper = async () => {
    const response = await api.inject({
      method: 'GET',
      url: '/calculator/cart/',
      headers: storefrontHeaders,
    });
    const body = response.json() as { id: number; anonymous_id: string };
    return { id: body.id, key: body.anonymous_id };
  };
  const cartLine = async (visitor: { id: number; key: string }) => {
    const response = await api.inject({
      method: 'GET',
      url: `/calculator/cart/${visitor.id}/`,
      headers: { ...storefrontHeaders, 'x-anonymous-id': visitor.key },
    });
    const [line] = (
      response.json() as { items: { version: number; unit_price: number; total_price: number }[] }
    ).items;
    if (!line) throw new Error(`no cart line: ${response.body}`);
    return { version: line.version, unit_price: line.unit_price, total_price: line.total_price };
  };
  /** The default window in the visitor's cart, priced now; its line's version and price. */
  const addWindow = async (visitor: { id: number; key: string }) => {
    const response = await api.inject({
      method: 'POST',
      url: `/calculator/cart/${visitor.id}/items/`,
      headers: { ...storefrontHeaders, 'x-anonymous-id': visitor.key, 'content-type': 'application/json' },
      payload: JSON.stringify({ calculator_type_id: windows, configuration: {}, quantity: 1 }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return cartLine(visitor);
  };

  it('lists every calculator with its published version, to an admin only', async () => {
    const response = await admin.request({ method: 'GET', url: '/admin/api/calculators' });
    expect(response.statusCode, response.body).toBe(200);
    const page = lists.parse(response.json());
    expect(page.total_count).toBe(10);
    expect(page.results[0]).toMatchObject({ id: windows, model: 'grid', draft: null, published_by: null });
    const refused = await manager.request({ method: 'GET', url: '/admin/api/calculators' });
    expect(refused.statusCode).toBe(403);
    expect((await manager.request({ method: 'GET', url: url('/draft') })).statusCode).toBe(403);
    expect((await save(0, (await draftOf()).definition, manager)).statusCode).toBe(403);
  });

  it('starts a draft from the published version, and answers 409 to the later of two saves', async () => {
    const start = await draftOf();
    expect(start).toMatchObject({ revision: 0, base_version: start.published_version, updated_by: null });
    const first = await saved(await save(0, raiseRow(start.definition, profile, 0, 1)));
    expect(first).toMatchObject({ revision: 1, updated_by: admin.email });
    // Someone else who opened the page before the first save, and saves on revision 0.
    const late = await save(0, start.definition);
    expect(late.statusCode, late.body).toBe(409);
    const second = await saved(await save(1, raiseRow(start.definition, profile, 0, 2)));
    expect(second.revision).toBe(2);
    expect((await save(1, start.definition)).statusCode).toBe(409);
    expect((await draftOf()).definition).toEqual(second.definition);
    const list = lists.parse((await admin.request({ method: 'GET', url: '/admin/api/calculators' })).json());
    expect(list.results[0]?.draft).toMatchObject({ revision: 2, updated_by: admin.email });
  });

  it('refuses what the schema or checkDefinition refuses, each problem under its field, and stores nothing', async () => {
    const draft = await draftOf();
    const grid = gridOf(draft.definition);
    const broken = structuredClone(draft.definition);
    const table = gridOf(broken).prices[profile] ?? [];
    // A price that falls as the window grows wider, and a default that is not one of the options.
    (table[1] as number[])[2] = 1;
    (broken.features[0] as { default: string }).default = 'nope';
    const errors = errorsOf(await save(draft.revision, broken));
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['definition.features.0.default', `definition.base.prices.${profile}.1.2`]),
    );
    expect(errors[`definition.base.prices.${profile}.1.2`]?.join()).toMatch(/lower than the narrower size/);

    const negative = errorsOf(await save(draft.revision, { ...draft.definition, sizes: { width: {} } }));
    expect(Object.keys(negative)).toEqual(expect.arrayContaining(['definition.sizes.width.min']));
    const family = errorsOf(await save(draft.revision, { ...draft.definition, family: 'blinds' }));
    expect(family).toEqual({
      'definition.family': ['Tipul calculatorului nu se schimbă: rămâne „windows”.'],
    });
    expect(gridOf((await draftOf()).definition)).toEqual(grid);
  });

  it('previews the draft against the published version: old, new and the change in per cent', async () => {
    const draft = await draftOf();
    const published = await storefront();
    const raised = raiseRow(published.definition, profile, 0, 5);
    const response = await admin.request({
      method: 'POST',
      url: url('/preview'),
      payload: { definition: raised },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = pricePreview.strict().parse(response.json());
    expect(preview.published_version).toBe(draft.published_version);
    expect(preview.samples.map((s) => s.key)).toEqual(['default', 'small', 'middle', 'large']);
    // A sample on the raised row (the smallest height) costs more; one on another row costs the same.
    const lowest = gridOf(published.definition).heights[0];
    const onRow = preview.samples.filter((sample) => sample.key !== 'default' && sample.height === lowest);
    const offRow = preview.samples.filter((sample) => sample.key !== 'default' && sample.height !== lowest);
    expect(onRow.length).toBeGreaterThan(0);
    expect(offRow.length).toBeGreaterThan(0);
    for (const sample of onRow) {
      expect(sample.new).toBeGreaterThan(sample.old ?? Number.POSITIVE_INFINITY);
      expect(sample.change_percent).toBeGreaterThan(0);
    }
    for (const sample of offRow) expect(sample).toMatchObject({ change_percent: 0, new: sample.old });
  });

  it('publishes the draft as the next version, live at once in both languages; a cart line keeps its price', async () => {
    const before = await storefront();
    await storefront('ru');
    const pricedBefore = await quote();
    const visitor = await shopper();
    const lineBefore = await addWindow(visitor);
    const draft = await draftOf();
    const raised = raiseRow(before.definition, profile, 0, 5);
    const current = await saved(await save(draft.revision, raised));

    expect((await publish(current.revision - 1)).statusCode).toBe(409);
    const response = await publish(current.revision);
    expect(response.statusCode, response.body).toBe(200);
    const { version } = z.strictObject({ version: z.number() }).parse(response.json());
    expect(version).toBe(before.definition.version + 1);

    // The public answers were cached a moment ago: the publish dropped them, in every language.
    for (const locale of ['ro', 'ru'] as const) {
      const after = await storefront(locale);
      expect(after.definition.version).toBe(version);
      expect(gridOf(after.definition).prices[profile]).toEqual(gridOf(raised).prices[profile]);
    }
    const pricedAfter = await quote();
    expect(pricedAfter.version).toBe(version);
    // The cart line priced before keeps its price and its version.
    expect(await cartLine(visitor)).toEqual(lineBefore);
    expect(lineBefore.version).toBe(before.definition.version);
    // A calculation priced before keeps its version and price: the old version is still stored and served.
    const old = await api.get(`/calculator/calculator-types/${windows}/?version=${pricedBefore.version}`);
    expect(old.statusCode).toBe(200);
    expect((old.json() as { definition: CalculatorDefinition }).definition).toEqual(before.definition);
    expect((await draftOf()).revision).toBe(0);
    expect((await publish(0)).statusCode).toBe(409);

    const [entry] = await auditEntries(admin, { entity: 'calculator', action: 'calculator.publish' });
    expect(entry).toMatchObject({ actor: admin.email, entity_id: String(windows) });
    expect(entry?.before).toMatchObject({
      version: before.definition.version,
      [`base.prices.${profile}.0.0`]: gridOf(before.definition).prices[profile]?.[0]?.[0],
    });
    expect(entry?.after).toMatchObject({
      version,
      [`base.prices.${profile}.0.0`]: gridOf(raised).prices[profile]?.[0]?.[0],
    });
  });

  it('asks for confirmation before a price of 0 goes live', async () => {
    const draft = await draftOf();
    const grid = gridOf(draft.definition);
    const free = structuredClone(draft.definition);
    const table = gridOf(free).prices;
    for (const option of Object.keys(table)) (table[option]?.[0] as number[])[0] = 0;
    const current = await saved(await save(draft.revision, free));
    const refused = await publish(current.revision);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({ detail: expect.stringMatching(/^Unele prețuri sunt 0 \(\d+\)/) });
    expect((await storefront()).definition.base).toMatchObject({ prices: grid.prices });
    const confirmed = await publish(current.revision, true);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('keeps a history with who published what, and rolls back by publishing an older version again', async () => {
    const page = history.parse((await admin.request({ method: 'GET', url: url('/history') })).json());
    const [latest, previous, seed] = page.results;
    expect(page.total_count).toBe(3);
    expect(latest).toMatchObject({ current: true, published_by: admin.email, restored_from: null });
    expect(latest?.changes.every((change) => change.after === 0)).toBe(true);
    expect(previous?.change_count).toBeGreaterThan(0);
    expect(seed).toMatchObject({ published_by: null, changes: [], change_count: 0, current: false });

    const response = await admin.request({
      method: 'POST',
      url: url('/rollback'),
      payload: { version: seed?.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    const restored = await storefront();
    expect(restored.definition.version).toBe((latest?.version ?? 0) + 1);
    expect({ ...restored.definition, version: 0 }).toEqual({
      ...(await api.get(`/calculator/calculator-types/${windows}/?version=${seed?.version}`)).json()
        .definition,
      version: 0,
    });
    const after = history.parse((await admin.request({ method: 'GET', url: url('/history') })).json());
    expect(after.results[0]).toMatchObject({ restored_from: seed?.version, current: true });
    const unknown = await admin.request({ method: 'POST', url: url('/rollback'), payload: { version: 999 } });
    expect(errorsOf(unknown)).toEqual({ version: ['Versiunea 999 nu există.'] });
  });

  it('exports a grid as CSV and imports one, naming the row and column of each bad cell', async () => {
    const draft = await draftOf();
    const grid = gridOf(draft.definition);
    const exported = csvOf(
      await admin.request({ method: 'GET', url: url('/grid.csv?option=rehau-blitz-60') }),
      `grid-${windows}-rehau-blitz-60`,
    );
    expect(exported[0]).toEqual(['mm', ...grid.widths.map(String)]);
    expect(exported[1]?.[1]).toBe(((grid.prices[profile]?.[0]?.[0] ?? 0) / 100).toFixed(2));

    const rows = exported.map((row) => [...row]);
    (rows[2] as string[])[3] = 'abc';
    const bad = await admin.request({
      method: 'POST',
      url: url('/grid.csv'),
      payload: { revision: draft.revision, option: profile, csv: rows.map((r) => r.join(';')).join('\n') },
    });
    expect(errorsOf(bad)).toEqual({
      csv: ['Rândul 3, coloana 4: un preț este în euro, cu cel mult două zecimale, de la 0.'],
    });

    const raised = exported.map((row, r) =>
      r === 0 ? row : row.map((cell, c) => (c === 0 ? cell : (Number(cell) + 10).toFixed(2))),
    );
    const imported = await saved(
      await admin.request({
        method: 'POST',
        url: url('/grid.csv'),
        payload: {
          revision: draft.revision,
          option: profile,
          csv: raised.map((r) => r.join(',')).join('\r\n'),
        },
      }),
    );
    expect(gridOf(imported.definition).prices[profile]?.[0]?.[0]).toBe(
      (grid.prices[profile]?.[0]?.[0] ?? 0) + 1000,
    );
    expect(checkDefinition(imported.definition)).toEqual([]);
    const again = csvOf(
      await admin.request({ method: 'GET', url: url('/grid.csv?option=rehau-blitz-60') }),
      `grid-${windows}-rehau-blitz-60`,
    );
    expect(again).toEqual(parseCsv(raised.map((r) => r.join(',')).join('\r\n')));
  });

  it('discards a draft made on the current revision, and answers 409 to an older one', async () => {
    const start = await draftOf();
    const published = (await storefront()).definition;
    const saved = await save(start.revision, raiseRow(published, profile, 2, 3));
    const { revision } = priceDraft.parse(saved.json());
    const stale = await admin.request({ method: 'DELETE', url: url(`/draft?revision=${revision - 1}`) });
    expect(stale.statusCode, stale.body).toBe(409);
    const discarded = await admin.request({ method: 'DELETE', url: url(`/draft?revision=${revision}`) });
    expect(discarded.statusCode, discarded.body).toBe(204);
    const after = await draftOf();
    expect(after.revision).toBe(0);
    expect(after.definition).toEqual(published);
    expect(
      (await admin.request({ method: 'DELETE', url: url(`/draft?revision=${revision}`) })).statusCode,
    ).toBe(409);
    const [entry] = await auditEntries(admin, { entity: 'calculator', action: 'calculator.draft_discard' });
    expect(entry).toMatchObject({ actor: admin.email, before: { revision }, after: { revision: 0 } });
  });

  it('refuses a price write from outside the back office (CSRF), whatever the session', async () => {
    const draft = await draftOf();
    const response = await api.inject({
      method: 'PUT',
      url: url('/draft'),
      headers: {
        ...adminHeaders,
        'x-requested-with': 'XMLHttpRequest',
        cookie: `vitrina_staff=${admin.cookie}`,
      },
      payload: { revision: draft.revision, definition: draft.definition },
    });
    expect(response.statusCode).toBe(403);
  });
});
