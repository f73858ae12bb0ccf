import { expect, test } from '@playwright/test';

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
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
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
