import { expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';
import { pageContent, wcagViolations } from './wcag';

// The site search as a visitor uses it: the header's overlay with suggestions, the search page with its
// results in pages, in Romanian and in Russian, over the seeded catalogue.

const overlayField = (page: Page) =>
  page.getByRole('dialog').getByRole('combobox', { name: /Căutați pe site|Поиск по сайту/ });
const results = (page: Page) => page.locator('main article[data-result-kind]');

test('from the header to a product: a suggestion while typing, Enter searches, a result opens', async ({
  page,
}) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Căutare' }).click();
  const field = overlayField(page);
  await expect(field).toBeFocused();
  // Without the diacritics of 'fereastră'.
  await field.pressSequentially('fereastra');
  const suggestions = page.getByRole('listbox', { name: 'Sugestii' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions.getByRole('option')).toHaveCount(5);
  await expect(suggestions.getByRole('option').first().locator('mark').first()).toHaveText(/fereastr/i);
  await expect(
    page.getByRole('dialog').getByRole('link', { name: /Vezi toate cele \d+ de rezultate/ }),
  ).toBeVisible();

  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?search=fereastra$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezultatele căutării');
  await expect(page.getByTestId('search-count')).toHaveText(/^\d+ de rezultate pentru „fereastra”$/);
  await expect(results(page)).toHaveCount(10);
  await expect(results(page).first().locator('mark').first()).toBeVisible();
  // The search page's own layout: the cooperation offers under the results.
  await expect(page.locator('#cooperation-offers-heading')).toBeVisible();

  const product = page.locator('main article[data-result-kind="product"] h2 a').first();
  const href = await product.getAttribute('href');
  expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
  const title = (await product.textContent()) ?? '';
  await product.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('arrows move through the suggestions and Enter opens the highlighted one', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Căutare' }).click();
  const field = overlayField(page);
  await field.pressSequentially('synego');
  const options = page.getByRole('listbox', { name: 'Sugestii' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await field.press('ArrowDown');
  await field.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  const title = ((await second.locator('span').first().textContent()) ?? '').trim();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product\/rehau-synego-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('in Russian: a Russian word in another case ending finds the windows, links stay Russian', async ({
  page,
}) => {
  await openPage(page, '/ru');
  await page.getByRole('button', { name: 'Поиск' }).click();
  const field = overlayField(page);
  await field.pressSequentially('окна');
  const suggestions = page.getByRole('listbox', { name: 'Подсказки' });
  // 'окна' finds 'окно' (another case ending), marked in the title.
  const product = suggestions
    .getByRole('option')
    .filter({ has: page.locator('mark', { hasText: /^окно$/i }) });
  await expect(product.first()).toContainText('Товар');
  await expect(suggestions.getByRole('option').first()).toContainText(/Товар|Категория|Статья|Акция/);
  await page.getByRole('dialog').getByRole('button', { name: 'Найти' }).click();

  await expect(page).toHaveURL(/\/ru\/search\?search=%D0%BE%D0%BA%D0%BD%D0%B0$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты поиска');
  await expect(page.getByTestId('search-count')).toHaveText(/^\d+ результат(а|ов)? по запросу «окна»$/);
  await expect(page).toHaveTitle(/Поиск: «окна»/);
  const first = results(page).locator('h2 a').first();
  await expect(first).toHaveAttribute('href', /^\/ru\//);
  await first.click();
  await expect(page).toHaveURL(/\/ru\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a typo still finds', async ({ page }) => {
  await openPage(page, '/search?search=fereasta');
  await expect(page.getByTestId('search-count')).toHaveText(/pentru „fereasta”/);
  expect(await results(page).count()).toBeGreaterThan(0);
  await expect(page.getByRole('combobox', { name: 'Căutați pe site' })).toHaveValue('fereasta');
});

test('Escape closes the overlay and gives focus back to the search button', async ({ page }) => {
  await openPage(page, '/');
  const button = page.getByRole('button', { name: 'Căutare' });
  await button.click();
  const field = overlayField(page);
  await field.pressSequentially('ușă');
  // The suggestions' options, not the header's language select's.
  await expect(page.getByRole('listbox', { name: 'Sugestii' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('pages of results keep the query; a page past the last is a 404', async ({ page }) => {
  await openPage(page, '/search?search=fereastra');
  const pager = page.getByRole('navigation', { name: 'Paginile rezultatelor' });
  await expect(pager.getByRole('link', { name: 'Pagina 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const firstPage = await results(page)
    .locator('h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await pager.getByRole('link', { name: 'Pagina 2', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?search=fereastra&page=2$/);
  await expect(pager.getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const secondPage = await results(page)
    .locator('h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);

  const response = await page.goto('/search?search=fereastra&page=999');
  expect(response?.status()).toBe(404);
});

test('nothing found, an empty and a too long query: a hint on the search page, never an error page', async ({
  page,
}) => {
  const nothing = await openPage(page, '/search?search=qqxxzzqqxx');
  expect(nothing?.status()).toBe(200);
  await expect(page.getByText('Nu am găsit nimic pentru „qqxxzzqqxx”.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Calculatoare de preț' })).toBeVisible();

  const empty = await openPage(page, '/search?search=');
  expect(empty?.status()).toBe(200);
  await expect(page.getByText('Scrieți ce căutați')).toBeVisible();

  const tooLong = await openPage(page, `/search?search=${'a'.repeat(101)}`);
  expect(tooLong?.status()).toBe(200);
  await expect(page.getByText('Căutarea este prea lungă: cel mult 100 de caractere.')).toBeVisible();
});

test('the search page: noindex, follow, and no WCAG violations', async ({ page }) => {
  await openPage(page, '/search?search=fereastra');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page).toHaveTitle(/Căutare: „fereastra”/);
  expect(await wcagViolations(page, pageContent)).toEqual([]);

  // With the suggestions open on the page's own field.
  const field = page.getByRole('combobox', { name: 'Căutați pe site' });
  await field.fill('');
  await field.pressSequentially('rehau');
  // The suggestions' options, not the header's language select's.
  await expect(page.getByRole('listbox', { name: 'Sugestii' }).getByRole('option').first()).toBeVisible();
  expect(await wcagViolations(page, pageContent)).toEqual([]);
});
