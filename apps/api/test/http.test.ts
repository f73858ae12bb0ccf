import { describe, expect, it } from 'vitest';
import { frontendKey, useApi } from './support/api';
import { engines } from './support/databases';

describe.each(engines)('HTTP behaviour on $name', (engine) => {
  const api = useApi(engine);

  describe('X-Frontend-Key', () => {
    it('answers 403 with a detail without the key', async () => {
      const response = await api.inject({ method: 'GET', url: '/menu/nav' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: expect.stringContaining('X-Frontend-Key') });
    });

    it('answers 403 with a wrong key, in the language asked for', async () => {
      const response = await api.inject({
        method: 'GET',
        url: '/pages/home-page/',
        headers: { 'x-frontend-key': 'guess', 'accept-language': 'ru-RU,ru;q=0.9' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toMatch(/^Доступ запрещён/);
    });

    it('lets health, docs, static files and the media library through without it', async () => {
      for (const url of ['/health', '/health/live', '/health/ready/', '/docs/json', '/static/flags/ro.svg'])
        expect((await api.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      // A picture nobody uploaded: not found, rather than refused for want of the key.
      const media = await api.inject({ method: 'GET', url: `/media/images/${'0'.repeat(32)}.png` });
      expect(media.statusCode).toBe(404);
    });

    it('is required on unknown paths too, then 404 with a detail', async () => {
      expect((await api.inject({ method: 'GET', url: '/no-such-thing' })).statusCode).toBe(403);
      const response = await api.get('/no-such-thing');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Nu a fost găsit.' });
      expect((await api.get('/no-such-thing', 'ru')).json()).toEqual({ detail: 'Не найдено.' });
    });
  });

  describe('Accept-Language', () => {
    it.each([
      ['ru', 'Окна'],
      ['ru-RU,ru;q=0.9,en;q=0.8', 'Окна'],
      ['ro', 'Ferestre'],
      ['de-DE', 'Ferestre'],
      ['', 'Ferestre'],
      ['en;q=1, ru;q=0.5', 'Окна'],
    ])('"%s" → first menu item %s', async (header, title) => {
      const response = await api.get('/menu/nav', header);
      expect(response.json()[0].title).toBe(title);
      expect(response.headers.vary).toContain('Accept-Language');
    });

    it('falls back to Romanian without the header', async () => {
      const response = await api.inject({
        method: 'GET',
        url: '/menu/links',
        headers: { 'x-frontend-key': frontendKey },
      });
      expect(response.headers['content-language']).toBe('ro');
      expect(response.json()[1].title).toBe('Promoții');
    });
  });

  describe('error bodies', () => {
    it('answers a bad query with field errors', async () => {
      const bad = await api.get('/pages/seo-content/detail/?page_type=nonsense');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ page_type: ['„nonsense” nu este o opțiune validă.'] });
      const missing = await api.get('/pages/seo-content/detail/', 'ru');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ page_type: ['Это поле обязательно.'] });
      const repeated = await api.get('/pages/seo-content/detail/?page_type=index&page_type=about');
      expect(repeated.statusCode).toBe(400);
      expect(Object.keys(repeated.json())).toEqual(['page_type']);
    });

    it('never answers a malformed body with a 500', async () => {
      for (const [contentType, payload] of [
        ['application/json', '{"broken": '],
        ['application/json', ''],
        ['application/x-www-form-urlencoded', 'a=1'],
        ['text/plain', 'hello'],
      ] as const) {
        const response = await api.inject({
          method: 'POST',
          url: '/menu/nav',
          headers: { 'x-frontend-key': frontendKey, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode, `${contentType} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toHaveProperty('detail');
      }
    });

    it('answers a wrong method with 405 and the methods that work', async () => {
      for (const url of ['/menu/nav', '/pages/home-page', '/pages/home-page/']) {
        const response = await api.inject({
          method: 'DELETE',
          url,
          headers: { 'x-frontend-key': frontendKey, 'accept-language': 'ru' },
        });
        expect(response.statusCode, url).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
        expect(response.json()).toEqual({ detail: 'Метод «DELETE» не разрешён.' });
      }
      const unknown = await api.inject({
        method: 'DELETE',
        url: '/menu/nowhere',
        headers: { 'x-frontend-key': frontendKey },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('ignores unknown query parameters', async () => {
      const response = await api.get('/menu/links?utm_source=x&id=5');
      expect(response.statusCode).toBe(200);
    });
  });

  it.each([
    ['/pages/home-page/', '/pages/home-page'],
    ['/menu/nav', '/menu/nav/'],
    ['/menu/links', '/menu/links/'],
    ['/pages/footer-page', '/pages/footer-page/'],
    ['/pages/info-page', '/pages/info-page/'],
    ['/pages/seo-content/detail/?page_type=index', '/pages/seo-content/detail?page_type=index'],
  ])('answers %s and %s alike', async (withSlash, without) => {
    const [a, b] = await Promise.all([api.get(withSlash), api.get(without)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
  });

  it('reports health after asking the database', async () => {
    const response = await api.inject({ method: 'GET', url: '/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends security headers and CORS only for the storefront origin', async () => {
    const allowed = await api.inject({
      method: 'GET',
      url: '/menu/links',
      headers: { 'x-frontend-key': frontendKey, origin: 'http://localhost:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    expect(allowed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(allowed.headers['strict-transport-security']).toBeDefined();
    const preflight = await api.inject({
      method: 'OPTIONS',
      url: '/menu/links',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-frontend-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/X-Frontend-Key/i);
    const stranger = await api.inject({
      method: 'GET',
      url: '/menu/links',
      headers: { 'x-frontend-key': frontendKey, origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });

  it('refuses bodies over 1 MiB without a 500', async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/menu/nav',
      headers: { 'x-frontend-key': frontendKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(1_100_000) }),
    });
    // The limit is checked while reading, before any route or method decides (a body-taking route would
    // answer the same way).
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: expect.stringContaining('1048576') });
  });

  describe('static files', () => {
    it('serves flags and pictures with cache headers', async () => {
      const response = await api.inject({ method: 'GET', url: '/static/categories/window.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(response.headers.etag).toBeDefined();
    });

    it('answers a missing file with 404 and a path escape with 403/404, never the file', async () => {
      expect((await api.inject({ method: 'GET', url: '/static/nope.svg' })).statusCode).toBe(404);
      for (const url of [
        '/static/../package.json',
        '/static/%2e%2e/package.json',
        '/static/..%2f..%2fpackage.json',
      ]) {
        const response = await api.inject({ method: 'GET', url });
        expect([403, 404], url).toContain(response.statusCode);
        expect(response.json(), url).toHaveProperty('detail');
      }
    });

    it('cannot be used to reach keyed routes without the key', async () => {
      for (const url of [
        '/static/../menu/nav',
        '/docs/../menu/nav',
        '/static/%2e%2e/menu/nav',
        '/health/../menu/nav',
      ]) {
        const response = await api.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.body, url).not.toContain('Ferestre');
      }
    });

    it('serves every image the seeded data points at', async () => {
      const [home, nav] = await Promise.all([api.get('/pages/home-page/'), api.get('/menu/nav')]);
      const files = [
        ...home.json().available_languages.map((language: { flag: string }) => language.flag),
        ...home.json().products_category.items.map((item: { image: { file: string } }) => item.image.file),
        ...nav
          .json()
          .flatMap((item: { banner: { image: { file: string } } | null }) => item.banner?.image.file ?? []),
      ];
      expect(files.length).toBeGreaterThan(10);
      for (const file of files)
        expect((await api.inject({ method: 'GET', url: file })).statusCode, file).toBe(200);
    });
  });

  describe('OpenAPI', () => {
    it('lists every route with its schemas', async () => {
      const document = (await api.inject({ method: 'GET', url: '/docs/json' })).json();
      expect(document.openapi).toMatch(/^3\./);
      for (const path of [
        '/health',
        '/menu/nav',
        '/menu/links',
        '/pages/home-page/',
        '/pages/footer-page',
        '/pages/info-page',
        '/pages/seo-content/detail/',
      ])
        expect(document.paths, path).toHaveProperty([path, 'get']);
      const seo = document.paths['/pages/seo-content/detail/'].get;
      expect(seo.parameters).toContainEqual(
        expect.objectContaining({ name: 'page_type', in: 'query', required: true }),
      );
      expect(document.components.securitySchemes.frontendKey).toMatchObject({
        in: 'header',
        name: 'X-Frontend-Key',
      });
    });

    it('serves the interactive reference with a policy that lets it run', async () => {
      const page = await api.inject({ method: 'GET', url: '/docs' });
      const html =
        page.statusCode === 302
          ? await api.inject({ method: 'GET', url: page.headers.location as string })
          : page;
      expect(html.statusCode).toBe(200);
      expect(html.body).toContain('swagger-ui');
      const policy = String(html.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('upgrade-insecure-requests');
    });
  });
});
