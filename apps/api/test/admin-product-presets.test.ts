import {
  type AdminProduct,
  adminPresetCalculator,
  adminProduct,
  product as publicProduct,
} from '@vitrina/contract';
import { calculatorDefinition } from '@vitrina/pricing';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categories } from '../src/db/schema';
import { catalogTexts } from '../src/modules/admin/catalog-messages';
import { auditEntries, token } from './support/admin';
import { frontendKey, useApi } from './support/api';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// A product's calculator preset (issue 20, docs/adr/0043): the back office saves it checked against the
// calculator's definition, and the storefront's product answer links "open the calculator" to that calculator
// with the product's choices in the query.

const fieldErrors = z.record(z.string(), z.array(z.string()));
const WINDOWS = 1;
const BALCONY_DOOR = 2;

/** The path and the query of a link, the query as a record: jsonb keeps an object's keys in its own order. */
function linkParts(link: string | null) {
  const [path = '', query = ''] = (link ?? '').split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(query)) };
}

describe.each(engines)('product calculator presets ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api, {
    admin: 'Ana Preset',
    editor: 'Elena Preset',
  });
  let pvcWindows: number;

  beforeAll(async () => {
    const [sub] = await api.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'ferestre-pvc'));
    if (!sub) throw new Error('the demo catalogue has PVC windows');
    pvcWindows = sub.id;
  });

  const newWindow = (overrides: Record<string, unknown> = {}) => {
    const word = `qwzx${token()}`;
    return {
      slug: `test-${word}`,
      title: { ro: `Fereastră ${word}`, ru: `Окно ${word}` },
      description: { ro: 'O fereastră de test.', ru: 'Тестовое окно.' },
      price: 9900,
      price_from: true,
      unit: 'm2',
      image: '/static/catalog/window-double.svg',
      category_ids: [pvcWindows],
      ...overrides,
    };
  };
  const create = (body: object, as = admin, locale = 'ro') =>
    as.request({
      method: 'POST',
      url: '/admin/api/products',
      payload: body,
      headers: { 'accept-language': locale },
    });
  const patch = (id: number, body: object, as = admin, locale = 'ro') =>
    as.request({
      method: 'PATCH',
      url: `/admin/api/products/${id}`,
      payload: body,
      headers: { 'accept-language': locale },
    });
  const saved = (response: LightMyRequestResponse, status = 200): AdminProduct => {
    expect(response.statusCode, response.body).toBe(status);
    return adminProduct.strict().parse(response.json());
  };
  const errorsOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    return fieldErrors.parse(response.json());
  };
  const storefrontLink = async (slug: string, locale = 'ro') => {
    const response = await api.inject({
      method: 'GET',
      url: `/products/${slug}/`,
      headers: { 'x-frontend-key': frontendKey, 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return publicProduct.strict().parse(response.json()).calculator_link;
  };

  it('opens a seeded window’s calculator with its profile, glazing, layout and size', async () => {
    expect(linkParts(await storefrontLink('rehau-synego-doua-canaturi'))).toEqual({
      path: '/calculators/windows',
      query: {
        w: '1300',
        h: '1400',
        profile: 'rehau-synego-80',
        glazing: 'triple-low-e-argon',
        layout: 'two',
      },
    });
    // Euro-Design 70 is not among the calculator's profiles: the nearest one is chosen (docs/product.md §2).
    expect(linkParts(await storefrontLink('rehau-euro-design-70-un-canat', 'ru')).query).toMatchObject({
      profile: 'salamander-streamline-76',
      layout: 'one',
    });
    expect(linkParts(await storefrontLink('usa-metalica-termo'))).toEqual({
      path: '/calculators/doors/entrance',
      query: { w: '960', h: '2050', construction: 'thermo' },
    });
    // No calculator describes an interior door: it keeps its family's button.
    expect(await storefrontLink('usa-interioara-alba-neteda')).toBe('/calculators');
  });

  it('lists the calculators a preset may open, and their features, to editors, not to managers', async () => {
    const response = await editor.request({ method: 'GET', url: '/admin/api/products/calculators' });
    expect(response.statusCode, response.body).toBe(200);
    const list = z.array(adminPresetCalculator.strict()).parse(response.json());
    expect(list.map((calculator) => calculator.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(list[0]).toMatchObject({ title: { ro: 'Ferestre PVC și aluminiu' }, version: 1 });
    const refused = await manager.request({ method: 'GET', url: '/admin/api/products/calculators' });
    expect(refused.statusCode).toBe(403);

    // The features and sizes the product's form offers: the calculator's published definition.
    const windows = await editor.request({
      method: 'GET',
      url: `/admin/api/products/calculators/${WINDOWS}`,
    });
    expect(windows.statusCode, windows.body).toBe(200);
    const definition = calculatorDefinition.parse(windows.json());
    expect(
      definition.features.find((feature) => feature.key === 'profile')?.options.map((o) => o.key),
    ).toContain('rehau-synego-80');
    const unknown = await editor.request({ method: 'GET', url: '/admin/api/products/calculators/999' });
    expect(unknown.statusCode).toBe(404);
  });

  it('saves a preset on the product’s version, audits it, and links the storefront to it', async () => {
    const preset = {
      calculator_type_id: WINDOWS,
      width: 1300,
      options: { profile: 'rehau-synego-80', layout: 'two' },
    };
    const made = saved(await create(newWindow({ calculator_preset: preset })), 201);
    expect(made.calculator_preset).toEqual({ ...preset, height: null });
    expect(linkParts(await storefrontLink(made.slug))).toEqual({
      path: '/calculators/windows',
      query: { w: '1300', profile: 'rehau-synego-80', layout: 'two' },
    });

    const door = {
      calculator_type_id: BALCONY_DOOR,
      width: null,
      height: 2200,
      options: { glazing: 'triple' },
    };
    const changed = saved(await patch(made.id, { version: made.version, calculator_preset: door }));
    expect(changed).toMatchObject({ version: 2, calculator_preset: door });
    expect(await storefrontLink(made.slug)).toBe('/calculators/doors/balcony?h=2200&glazing=triple');

    const stale = await patch(made.id, { version: made.version, calculator_preset: null });
    expect(stale.statusCode, stale.body).toBe(409);

    const [update] = await auditEntries(admin, {
      entity: 'product',
      entity_id: made.id,
      action: 'product.update',
    });
    expect(update?.before).toMatchObject({ calculator_preset: { calculator_type_id: WINDOWS } });
    expect(update?.after).toMatchObject({ calculator_preset: door });

    // Taken off, the product's button is its family's again.
    const cleared = saved(
      await patch(made.id, { version: changed.version, calculator_preset: null }, editor),
    );
    expect(cleared.calculator_preset).toBeNull();
    expect(await storefrontLink(made.slug)).toBe('/calculators');
  });

  it('refuses a preset its calculator does not have, naming the field in the request’s language', async () => {
    const refused = async (preset: object, locale = 'ro') =>
      errorsOf(await create(newWindow({ calculator_preset: preset }), admin, locale));

    expect(await refused({ calculator_type_id: 999 })).toEqual({
      'calculator_preset.calculator_type_id': [catalogTexts('ro').unknownCalculator.replace('{id}', '999')],
    });
    const unknownFeature = await refused({ calculator_type_id: WINDOWS, options: { roof: 'red' } });
    expect(Object.keys(unknownFeature)).toEqual(['calculator_preset.options.roof']);
    const unknownOption = await refused({
      calculator_type_id: WINDOWS,
      options: { profile: 'veka-softline-70' },
    });
    expect(Object.keys(unknownOption)).toEqual(['calculator_preset.options.profile']);
    expect(unknownOption['calculator_preset.options.profile']?.[0]).toContain('Sistem de profil');

    const tooWide = await refused({ calculator_type_id: WINDOWS, width: 9000 }, 'ru');
    expect(tooWide['calculator_preset.width']?.[0]).toMatch(/не более 2510 мм/);
    // Two tilt-and-turn sashes need 800 mm: at the calculator's 510 mm the preset would not price.
    const narrow = await refused({ calculator_type_id: WINDOWS, options: { layout: 'two' } });
    expect(Object.keys(narrow)).toEqual(['calculator_preset.width']);
    // A rule between options: an aluminium profile on a PVC window.
    const rule = await refused({
      calculator_type_id: WINDOWS,
      options: { material: 'pvc', profile: 'alutech-w62' },
    });
    expect(Object.keys(rule)).toEqual(['calculator_preset.options.profile']);

    expect(Object.keys(await refused({ calculator_type_id: WINDOWS, sashes: ['fixed'] }))).toEqual([
      'calculator_preset.sashes',
    ]);
    expect(Object.keys(await refused({ calculator_type_id: WINDOWS, width: 12.5 }))).toEqual([
      'calculator_preset.width',
    ]);
    expect(Object.keys(await refused({ options: {} }))).toEqual(['calculator_preset.calculator_type_id']);
  });
});
