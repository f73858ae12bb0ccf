import {
  calculatorTypeDetail,
  type PriceDraft,
  priceDraft,
  pricePreviewLink,
  quoteResponse,
} from '@vitrina/contract';
import type { CalculatorDefinition } from '@vitrina/pricing';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { previewKey, signPreview } from '../src/modules/calculator/preview-token';
import { auditEntries } from './support/admin';
import { frontendKey, testAuthSecret, useApi } from './support/api';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// A price list's draft previewed on the storefront through a signed link (issue 18, docs/adr/0024): who may make
// one, what it opens and for how long, and that nothing previewed reaches a cart or an order call.

const windows = 1;
const doors = 2;
/** The windows' default profile: its grid prices the configuration the configurator opens on. */
const profile = 'rehau-blitz-60';
const storefrontHeaders = { 'x-frontend-key': frontendKey, 'accept-language': 'ro' };

/** `definition` with every price of `option`'s grid raised by `percent`, rounded to the cent. */
function raised(definition: CalculatorDefinition, percent: number): CalculatorDefinition {
  if (definition.base.model !== 'grid') throw new Error('windows are priced by a grid');
  const grid = definition.base;
  const table = (grid.prices[profile] ?? []).map((cells) =>
    cells.map((price) => Math.round((price * (100 + percent)) / 100)),
  );
  return { ...definition, base: { ...grid, prices: { ...grid.prices, [profile]: table } } };
}

const tokenOf = (url: string) => new URL(url).searchParams.get('preview') ?? '';

