import { SITEMAP_KINDS, sitemapEntry } from '@vitrina/contract';
import { localizedSlugs, policySlugs } from '@vitrina/locale';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useApi } from './support/api';
import { engines } from './support/databases';

const entries = z.array(sitemapEntry.strict());

describe.each(engines)('GET /pages/sitemap/ on $name', (engine) => {
  const api = useApi(engine);

  const read = async (query = '', locale = 'ro') => {
    const response = await api.get(`/pages/sitemap/${query}`, locale);
    expect(response.statusCode, query).toBe(200);
    return entries.parse(response.json());
  };

  it('lists every kind of stored page, each with a path in ro and ru', async () => {
    const all = await read();
    expect(new Set(all.map((entry) => entry.kind))).toEqual(new Set(SITEMAP_KINDS));
    for (const entry of all) {
      expect(Object.keys(entry.paths).sort()).toEqual(['ro', 'ru']);
      for (const path of Object.values(entry.paths)) {
        expect(path).toMatch(/^\/[^/?#\s]/);
        expect(path, 'no locale prefix').not.toMatch(/^\/(ro|ru)(\/|$)/);
      }
    }
    const paths = all.flatMap((entry) => [entry.paths.ro, `ru:${entry.paths.ru}`]);
    expect(new Set(paths).size, 'no page twice').toBe(paths.length);
  });

  it('has as many pages of each kind as the tables hold', async () => {
    const [counts] = await api.database.rows<Record<string, number>>(sql`select
      (select count(*)::int from categories where parent_id is null) as category,
      (select count(*)::int from categories where parent_id is not null) as subcategory,
      (select count(*)::int from products) as product, (select count(*)::int from articles) as article,
      (select count(*)::int from promos) as promo,
      (select count(*)::int from policy_pages where language <> 'ru') as policy`);
    const all = await read();
    for (const [kind, count] of Object.entries(counts ?? {}))
      expect(
        all.filter((entry) => entry.kind === kind),
        kind,
      ).toHaveLength(count);
    // The Romanian and Russian texts are one page at each language's own slug; the other variants are
    // served under both storefront locales (docs/product.md §2).
    const policies = all.filter((entry) => entry.kind === 'policy').map((entry) => entry.paths);
    expect(policies).toContainEqual({ ro: `/${policySlugs.ro}`, ru: `/${policySlugs.ru}` });
    for (const language of ['en', 'fr', 'it'] as const)
      expect(policies).toContainEqual({ ro: `/${policySlugs[language]}`, ru: `/${policySlugs[language]}` });
  });

  it('translates the slugs of translated pages and keeps language-neutral ones', async () => {
    const all = await read();
    const promo = all.find((entry) => entry.kind === 'promo');
    expect(promo?.paths.ro).toMatch(new RegExp(`^/${localizedSlugs.promos.ro}/\\d+$`));
    expect(promo?.paths.ru).toMatch(new RegExp(`^/${localizedSlugs.promos.ru}/\\d+$`));
    const branch = all.find((entry) => entry.kind === 'branch');
    expect(branch?.paths.ro.startsWith(`/${localizedSlugs.contacts.ro}/`)).toBe(true);
    expect(branch?.paths.ru.startsWith(`/${localizedSlugs.contacts.ru}/`)).toBe(true);
    const info = all.filter((entry) => entry.kind === 'info');
    expect(info).toContainEqual({
      kind: 'info',
      paths: { ro: '/info/livrare-si-montaj', ru: '/info/dostavka-i-montazh' },
      lastmod: null,
    });
    for (const entry of all.filter((e) => ['category', 'subcategory', 'product'].includes(e.kind)))
      expect(entry.paths.ru).toBe(entry.paths.ro);
    for (const article of all.filter((entry) => entry.kind === 'article'))
      expect(article.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists info pages, except one that is the privacy policy under another address', async () => {
    const policies = Object.values(policySlugs).map((slug) => `/info/${slug}`);
    const info = await read('?kind=info');
    expect(info.length).toBeGreaterThanOrEqual(3);
    for (const entry of info)
      for (const path of Object.values(entry.paths)) expect(policies).not.toContain(path);
  });

  it('leaves dealers and the about texts out: they have no page of their own', async () => {
    const [dealer] = await api.database.rows<{ slug: string }>(
      sql`select slug from branches where kind = 'dealer' limit 1`,
    );
    const branchPaths = (await read('?kind=branch')).map((entry) => entry.paths.ro);
    if (dealer) expect(branchPaths).not.toContain(`/${localizedSlugs.contacts.ro}/${dealer.slug}`);
    const about = (await read('?kind=content')).map((entry) => entry.paths.ro);
    expect(about).not.toContain(`/${localizedSlugs.about.ro}`);
  });

  it('answers the same whatever the language asked for', async () => {
    expect(await read('', 'ru')).toEqual(await read('', 'ro'));
  });

  it.each(SITEMAP_KINDS)('narrows the list to ?kind=%s', async (kind) => {
    const some = await read(`?kind=${kind}`);
    expect(some.length).toBeGreaterThan(0);
    for (const entry of some) expect(entry.kind).toBe(kind);
  });

  it.each(['?kind=products', '?kind=', '?kind=CATEGORY'])(
    'answers 400 with a field error for %s',
    async (query) => {
      const response = await api.get(`/pages/sitemap/${query}`);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(Object.keys(body)).toEqual(['kind']);
      expect(body.kind[0]).toEqual(expect.any(String));
    },
  );

  it('answers 400 in the language asked for', async () => {
    const ro = (await api.get('/pages/sitemap/?kind=x', 'ro')).json();
    const ru = (await api.get('/pages/sitemap/?kind=x', 'ru')).json();
    expect(ru.kind[0]).not.toBe(ro.kind[0]);
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await api.inject({ method: 'GET', url: '/docs/json' })).json();
    const operation = document.paths['/pages/sitemap/']?.get;
    expect(operation?.parameters?.map((parameter: { name: string }) => parameter.name)).toContain('kind');
    expect(operation?.responses).toHaveProperty('200');
    expect(operation?.responses).toHaveProperty('400');
  });
});
