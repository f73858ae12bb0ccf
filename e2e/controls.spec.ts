import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

test("the language select is the platform's select: arrows and typing choose, the page follows", async ({
  page,
}) => {
  await openPage(page, '/contacte');
  const select = page.getByRole('combobox', { name: 'Limba site-ului' });
  await expect(select.locator('option:checked')).toHaveText('Română');

  // A closed select takes the arrows: the next language is Русский, and the same page opens in it.
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/ru\/kontakty$/);
  await page.locator('html[lang="ru"][data-hydrated]').waitFor({ state: 'attached' });

  // Type-ahead: 'r' moves to Română, and the Romanian page opens.
  await page.getByRole('combobox', { name: 'Язык сайта' }).focus();
  await page.keyboard.type('r');
  await expect(page).toHaveURL(/\/contacte$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 760 }, isMobile: true, hasTouch: true });

  test('footer columns fold into accordions that open and close', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.locator('footer');
    // A <details>: the summary holds the column's heading and toggles it.
    const column = footer.locator('details', { has: page.getByRole('heading', { name: 'Produse' }) });
    const toggle = column.locator('summary');
    await expect(column).toHaveJSProperty('open', false);
    await expect(column.getByRole('link').first()).toBeHidden();
    await toggle.click();
    await expect(column).toHaveJSProperty('open', true);
    await expect(column.getByRole('link').first()).toBeVisible();
    await toggle.click();
    await expect(column).toHaveJSProperty('open', false);
  });
});
