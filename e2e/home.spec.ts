import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { shortRows } from './grid-rows';
import { openPage } from './open-page';

test('the home page greets a visitor in Romanian at / and /ro', async ({ page }) => {
  for (const path of ['/', '/ro']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    const nav = page.getByRole('navigation', { name: 'Meniul principal' });
    await expect(nav.getByRole('button', { name: 'Ferestre' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()));
  }
});

test('the home page speaks Russian at /ru', async ({ page }) => {
  const response = await page.goto('/ru');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const nav = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(nav.getByRole('button', { name: 'Окна' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Links inside the Russian pages stay in Russian.
  const hrefs = await nav
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/ru(\/|$)/);
});

test('pages carry meta, canonical, hreflang and security headers', async ({ page }) => {
  const response = await page.goto('/ru/o-nas');
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  // A kept page is one document for every visitor, with no nonce: each of its inline scripts runs because its
  // hash is in the policy (docs/adr/0037), and an injected one would not.
  expect(scriptSrc).not.toContain("'nonce-");
  const inlineScripts = [
    ...((await response?.text()) ?? '').matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match) => match[1] ?? '')
    .filter((body) => body !== '');
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const body of inlineScripts) {
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();

  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ru\/o-nas$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ro"]')).toHaveAttribute('href', /\/despre-noi$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', /\/ru\/o-nas$/);

  const calculators = await page.goto('/calculators');
  expect(calculators?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

// The API the storefront under test reads (playwright.config.ts starts it), for the sections' real titles.
const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

async function homeData(request: APIRequestContext, locale: 'ro' | 'ru') {
  const response = await request.get(`${apiUrl}/pages/home-page/`, {
    headers: { 'X-Frontend-Key': 'vitrina-storefront', 'Accept-Language': locale },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, { title: string; items: { title: string }[] }>;
}

const sections = [
  'products_category',
  'advantages',
  'sale',
  'how_order',
  'our_works',
  'work_process',
  'achievements',
  'equipament',
  'other_services',
  'credit',
  'information_section',
  'parteners',
  'reviews',
  'faq',
];

for (const [locale, path] of [
  ['ro', '/'],
  ['ru', '/ru'],
] as const) {
  test(`every home section with data shows in ${locale}, then the cooperation offers`, async ({
    page,
    request,
  }) => {
    const home = await homeData(request, locale);
    await openPage(page, path);
    for (const name of sections) {
      const section = home[name];
      expect(section?.items.length, name).toBeGreaterThan(0);
      const band = page.locator(`#home-${name}`);
      const heading = band.getByRole('heading', { level: 2 });
      await expect(heading, name).toBeVisible();
      await expect(heading, name).toHaveText(section?.title ?? '');
      const first = section?.items[0]?.title ?? '';
      // Partners are logos: their name is the picture's text alternative.
      const card =
        name === 'parteners'
          ? band.getByRole('img', { name: first })
          : band.getByText(first, { exact: true });
      await expect(card.first(), name).toBeAttached();
    }
    for (const banners of ['offer', 'discount', 'service'])
      await expect(page.locator(`#home-banners-${banners} article`).first(), banners).toBeVisible();
    const cooperation = page.getByRole('region', { name: locale === 'ro' ? 'Colaborare' : 'Сотрудничество' });
    await expect(cooperation.getByRole('article')).toHaveCount(4);
    // Reviews show their rating as stars with a spoken value in half steps.
    await expect(
      page
        .locator('#home-reviews')
        .getByRole('img', { name: locale === 'ro' ? /^Nota \d(\.5)? din 5$/ : /^Оценка \d(\.5)? из 5$/ })
        .first(),
    ).toBeVisible();
  });
}

test('the hero greets with the banner, its call-back button opens the order-call form', async ({ page }) => {
  await openPage(page, '/');
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByRole('img')).toHaveAttribute('src', /^\/static\/banners\/.+\.svg$/);
  await expect(hero.getByText('anul fondării companiei')).toBeVisible();
  await expect(hero.getByText('8:30–19:30')).toBeVisible();
  await hero.getByRole('button', { name: 'Sunați-mă' }).click();
  await expect(page.getByRole('dialog', { name: 'Comandă un apel' })).toBeVisible();
});

test('the hero link goes to the calculators, in the visitor language, through the router', async ({
  page,
}) => {
  await openPage(page, '/ru');
  // The skip link is a jump within the page: the browser's, focus on the main content (docs/adr/0055).
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/\/ru#main$/);
  // A plain link of the page is followed by the client router: the document, and what it holds, stays.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
  await hero.getByRole('link', { name: 'Рассчитать цену' }).click();
  await expect(page).toHaveURL(/\/ru\/calculators$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('the FAQ opens and closes its answers', async ({ page }) => {
  await openPage(page, '/');
  const faq = page.locator('#home-faq');
  // Each question is a <details>; its summary holds the question.
  const questions = faq.locator('details');
  await expect(questions.first()).toHaveJSProperty('open', true);
  const second = questions.nth(1);
  const answer = second.locator('p');
  await expect(second).toHaveJSProperty('open', false);
  await expect(answer).toBeHidden();
  await second.locator('summary').click();
  await expect(second).toHaveJSProperty('open', true);
  await expect(answer).toBeVisible();
  await second.locator('summary').click();
  await expect(second).toHaveJSProperty('open', false);
  await expect(answer).toBeHidden();
});

test('every card grid of the home page fills its rows, from a phone to a wide screen', async ({ page }) => {
  for (const path of ['/', '/ru']) {
    await openPage(page, path);
    // Five advantages, six steps and figures, three promotions, two offers: none leaves a row half empty.
    for (const width of [375, 768, 992, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await shortRows(page.locator('main')), `${path} at ${width} px`).toEqual([]);
    }
  }
});
