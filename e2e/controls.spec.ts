import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

test('the language select opens from the keyboard, closes on Escape and on blur, and chooses by typing', async ({
  page,
}) => {
  await openPage(page, '/contacte');
  const button = page.getByRole('button', { name: /Limba site-ului/ });
  const listbox = page.getByRole('listbox', { name: 'Limba site-ului' });

  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(listbox).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(listbox).toBeHidden();

  // Choosing Русский opens the same page in Russian.
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ru\/kontakty$/);
  await page.locator('html[lang="ru"][data-hydrated]').waitFor({ state: 'attached' });

  // Type-ahead: 'r' moves to Română, and Enter goes back to the Romanian page.
  await page.getByRole('button', { name: /Язык сайта/ }).focus();
  await page.keyboard.press('ArrowDown');
  const russianList = page.getByRole('listbox', { name: 'Язык сайта' });
  await page.keyboard.type('r');
  const romanian = russianList.getByRole('option', { name: /Română/ });
  await expect(russianList).toHaveAttribute(
    'aria-activedescendant',
    (await romanian.getAttribute('id')) ?? '-',
  );
  await page.keyboard.press('Enter');
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
