import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

test('sitemap.xml lists the pages of both languages with hreflang alternates', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml/);
  expect(xml).toContain('<urlset');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locs).toContain(`${baseURL}/`);
  expect(locs).toContain(`${baseURL}/ru`);
  expect(locs).toContain(`${baseURL}/despre-noi`);
  expect(locs).toContain(`${baseURL}/ru/o-nas`);
  // Stored pages: a product, a promotion by each language's slug, an info page.
  expect(locs.some((loc) => loc.startsWith(`${baseURL}/product/`))).toBe(true);
  expect(locs.some((loc) => loc.startsWith(`${baseURL}/ru/product/`))).toBe(true);
  expect(locs.some((loc) => /\/promotii\/\d+$/.test(loc))).toBe(true);
  expect(locs.some((loc) => /\/ru\/aktsii\/\d+$/.test(loc))).toBe(true);
  expect(locs.some((loc) => loc.includes('calculators'))).toBe(false);
  expect(new Set(locs).size).toBe(locs.length);
  // Every URL names its siblings in ro, ru and x-default.
  const urls = xml.split('<url>').slice(1);
  expect(urls.length).toBe(locs.length);
  for (const url of urls.slice(0, 40)) {
    for (const hreflang of ['ro', 'ru', 'x-default']) expect(url).toContain(`hreflang="${hreflang}"`);
  }
  expect(xml).toContain(`hreflang="ru" href="${baseURL}/ru/o-nas"`);
});

test('every kind of page in sitemap.xml answers 200 at exactly that address', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  // One address of each kind (by its path's shape) in both languages, plus an even sample of the rest.
  const shapes = [
    /\/product\//,
    /\/blog\/\d+$/,
    /\/(promotii|aktsii)\/\d+$/,
    /\/(contacte|kontakty)\/./,
    /\/info\//,
  ];
  const picked = new Set<string>();
  for (const shape of shapes) {
    for (const prefix of ['', '/ru']) {
      const loc = locs.find(
        (url) =>
          new URL(url).pathname.startsWith(`${prefix}/`) &&
          shape.test(url) &&
          (prefix || !/\/ru\//.test(url)),
      );
      if (loc) picked.add(loc);
    }
  }
  const step = Math.max(1, Math.floor(locs.length / 16));
  for (let index = 0; index < locs.length; index += step) picked.add(locs[index] ?? '');
  expect(picked.size).toBeGreaterThan(16);
  for (const loc of picked) {
    const response = await request.get(new URL(loc).pathname, { maxRedirects: 0 });
    expect(response.status(), loc).toBe(200);
  }
});

test('robots.txt keeps crawlers out while indexing is off, and names no sitemap then', async ({
  request,
}) => {
  // playwright.config.ts starts the storefront with INDEXING=false.
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/User-Agent: \*/i);
  expect(robots).toMatch(/Disallow: \/\s*$/m);
  expect(robots).not.toMatch(/Sitemap:/i);
});

test('the home page describes the company as JSON-LD Organization with its opening hours', async ({
  page,
}) => {
  await openPage(page, '/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = blocks
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'Organization');
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Vitrina',
    foundingDate: '2011',
    telephone: expect.stringMatching(/^\+373\d{8}$/),
    email: expect.stringContaining('@'),
    address: { '@type': 'PostalAddress', addressCountry: 'MD' },
  });
  expect(organization.url).toMatch(/^https?:\/\/[^/]+\/$/);
  expect(organization.logo).toMatch(/^https?:\/\//);
  expect(organization.sameAs.length).toBeGreaterThan(0);
  expect(organization.openingHoursSpecification).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '08:30',
      closes: '19:30',
    },
  ]);
});

test('pages carry Open Graph and Twitter card tags in their language', async ({ page, baseURL }) => {
  await openPage(page, '/ru/o-nas');
  const meta = (property: string) => page.locator(`meta[property="${property}"]`);
  await expect(meta('og:title')).toHaveAttribute('content', /.+/);
  await expect(meta('og:url')).toHaveAttribute('content', `${baseURL}/ru/o-nas`);
  await expect(meta('og:locale')).toHaveAttribute('content', 'ru_RU');
  await expect(meta('og:locale:alternate')).toHaveAttribute('content', 'ro_RO');
  await expect(meta('og:site_name')).toHaveAttribute('content', 'Vitrina');
  await expect(meta('og:type')).toHaveAttribute('content', 'website');
  const image = await meta('og:image').first().getAttribute('content');
  expect(image).toMatch(/^https?:\/\/.+\.png$/);
  expect((await page.request.get(image ?? '')).status()).toBe(200);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

  await openPage(page, '/');
  await expect(meta('og:locale')).toHaveAttribute('content', 'ro_RO');
  // The home page's URL, with or without its trailing slash (Next.js writes the origin alone).
  await expect(meta('og:url')).toHaveAttribute('content', new RegExp(`^${baseURL}/?$`));
});

for (const [path, heading] of [
  ['/nu-exista-asa-ceva', 'Colaborare'],
  ['/ru/takoj-stranicy-net', 'Сотрудничество'],
] as const) {
  test(`a 404 page (${path}) still offers cooperation`, async ({ page }) => {
    const response = await openPage(page, path);
    expect(response?.status()).toBe(404);
    const offers = page.getByRole('region', { name: heading });
    await expect(offers).toBeVisible();
    await expect(offers.getByRole('article')).toHaveCount(4);
  });
}