describe.each(engines)('price-list preview links ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api);

  const linkFor = (type: number, as = admin) =>
    as.request({ method: 'POST', url: `/admin/api/calculators/${type}/preview-link` });
  const newLink = async (type = windows, as = admin) => {
    const response = await linkFor(type, as);
    expect(response.statusCode, response.body).toBe(200);
    return pricePreviewLink.strict().parse(response.json());
  };
  const draftOf = async (): Promise<PriceDraft> => {
    const response = await admin.request({ method: 'GET', url: `/admin/api/calculators/${windows}/draft` });
    expect(response.statusCode, response.body).toBe(200);
    return priceDraft.parse(response.json());
  };
  const save = async (revision: number, definition: CalculatorDefinition) => {
    const response = await admin.request({
      method: 'PUT',
      url: `/admin/api/calculators/${windows}/draft`,
      payload: { revision, definition },
    });
    expect(response.statusCode, response.body).toBe(200);
    return priceDraft.parse(response.json());
  };
  const calculator = (path: string, locale = 'ro') =>
    api.inject({ method: 'GET', url: path, headers: { ...storefrontHeaders, 'accept-language': locale } });
  const detailOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return calculatorTypeDetail.parse(response.json());
  };
  const preview = (token: string, type = windows, locale = 'ro') =>
    calculator(`/calculator/calculator-types/${type}/preview?token=${encodeURIComponent(token)}`, locale);
  const quote = (query = '') =>
    api.inject({
      method: 'POST',
      url: `/calculator/internal-modules-section/${query}`,
      headers: { ...storefrontHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({ calculator_type_id: windows, configuration: {}, quantity: 1 }),
    });
  const totalOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return quoteResponse.parse(response.json()).total;
  };
  const refusal = (response: LightMyRequestResponse, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.json() as { detail: string }).detail;
  };

  it('is made by an admin only, and only for a calculator with a draft', async () => {
    expect((await linkFor(windows, manager)).statusCode).toBe(403);
    expect((await linkFor(windows, editor)).statusCode).toBe(403);
    const none = await linkFor(windows);
    expect(none.statusCode, none.body).toBe(404);
    expect(none.json()).toEqual({
      detail: 'Acest calculator nu are o ciornă: salvați-o înainte de a o previzualiza.',
    });
    expect((await linkFor(999_999)).statusCode).toBe(404);
  });

  it("opens the calculator's configurator in the member's language, for an hour, and is audited", async () => {
    const draft = await draftOf();
    const saved = await save(draft.revision, raised(draft.definition, 10));
    const { link } = detailOf(await calculator(`/calculator/calculator-types/${windows}`));
    const before = Date.now();
    const ro = await newLink();
    expect(ro.url).toMatch(new RegExp(`^http://localhost:3000${link}\\?preview=v1\\.${windows}\\.`));
    const lifetime = Date.parse(ro.expires_at) - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60 * 1000);

    const switched = await admin.request({
      method: 'PATCH',
      url: '/admin/api/session',
      payload: { locale: 'ru' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const ru = await newLink();
    expect(ru.url).toMatch(new RegExp(`^http://localhost:3000/ru${link}\\?preview=`));
    await admin.request({ method: 'PATCH', url: '/admin/api/session', payload: { locale: 'ro' } });

    const [entry] = await auditEntries(admin, { entity: 'calculator', action: 'calculator.preview_link' });
    expect(entry).toMatchObject({ actor: admin.email, entity_id: String(windows) });
    expect(entry?.after).toEqual({ revision: saved.revision, expires_at: ru.expires_at });
  });

  it("answers the draft's prices to the link while the public answers stay the published ones", async () => {
    const { url } = await newLink();
    const token = tokenOf(url);
    const published = detailOf(await calculator(`/calculator/calculator-types/${windows}`));
    const draft = await draftOf();

    const response = await preview(token);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-cache']).toBeUndefined();
    const shown = detailOf(response);
    expect(shown.definition).toEqual(draft.definition);
    expect(shown.price_from).toBeGreaterThan(published.price_from);
    expect({ ...shown, definition: null, price_from: 0 }).toEqual({
      ...published,
      definition: null,
      price_from: 0,
    });
    // By slug and in Russian too; the published answer is unchanged.
    expect(detailOf(await preview(token, windows, 'ru')).price_from).toBe(shown.price_from);
    expect(detailOf(await calculator(`/calculator/calculator-types/${windows}`)).price_from).toBe(
      published.price_from,
    );

    const publishedTotal = totalOf(await quote());
    const draftTotal = totalOf(await quote(`?preview=${token}`));
    expect(draftTotal).toBe(shown.price_from);
    expect(draftTotal).toBeGreaterThan(publishedTotal ?? Number.POSITIVE_INFINITY);
  });

  it('never saves a preview quote, and a cart priced in the same session keeps the published prices', async () => {
    const token = tokenOf((await newLink()).url);
    const saving = await quote(`?save=true&preview=${token}`);
    expect(saving.statusCode, saving.body).toBe(400);
    expect(saving.json()).toEqual({
      preview: ['Prețurile unei previzualizări nu se salvează și nu se pot comanda.'],
    });

    const publishedTotal = totalOf(await quote());
    expect(totalOf(await quote(`?preview=${token}`))).not.toBe(publishedTotal);
    const cart = await api.inject({ method: 'GET', url: '/calculator/cart/', headers: storefrontHeaders });
    const { id, anonymous_id } = cart.json() as { id: number; anonymous_id: string };
    const headers = {
      ...storefrontHeaders,
      'x-anonymous-id': anonymous_id,
      'content-type': 'application/json',
    };
    // Even a request that carries the token: the cart has no notion of a preview and prices as always.
    const line = await api.inject({
      method: 'POST',
      url: `/calculator/cart/${id}/items/?preview=${token}`,
      headers,
      payload: JSON.stringify({ calculator_type_id: windows, configuration: {}, quantity: 1 }),
    });
    expect(line.statusCode, line.body).toBe(201);
    const [item] = (line.json() as { items: { total_price: number; version: number }[] }).items;
    expect(item?.total_price).toBe(publishedTotal);
    expect(item?.version).toBe((await draftOf()).published_version);
  });

  it('refuses a tampered, expired, unsigned or other calculator token with 403 in the language asked', async () => {
    const token = tokenOf((await newLink()).url);
    const { revision } = await draftOf();
    const [, type, rev, expiry] = token.split('.');
    const tampered = token.replace(
      `v1.${type}.${rev}.${expiry}`,
      `v1.${type}.${rev}.${Number(expiry) + 3600}`,
    );
    expect(refusal(await preview(tampered), 403)).toBe('Linkul de previzualizare nu este valid.');
    expect(refusal(await preview(tampered, windows, 'ru'), 403)).toBe(
      'Ссылка на предпросмотр недействительна.',
    );
    expect(refusal(await preview('not-a-token'), 403)).toBe('Linkul de previzualizare nu este valid.');

    const key = previewKey(testAuthSecret);
    const expired = signPreview(key, {
      calculatorTypeId: windows,
      revision,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    expect(refusal(await preview(expired), 403)).toBe('Linkul de previzualizare a expirat: cereți unul nou.');
    const otherSecret = signPreview(previewKey(`${testAuthSecret}-other`), {
      calculatorTypeId: windows,
      revision,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    expect(refusal(await preview(otherSecret), 403)).toBe('Linkul de previzualizare nu este valid.');

    // A link for the windows opens neither the doors nor a quote of the doors.
    const otherType = 'Linkul de previzualizare este pentru alt calculator.';
    expect(refusal(await preview(token, doors), 403)).toBe(otherType);
    const doorQuote = await api.inject({
      method: 'POST',
      url: `/calculator/internal-modules-section/?preview=${token}`,
      headers: { ...storefrontHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({ calculator_type_id: doors, configuration: {}, quantity: 1 }),
    });
    expect(refusal(doorQuote, 403)).toBe(otherType);
    expect(refusal(await quote(`?preview=${expired}`), 403)).toBe(
      'Linkul de previzualizare a expirat: cereți unul nou.',
    );
    expect((await preview(token, 999_999)).statusCode).toBe(404);
  });

  it('stops opening once the draft is saved again (410), and a new link shows the new draft', async () => {
    const token = tokenOf((await newLink()).url);
    const draft = await draftOf();
    await save(draft.revision, raised(draft.definition, 5));
    const changed = 'Ciorna s-a schimbat între timp: cereți un link nou.';
    expect(refusal(await preview(token), 410)).toBe(changed);
    expect(refusal(await quote(`?preview=${token}`), 410)).toBe(changed);
    const freshToken = tokenOf((await newLink()).url);
    expect(detailOf(await preview(freshToken)).definition).toEqual((await draftOf()).definition);

    // Discarded: the draft is gone, and so is the link.
    const current = await draftOf();
    const discarded = await admin.request({
      method: 'DELETE',
      url: `/admin/api/calculators/${windows}/draft?revision=${current.revision}`,
    });
    expect(discarded.statusCode, discarded.body).toBe(204);
    expect(refusal(await preview(freshToken), 410)).toBe(changed);
    expect((await linkFor(windows)).statusCode).toBe(404);
  });

  it('needs the storefront key like the other calculator routes', async () => {
    const response = await api.inject({
      method: 'GET',
      url: `/calculator/calculator-types/${windows}/preview?token=x`,
    });
    expect(response.statusCode).toBe(403);
  });
});
