import { type AdminCategory, adminCategory, adminPage } from '@vitrina/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogTexts } from '../src/modules/admin/catalog-messages';
import { auditEntries, token } from './support/admin';
import { useApi } from './support/api';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// Editing the category tree in the back office (issue 18): families and their sub-categories, shown on the
// storefront at once; a category still holding products or sub-categories is not deleted.

const fieldErrors = z.record(z.string(), z.array(z.string()));
const list = adminPage(adminCategory.strict());

describe.each(engines)('back-office categories ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api);

  const newCategory = (overrides: Record<string, unknown> = {}) => ({
    slug: `test-${token()}`,
    title: { ro: `Ferestre ${token()}`, ru: 'Тестовые окна' },
    description: { ro: 'Descriere.', ru: 'Описание.' },
    image: '/static/catalog/window.svg',
    ...overrides,
  });
  const create = (body: object, as = admin) =>
    as.request({ method: 'POST', url: '/admin/api/categories', payload: body });
  const patch = (id: number, body: object, as = admin) =>
    as.request({ method: 'PATCH', url: `/admin/api/categories/${id}`, payload: body });
  const remove = (category: AdminCategory, as = admin) =>
    as.request({ method: 'DELETE', url: `/admin/api/categories/${category.id}?version=${category.version}` });
  const category = (response: LightMyRequestResponse, status = 200): AdminCategory => {
    expect(response.statusCode, response.body).toBe(status);
    return adminCategory.strict().parse(response.json());
  };
  const created = async (overrides: Record<string, unknown> = {}, as = admin) =>
    category(await create(newCategory(overrides), as), 201);
  const errorsOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    return fieldErrors.parse(response.json());
  };

  it('adds a family and a sub-category, lists them as a tree and shows them on the storefront', async () => {
    const family = await created();
    const child = await created({ parent_id: family.id, position: 3, title: family.title });
    expect(family).toMatchObject({ parent_id: null, version: 1, products_count: 0, children_count: 0 });
    const reread = category(
      await admin.request({ method: 'GET', url: `/admin/api/categories/${family.id}` }),
    );
    expect(reread.children_count).toBe(1);
    expect(child).toMatchObject({ parent_id: family.id, position: 3 });

    // The tree's order: each family, then its sub-categories.
    const word = family.title.ro.split(' ')[1] ?? '';
    const tree = list.parse(
      (await admin.request({ method: 'GET', url: `/admin/api/categories?q=${word}` })).json(),
    );
    expect(tree.results.map((row) => row.id)).toEqual([family.id, child.id]);
    const children = list.parse(
      (await admin.request({ method: 'GET', url: `/admin/api/categories?parent_id=${family.id}` })).json(),
    );
    expect(children.results.map((row) => row.id)).toEqual([child.id]);
    const families = list.parse(
      (await admin.request({ method: 'GET', url: '/admin/api/categories?top=true&page_size=100' })).json(),
    );
    expect(families.results.every((row) => row.parent_id === null)).toBe(true);

    const page = await api.get(`/categories/${family.slug}/`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ children: [{ slug: child.slug }] });
    const [entry] = await auditEntries(admin, { entity: 'category', entity_id: child.id });
    expect(entry).toMatchObject({
      action: 'category.create',
      after: { slug: child.slug, parent_id: family.id },
    });
  });

  it('edits on the version read, and the later of two saves gets 409', async () => {
    const made = await created({}, editor);
    const renamed = category(await patch(made.id, { version: 1, title: { ro: 'Uși', ru: 'Двери' } }, editor));
    expect(renamed).toMatchObject({ version: 2, title: { ro: 'Uși', ru: 'Двери' } });
    const late = await patch(made.id, { version: 1, position: 9 });
    expect(late.statusCode, late.body).toBe(409);
    const [entry] = await auditEntries(admin, {
      entity: 'category',
      entity_id: made.id,
      action: 'category.update',
    });
    expect(entry).toMatchObject({ before: { title: made.title }, after: { title: { ro: 'Uși' } } });
  });

  it('refuses missing languages, bad or taken slugs, and a tree deeper than two levels', async () => {
    const texts = catalogTexts('ro');
    expect(errorsOf(await create(newCategory({ title: { ro: 'Uși', ru: ' ' } })))['title.ru']).toEqual([
      texts.missingIn.ru,
    ]);
    expect(errorsOf(await create(newCategory({ slug: 'usi_pvc' }))).slug).toEqual([texts.slugFormat]);
    expect(errorsOf(await create(newCategory({ slug: 'promotii' }))).slug?.[0]).toContain('promotii');
    expect(errorsOf(await create(newCategory({ slug: 'usi' }))).slug?.[0]).toContain('usi');
    expect(Object.keys(errorsOf(await create({ ...newCategory(), icon: 'x' })))).toEqual(['icon']);
    expect(errorsOf(await create(newCategory({ parent_id: 2_000_000_000 }))).parent_id?.[0]).toContain(
      '2000000000',
    );
    const family = await created();
    const child = await created({ parent_id: family.id });
    expect(errorsOf(await create(newCategory({ parent_id: child.id }))).parent_id).toEqual([
      texts.parentNotTop,
    ]);
    expect(errorsOf(await patch(family.id, { version: 1, parent_id: family.id })).parent_id).toEqual([
      texts.parentIsSelf,
    ]);
    const other = await created();
    expect(errorsOf(await patch(family.id, { version: 1, parent_id: other.id })).parent_id).toEqual([
      texts.hasChildren,
    ]);
  });

  it("refuses a top-level slug a page at /{slug} has in either language, in the member's language", async () => {
    // 'montaj' / 'montazh' are the seed's footer page "Montaj profesional" (docs/adr/0031).
    expect(errorsOf(await create(newCategory({ slug: 'montazh' }))).slug).toEqual([
      'Adresa „montazh” este a paginii „Montaj profesional” a site-ului; alegeți alta sau schimbați adresa paginii.',
    ]);
    const family = await created();
    const refused = await admin.request({
      method: 'PATCH',
      url: `/admin/api/categories/${family.id}`,
      headers: { 'accept-language': 'ru' },
      payload: { version: family.version, slug: 'montaj' },
    });
    expect(errorsOf(refused).slug).toEqual([
      'Адрес «montaj» принадлежит странице сайта «Профессиональный монтаж»; выберите другой или смените адрес страницы.',
    ]);
    // A sub-category answers /{family}/{slug}, never /{slug}: the page's slug is free for it, until it moves up.
    const child = await created({ parent_id: family.id, slug: 'montaj' });
    expect(errorsOf(await patch(child.id, { version: child.version, parent_id: null })).slug?.[0]).toContain(
      'Montaj profesional',
    );
    expect(
      (await admin.request({ method: 'GET', url: `/admin/api/categories/${family.id}` })).json(),
    ).toMatchObject({
      slug: family.slug,
    });
  });

  it('deletes an empty category only, on its version', async () => {
    const family = await created();
    const child = await created({ parent_id: family.id });
    const withChild = await remove(family);
    expect(withChild.statusCode, withChild.body).toBe(409);
    expect((withChild.json() as { detail: string }).detail).toContain('1');

    const product = await admin.request({
      method: 'POST',
      url: '/admin/api/products',
      payload: {
        slug: `test-${token()}`,
        title: { ro: 'Ușă', ru: 'Дверь' },
        description: { ro: 'Ușă.', ru: 'Дверь.' },
        price: 10_000,
        unit: 'piece',
        image: '/static/catalog/door.svg',
        category_ids: [child.id],
      },
    });
    expect(product.statusCode, product.body).toBe(201);
    const withProduct = await remove(child);
    expect(withProduct.statusCode).toBe(409);

    const empty = await created();
    expect((await remove({ ...empty, version: 7 })).statusCode).toBe(409);
    expect(category(await remove(empty)).id).toBe(empty.id);
    expect(
      (await admin.request({ method: 'GET', url: `/admin/api/categories/${empty.id}` })).statusCode,
    ).toBe(404);
    const [entry] = await auditEntries(admin, { entity: 'category', entity_id: empty.id });
    expect(entry).toMatchObject({ action: 'category.delete', after: null, before: { slug: empty.slug } });
  });

  it('keeps a manager out', async () => {
    const made = await created();
    for (const response of [
      await manager.request({ method: 'GET', url: '/admin/api/categories' }),
      await create(newCategory(), manager),
      await patch(made.id, { version: 1, position: 1 }, manager),
      await remove(made, manager),
    ])
      expect(response.statusCode, response.body).toBe(403);
  });
});
