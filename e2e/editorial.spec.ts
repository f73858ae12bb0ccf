import { expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';
import { openDialog, pageContent, wcagViolations } from './wcag';

// The blog (tabs, pages, articles), promotions, vacancies and works, as a visitor uses them.

const cardIds = (page: Page, attribute: string) =>
  page
    .locator(`main [${attribute}]`)
    .evaluateAll((cards, name) => cards.map((card) => card.getAttribute(name)), attribute);

test('blog tabs: choosing a tab changes the address, the cards and the marked tab', async ({ page }) => {
  await openPage(page, '/blog');
  const tabs = page.getByRole('navigation', { name: 'Categorii de articole' });
  await expect(tabs.getByRole('link', { name: 'Generale' })).toHaveAttribute('aria-current', 'page');
  const allIds = await cardIds(page, 'data-article-id');
  expect(allIds.length).toBe(6);

  await tabs.getByRole('link', { name: 'Tehnologii' }).click();
  await expect(page).toHaveURL(/\/blog\?tab=\d+$/);
  await expect(tabs.getByRole('link', { name: 'Tehnologii' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Generale' })).not.toHaveAttribute('aria-current', 'page');
  const cards = page.getByTestId('article-grid').locator('article');
  await expect(cards).not.toHaveCount(6);
  for (const card of await cards.all()) await expect(card).toContainText('Tehnologii');
  expect(await cardIds(page, 'data-article-id')).not.toEqual(allIds);
});

test('blog pages: the next page shows other articles, back returns to the first', async ({ page }) => {
  await openPage(page, '/blog');
  const first = await cardIds(page, 'data-article-id');
  const pager = page.getByRole('navigation', { name: 'Paginile articolelor' });
  await expect(pager.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');

  await expect(pager.getByRole('link', { name: 'Pagina următoare' })).toHaveAttribute('rel', 'next');
  await expect(pager.getByRole('link', { name: 'Pagina anterioară' })).toHaveCount(0);
  await pager.getByRole('link', { name: 'Pagina următoare' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pager.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('link', { name: 'Pagina anterioară' })).toHaveAttribute('rel', 'prev');
  const second = await cardIds(page, 'data-article-id');
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((id) => first.includes(id))).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => cardIds(page, 'data-article-id')).toEqual(first);
});

test('a list address that is no page of ours is the 404 page, not an error', async ({ page }) => {
  for (const path of ['/blog?page=99', '/blog?tab=abc', '/blog?tab=999', '/blog/999999', '/lucrari?page=0']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test("a list page past the last is a 404 with the not-found page's robots meta only", async ({ page }) => {
  // The list's own 'index, follow' (or 'noindex, nofollow') used to come along with the 404's 'noindex' (issue 20).
  for (const path of [
    '/blog?tab=1&page=2',
    '/ru/blog?page=9',
    '/lucrari?page=9',
    '/search?search=fereastra&page=50',
    '/ferestre?page=99',
    '/ferestre/ferestre-pvc?page=99',
  ]) {
    const response = await openPage(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(/pierdut|заблудились/);
    await expect(page.locator('meta[name="robots"]'), path).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
  }
});

test("the README's blog examples are pages: a tab, and the second page of all articles", async ({ page }) => {
  for (const path of ['/blog?tab=1', '/blog?page=2']) {
    expect((await openPage(page, path))?.status(), path).toBe(200);
    await expect(page.getByTestId('article-grid').getByRole('article').first(), path).toBeVisible();
  }
});

test('an article opens from its card and stays the same article in Russian', async ({ page }) => {
  await openPage(page, '/blog');
  const card = page.getByTestId('article-grid').locator('article').first();
  const id = await card.getAttribute('data-article-id');
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/blog/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const crumbs = page.getByRole('navigation', { name: 'Cale de navigare' });
  await expect(crumbs.getByRole('link', { name: 'Blog' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Limba site-ului' }).selectOption({ label: 'Русский' });
  await expect(page).toHaveURL(new RegExp(`/ru/blog/${id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator(`article[data-article-id="${id}"]`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
  await expect(page.getByRole('link', { name: 'Назад в блог' })).toHaveAttribute('href', '/ru/blog');
});

test('a promotion opens from the promotions list', async ({ page }) => {
  await openPage(page, '/promotii');
  const cards = page.getByTestId('promo-grid').locator('article');
  await expect(cards).toHaveCount(3);
  const first = cards.first();
  const id = await first.getAttribute('data-promo-id');
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/promotii/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('link', { name: 'Toate promoțiile' })).toBeVisible();

  await openPage(page, `/ru/aktsii/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
});

test('applying for a vacancy opens the contact modal; Escape closes it', async ({ page }) => {
  await openPage(page, '/posturi-vacante');
  const vacancy = page.locator('[data-vacancy-id]').first();
  const title = (await vacancy.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const duties = vacancy.locator('details', { has: page.getByRole('heading', { name: 'Responsabilități' }) });
  await duties.locator('summary').click();
  await expect(duties).toHaveJSProperty('open', true);

  const apply = vacancy.getByRole('button', { name: 'Aplică' });
  await apply.click();
  const dialog = page.getByRole('dialog', { name: `Aplicare: ${title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(dialog.getByRole('link', { name: /\+373/ })).toHaveAttribute('href', /^tel:\+373/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();
});

test('the works page shows the portfolio over two pages and the process steps', async ({ page }) => {
  await openPage(page, '/lucrari');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucrările noastre');
  const grid = page.getByTestId('work-grid').locator('article');
  await expect(grid).toHaveCount(6);
  await expect(page.getByTestId('work-steps').locator('li')).toHaveCount(6);
  const first = await cardIds(page, 'data-work-id');

  const pager = page.getByRole('navigation', { name: 'Paginile proiectelor' });
  await pager.getByRole('link', { name: 'Pagina 2' }).click();
  await expect(page).toHaveURL(/\/lucrari\?page=2#portfolio$/);
  await expect(pager.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  const second = await cardIds(page, 'data-work-id');
  expect(second.length).toBeGreaterThan(0);
  expect(new Set([...first, ...second]).size).toBeGreaterThanOrEqual(8);

  await openPage(page, '/ru/raboty');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Наши работы');
});

test('the editorial pages and the open contact modal have no WCAG A/AA violations', async ({ page }) => {
  // Seven pages, each loaded and scanned by axe: more than the default 30 s on a busy 2-core machine.
  test.slow();
  const violations = () => wcagViolations(page, pageContent);
  for (const path of ['/blog', '/ru/blog?page=2', '/blog/1', '/promotii', '/ru/aktsii/1', '/lucrari']) {
    await openPage(page, path);
    expect(await violations(), path).toEqual([]);
  }
  await openPage(page, '/ru/vakansii');
  await page.getByRole('button', { name: 'Откликнуться' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await wcagViolations(page, openDialog)).toEqual([]);
});
