import {
  type AdminProduct,
  adminPage,
  adminProduct,
  adminProductPriceChange,
  cart,
  productPage,
} from '@vitrina/contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categories, products } from '../src/db/schema';
import { catalogTexts } from '../src/modules/admin/catalog-messages';
import { adminTexts } from '../src/modules/admin/messages';
import { auditEntries, idsOf, token } from './support/admin';
import { frontendKey, useApi } from './support/api';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// Editing the catalogue's products in the back office (issue 18), and what the storefront makes of it: a
// hidden product is gone from every public read and from sale, its own delivery class prices the cart.

const fieldErrors = z.record(z.string(), z.array(z.string()));
const products_ = adminPage(adminProduct.strict());
const history = adminPage(adminProductPriceChange.strict());

describe.each(engines)('back-office products ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api, {
    admin: 'Ana Catalog',
    editor: 'Elena Editor',
  });
  /** A sub-category of the accessories family (not sills, which are 'small'), where test products are listed. */
  let handles: { id: number; slug: string };
  let otherCategory: number;

  beforeAll(async () => {
    const [sub] = await api.database.db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(sql`${categories.parentId} = (select f.id from ${categories} f where f.slug = 'accesorii')
          and ${categories.slug} not like 'glafuri-%'`)
      .orderBy(categories.position)
      .limit(1);
    if (!sub) throw new Error('the demo catalogue has accessories');
    handles = sub;
    const [other] = await api.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'usi'));
    otherCategory = other?.id ?? handles.id;
  });

  const newProduct = (overrides: Record<string, unknown> = {}) => {
    const word = `qwzx${token()}`;
    return {
      slug: `test-${word}`,
      title: { ro: `Mâner ${word}`, ru: `Ручка ${word}` },
      description: { ro: 'Un mâner de test.', ru: 'Тестовая ручка.' },
      characteristics: [{ name: { ro: 'Culoare', ru: 'Цвет' }, value: { ro: 'alb', ru: 'белый' } }],
      price: 1290,
      unit: 'piece',
      image: '/static/catalog/handle.svg',
      category_ids: [handles.id],
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
  const product = (response: LightMyRequestResponse, status = 200): AdminProduct => {
    expect(response.statusCode, response.body).toBe(status);
    return adminProduct.strict().parse(response.json());
  };
  const created = async (overrides: Record<string, unknown> = {}) =>
    product(await create(newProduct(overrides)), 201);
  const errorsOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    return fieldErrors.parse(response.json());
  };
  const priceHistory = async (id: number) => {
    const response = await admin.request({ method: 'GET', url: `/admin/api/products/${id}/prices` });
    expect(response.statusCode, response.body).toBe(200);
    return history.parse(response.json()).results;
  };

  const storefront = { 'x-frontend-key': frontendKey, 'accept-language': 'ro' };
  const visitor = async () => {
    const response = await api.inject({ method: 'GET', url: '/calculator/cart/', headers: storefront });
    const body = cart.strict().parse(response.json());
    return { id: body.id, key: body.anonymous_id as string };
  };
  const addToCart = (v: { id: number; key: string }, productId: number) =>
    api.inject({
      method: 'POST',
      url: `/calculator/cart/${v.id}/items/add-product/`,
      headers: { ...storefront, 'x-anonymous-id': v.key, 'content-type': 'application/json' },
      payload: JSON.stringify({ product_id: productId, quantity: 1 }),
    });
  const cartOf = async (v: { id: number; key: string }) => {
    const response = await api.inject({
      method: 'GET',
      url: `/calculator/cart/${v.id}/`,
      headers: { ...storefront, 'x-anonymous-id': v.key },
    });
    expect(response.statusCode, response.body).toBe(200);
    return cart.strict().parse(response.json());
  };

  it('adds a product with its categories, characteristics, first price and audit entry', async () => {
    const body = newProduct({ accessory_ids: [], category_ids: [handles.id, otherCategory] });
    const made = product(await create(body), 201);
    expect(made).toMatchObject({
      slug: body.slug,
      title: body.title,
      characteristics: body.characteristics,
      price: 1290,
      price_from: false,
      unit: 'piece',
      length_mm: null,
      delivery_class: null,
      visible: true,
      category_ids: [handles.id, otherCategory],
      version: 1,
    });
    expect(product(await admin.request({ method: 'GET', url: `/admin/api/products/${made.id}` }))).toEqual(
      made,
    );

    const [first, ...rest] = await priceHistory(made.id);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ price_before: null, price: 1290, staff: { email: admin.email } });

    const [entry] = await auditEntries(admin, { entity: 'product', entity_id: made.id });
    expect(entry).toMatchObject({ action: 'product.create', actor: admin.email, before: null });
    expect(entry?.after).toMatchObject({ slug: body.slug, price: 1290 });

    // The storefront shows it at once, main category first.
    const page = await api.get(`/products/${made.slug}/`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ price: 1290, category: { id: handles.id } });
  });

  it('lists products by text, category and visibility', async () => {
    const shown = await created();
    const hidden = await created({ visible: false });
    const list = async (query: string) => {
      const response = await admin.request({ method: 'GET', url: `/admin/api/products?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return products_.parse(response.json());
    };
    const word = shown.title.ro.split(' ')[1] ?? '';
    expect((await list(`q=${word}`)).results.map((row) => row.id)).toEqual([shown.id]);
    expect((await list(`q=${encodeURIComponent(shown.title.ru)}`)).total_count).toBe(1);
    const inCategory = await list(`category_id=${handles.id}&page_size=100`);
    expect(inCategory.results.map((row) => row.id)).toEqual(expect.arrayContaining([shown.id, hidden.id]));
    const invisible = idsOf(await admin.request({ method: 'GET', url: '/admin/api/products?visible=false' }));
    expect(invisible).toContain(hidden.id);
    expect(invisible).not.toContain(shown.id);
    const unknownFilter = await admin.request({ method: 'GET', url: '/admin/api/products?colour=red' });
    expect(unknownFilter.statusCode).toBe(400);
  });

  it('edits a product on its version, records the price change, and refuses a stale save', async () => {
    const made = await created();
    const changed = product(
      await patch(made.id, {
        version: made.version,
        price: 1590,
        title: { ro: 'Mâner nou', ru: 'Новая ручка' },
        delivery_class: 'small',
        accessory_ids: [],
      }),
    );
    expect(changed).toMatchObject({
      version: 2,
      price: 1590,
      delivery_class: 'small',
      title: { ro: 'Mâner nou' },
    });

    const stale = await patch(made.id, { version: made.version, price: 1690 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({ detail: adminTexts('ro').versionConflict });

    const renamed = product(await patch(made.id, { version: changed.version, title: changed.title }));
    expect(renamed.version).toBe(3);
    const changes = await priceHistory(made.id);
    expect(changes.map((change) => [change.price_before, change.price])).toEqual([
      [1290, 1590],
      [null, 1290],
    ]);

    const [update] = await auditEntries(admin, {
      entity: 'product',
      entity_id: made.id,
      action: 'product.update',
    });
    expect(update?.after).toMatchObject({ title: { ro: 'Mâner nou' } });
    const entries = await auditEntries(admin, { entity: 'product', entity_id: made.id });
    expect(entries.map((entry) => entry.action)).toEqual([
      'product.update',
      'product.update',
      'product.create',
    ]);
    expect(entries[1]?.before).toMatchObject({ price: 1290 });
    expect(entries[1]?.after).toMatchObject({ price: 1590 });
  });

  it('names each refused field in the request’s language', async () => {
    const missingRu = errorsOf(await create(newProduct({ title: { ro: 'Mâner' } })));
    expect(missingRu['title.ru']).toEqual([catalogTexts('ro').missingIn.ru]);
    const inRussian = errorsOf(await create(newProduct({ title: { ro: '', ru: 'Ручка' } }), admin, 'ru'));
    expect(inRussian['title.ro']).toEqual([catalogTexts('ru').missingIn.ro]);
    const characteristic = errorsOf(
      await create(
        newProduct({
          characteristics: [{ name: { ro: 'Culoare', ru: '' }, value: { ro: 'alb', ru: 'белый' } }],
        }),
      ),
    );
    expect(Object.keys(characteristic)).toEqual(['characteristics.0.name.ru']);

    expect(errorsOf(await create(newProduct({ slug: 'Mâner Alb' }))).slug).toEqual([
      catalogTexts('ro').slugFormat,
    ]);
    expect(errorsOf(await create(newProduct({ slug: 'cos' }))).slug?.[0]).toContain('cos');
    const [existing] = await api.database.db.select({ slug: products.slug }).from(products).limit(1);
    expect(errorsOf(await create(newProduct({ slug: existing?.slug }))).slug?.[0]).toContain(existing?.slug);

    expect(Object.keys(errorsOf(await create({ ...newProduct(), colour: 'alb' })))).toEqual(['colour']);
    const unknownCategory = errorsOf(await create(newProduct({ category_ids: [handles.id, 2_000_000_000] })));
    expect(unknownCategory.category_ids?.[0]).toContain('2000000000');
    expect(Object.keys(errorsOf(await create(newProduct({ category_ids: [2_147_483_648] }))))).toEqual([
      'category_ids.0',
    ]);
    expect(Object.keys(errorsOf(await create(newProduct({ accessory_ids: [2_000_000_000] }))))).toEqual([
      'accessory_ids',
    ]);
    expect(Object.keys(errorsOf(await create(newProduct({ price: -1 }))))).toEqual(['price']);
    expect(Object.keys(errorsOf(await create(newProduct({ price: 12.5 }))))).toEqual(['price']);
    expect(Object.keys(errorsOf(await create(newProduct({ unit: 'metre' }))))).toEqual(['length_mm']);
    expect(product(await create(newProduct({ unit: 'metre', length_mm: 6000 })), 201).length_mm).toBe(6000);
  });

  it('asks before a price of 0 and takes it when confirmed', async () => {
    const refused = await create(newProduct({ price: 0 }));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ detail: catalogTexts('ro').zeroPrice });
    expect(product(await create(newProduct({ price: 0, confirm_zero_price: true })), 201).price).toBe(0);

    const made = await created();
    const toZero = await patch(made.id, { version: made.version, price: 0 });
    expect(toZero.statusCode).toBe(409);
    expect(
      product(await patch(made.id, { version: made.version, price: 0, confirm_zero_price: true })).price,
    ).toBe(0);
  });

  it('lets an editor edit the catalogue and keeps a manager out', async () => {
    const made = product(await create(newProduct(), editor), 201);
    const [change] = await priceHistory(made.id);
    expect(change?.staff?.email).toBe(editor.email);
    expect(product(await patch(made.id, { version: 1, position: 5 }, editor)).position).toBe(5);

    for (const response of [
      await manager.request({ method: 'GET', url: '/admin/api/products' }),
      await manager.request({ method: 'GET', url: `/admin/api/products/${made.id}` }),
      await create(newProduct(), manager),
      await patch(made.id, { version: 2, position: 1 }, manager),
    ])
      expect(response.statusCode, response.body).toBe(403);
  });

  it('hides a product from every public read and from sale; the carts holding it keep working', async () => {
    const made = await created();
    const word = made.title.ro.split(' ')[1] ?? '';
    const holder = await visitor();
    expect((await addToCart(holder, made.id)).statusCode).toBe(201);
    const owner = await created({ accessory_ids: [made.id] });
    const found = async () => ({
      page: (await api.get(`/products/${made.slug}/`)).statusCode,
      byId: (await api.get(`/products/${made.id}/`)).statusCode,
      listed: productPage
        .parse((await api.get(`/products/?category=${handles.slug}&search=${word}`)).json())
        .results.some((row) => row.id === made.id),
      searched: (
        (await api.get(`/search/?search=${word}`)).json() as { results: { link: string }[] }
      ).results.some((result) => result.link === `/product/${made.slug}`),
      accessory: (
        (await api.get(`/products/${owner.slug}/`)).json() as { accessories: { id: number }[] }
      ).accessories.some((row) => row.id === made.id),
      accessories: (
        (await api.get(`/accesories/?product=${owner.id}`)).json() as { products: { id: number }[] }
      ).products.some((row) => row.id === made.id),
      sitemap: JSON.stringify((await api.get('/pages/sitemap/')).json()).includes(`/product/${made.slug}"`),
    });
    expect(await found()).toEqual({
      page: 200,
      byId: 200,
      listed: true,
      searched: true,
      accessory: true,
      accessories: true,
      sitemap: true,
    });

    product(await patch(made.id, { version: made.version, visible: false }));
    expect(await found()).toEqual({
      page: 404,
      byId: 404,
      listed: false,
      searched: false,
      accessory: false,
      accessories: false,
      sitemap: false,
    });
    const refused = await addToCart(await visitor(), made.id);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json() as object)).toEqual(['product_id']);
    const kept = await cartOf(holder);
    expect(kept.items.map((item) => item.product_id)).toEqual([made.id]);
  });

  it('prices a cart’s delivery by the product’s own class over its family’s', async () => {
    const made = await created({ price: 2000 });
    const v = await visitor();
    expect((await addToCart(v, made.id)).statusCode).toBe(201);
    const byFamily = await cartOf(v);
    expect(byFamily.items[0]?.delivery_class).toBe('accessory');
    expect(byFamily.totals.delivery).toBe(890);

    product(await patch(made.id, { version: made.version, delivery_class: 'large' }));
    const own = await cartOf(v);
    expect(own.items[0]?.delivery_class).toBe('large');
    expect(own.totals.delivery).toBe(4900);
    expect(own.totals.grand_total).toBe(2000 + 4900);
  });
});
