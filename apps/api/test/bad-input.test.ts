import { describe, expect, it } from 'vitest';
import { frontendKey, useApi } from './support/api';
import { engines } from './support/databases';
import { signedInStaff } from './support/staff';

const endpoints = [
  '/pages/home-page/',
  '/menu/nav',
  '/menu/links',
  '/pages/footer-page',
  '/pages/info-page',
  '/pages/seo-content/detail/',
];

// Odd things clients and scanners send: repeated and bracketed keys, control and non-Latin characters,
// encodings that do not decode, and very long values.
const oddQueries = [
  '?page_type=index&page_type=about',
  '?page_type[]=index',
  '?page_type[a]=b',
  '?page_type=%00',
  '?page_type=%E0%A4%A',
  '?page_type=%ZZ',
  `?page_type=${'x'.repeat(5000)}`,
  '?page_type=ИНДЕКС',
  '?=&&=&page_type',
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
];

const oddHeaders: Record<string, string>[] = [
  { 'accept-language': ';;;q=abc,,,' },
  { 'accept-language': 'x'.repeat(3000) },
  { 'accept-language': 'ru;q=2, ro;q=-1' },
  { 'content-type': 'application/json' },
  { 'content-type': 'multipart/form-data; boundary=x' },
];

describe.each(engines)('bad input on $name', (engine) => {
  const api = useApi(engine);

  it('never answers odd queries or headers with a 500', async () => {
    for (const endpoint of endpoints) {
      for (const query of oddQueries) {
        const response = await api.get(endpoint + query);
        expect(response.statusCode, endpoint + query).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json(), endpoint + query).toBeTypeOf('object');
      }
      for (const headers of oddHeaders) {
        const response = await api.inject({
          method: 'GET',
          url: endpoint,
          headers: { 'x-frontend-key': frontendKey, ...headers },
        });
        expect(response.statusCode, `${endpoint} ${JSON.stringify(headers).slice(0, 80)}`).toBeLessThan(500);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a repeated or bracketed page_type with a field error', async () => {
    for (const query of [
      '?page_type=index&page_type=about',
      '?page_type[]=index',
      `?page_type=${'x'.repeat(5000)}`,
    ]) {
      const response = await api.get(`/pages/seo-content/detail/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toHaveProperty('page_type');
    }
  });

  it('names a prototype key of a strict query as unknown, as any other key', async () => {
    const admin = await signedInStaff(api, 'admin');
    for (const key of ['__proto__', 'constructor']) {
      const response = await admin.request({ method: 'GET', url: `/admin/api/staff?${key}=1` });
      expect(response.statusCode, key).toBe(400);
      expect(JSON.parse(response.body), key).toEqual(JSON.parse(`{"${key}": ["Câmp necunoscut."]}`));
    }
  });

  it('answers a path Fastify cannot route (bad encoding, a parameter too long) in its own words', async () => {
    for (const [url, status] of [
      ['/categories/%C0%AE/', 400],
      [`/categories/${'a'.repeat(150)}/`, 414],
    ] as const) {
      const response = await api.inject({
        method: 'GET',
        url,
        headers: { 'x-frontend-key': frontendKey, 'accept-language': 'ru' },
      });
      expect(response.statusCode, url).toBe(status);
      expect(response.json(), url).toEqual({ detail: 'Некорректный запрос.' });
    }
  });
});
