import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { pageContent, wcagViolations } from './wcag';

test('from home through the mega-menu to a sub-category and a product, then the same product in Russian', async ({
  page,
}) => {
  await openPage(page, '/');
  const nav = page.getByRole('navigation', { name: 'Meniul principal' });
  const trigger = nav.getByRole('button', { name: 'Porți' });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await panel.getByRole('link', { name: 'Porți secționale', exact: true }).click();

  await expect(page).toHaveURL(/\/porti\/porti-sectionale$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porți secționale');
  const crumbs = page.getByRole('navigation', { name: 'Cale de navigare' });
  await expect(crumbs.getByRole('link', { name: 'Porți', exact: true })).toHaveAttribute('href', '/porti');
  const products = page.getByRole('region', { name: 'Produse' });
  await expect(products.getByRole('article')).toHaveCount(3);

  await products.getByRole('link', { name: 'Poartă secțională DoorHan 2500 × 2125' }).click();
  await expect(page).toHaveURL(/\/product\/poarta-sectionala-doorhan-2500$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poartă secțională DoorHan 2500 × 2125');
  await expect(page.getByTestId('product-price')).toHaveText(/^de la 1\.150\s€$/);
  await expect(page.getByRole('table').getByRole('rowheader', { name: 'Garanție' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Porți secționale' })).toHaveAttribute(
    'href',
    '/porti/porti-sectionale',
  );
  // The gates family has a calculator (docs/product.md §2: menu id 8 → /calculators/gates).
  await expect(page.getByRole('link', { name: 'Deschide calculatorul' }).first()).toHaveAttribute(
    'href',
    '/calculators/gates',
  );
  const accessories = page.getByRole('region', { name: 'Accesorii potrivite' });
  await expect(accessories.getByRole('article')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Limba site-ului' }).selectOption({ label: 'Русский' });
  await expect(page).toHaveURL(/\/ru\/product\/poarta-sectionala-doorhan-2500$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Секционные ворота DoorHan 2500 × 2125');
  await expect(page.getByTestId('product-price')).toHaveText(/^от 1\s150\s€$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Навигационная цепочка' })
      .getByRole('link', { name: 'Ворота', exact: true }),
  ).toHaveAttribute('href', '/ru/porti');
});

test('the order-call button of a product page opens the call modal', async ({ page }) => {
  await openPage(page, '/product/fereastra-pvc-confort');
  await page.getByRole('main').getByRole('button', { name: 'Comandă un apel' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('category and product pages answer 200 in both languages, with structured data', async ({ request }) => {
  for (const path of [
    '/ferestre',
    '/ru/ferestre',
    '/ferestre/ferestre-pvc',
    '/ru/ferestre/ferestre-pvc',
    '/category/jaluzele-plisate',
    '/ru/category/jaluzele-plisate',
    '/product/glaf-pvc-250',
    '/ru/product/glaf-pvc-250',
    '/ro/product/glaf-pvc-250',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('"@type":"BreadcrumbList"');
  }
  const product = await (await request.get('/product/glaf-pvc-250')).text();
  expect(product).toContain('"@type":"Product"');
  expect(product).toContain('"price":"12.50","priceCurrency":"EUR"');
  expect(product).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/static\/catalog\/sill\.svg"/);
  expect(product).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/product\/glaf-pvc-250"/);
});

test('a top-level category lists its sub-categories and pages through its products', async ({ page }) => {
  await openPage(page, '/ferestre');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ferestre');
  const subcategories = page.getByRole('region', { name: 'Categorii' });
  await expect(subcategories.getByRole('link', { name: 'Ferestre PVC', exact: true })).toHaveAttribute(
    'href',
    '/ferestre/ferestre-pvc',
  );
  const pages = page.getByRole('navigation', { name: 'Paginile produselor' });
  await pages.locator('a[href="/ferestre?page=2"]:not([rel])').click();
  await expect(page).toHaveURL(/\/ferestre\?page=2$/);
  await expect(page.getByRole('region', { name: 'Produse' }).getByRole('article').first()).toBeVisible();
});

test('unknown products, categories and mismatched pairs are 404 pages', async ({ page, request }) => {
  for (const path of [
    '/product/nu-exista',
    '/ru/product/nu-exista',
    '/category/nu-exista',
    '/porti/ferestre-pvc',
    '/ferestre-pvc',
    '/ferestre?page=99',
    '/ferestre?page=abc',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const response = await openPage(page, '/product/nu-exista');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se pare că te-ai pierdut.');
});

for (const path of [
  '/ferestre',
  '/ru/usi/usi-interioare',
  '/product/glaf-pvc-250',
  '/ru/product/fereastra-pvc-confort',
]) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await openPage(page, path);
    expect(await wcagViolations(page, pageContent)).toEqual([]);
  });
}
