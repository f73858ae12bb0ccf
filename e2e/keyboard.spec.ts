import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

test('the menu works from the keyboard: Enter opens, Escape closes and returns focus', async ({ page }) => {
  await openPage(page, '/');
  const trigger = page
    .getByRole('navigation', { name: 'Meniul principal' })
    .getByRole('button', { name: 'Uși' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await trigger.getAttribute('aria-controls')}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
});

test('the order-call modal traps focus, closes on Escape and unlocks the page', async ({ page }) => {
  await openPage(page, '/');
  const opener = page.getByRole('button', { name: 'Comandă un apel' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Comandă un apel' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /\+373/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  // Tabbing many times never reaches the page behind: past the last control the modal <dialog> lets focus
  // go to the browser's own controls (the document loses focus), then back to its first.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((node) => node.contains(document.activeElement) || !document.hasFocus()),
    ).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 760 }, isMobile: true, hasTouch: true });

  test('the call button shows the phone number to tap', async ({ page }) => {
    await openPage(page, '/ru');
    await page.getByRole('button', { name: 'Заказать звонок' }).click();
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: /\+373/ })).toHaveAttribute('href', /^tel:\+373/);
  });
});

test('the header phone shows the working hours on hover and on focus, and Escape hides them', async ({
  page,
}) => {
  await openPage(page, '/');
  const phone = page.getByRole('banner').getByRole('link', { name: /\+373/ });
  const hours = page.getByRole('tooltip').filter({ hasText: 'Program de lucru' });
  await expect(hours).toBeHidden();
  await expect(phone).toHaveAccessibleDescription(/Program de lucru/);

  await phone.hover();
  await expect(hours).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hours).toBeHidden();

  await page.mouse.move(0, 400);
  await phone.focus();
  await expect(hours).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hours).toBeHidden();
  await expect(phone).toBeFocused();
});

test('a click on the backdrop closes a modal', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Comandă un apel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comandă un apel' });
  await expect(dialog).toBeVisible();
  // Inside the dialog's box nothing happens; outside it, on the backdrop, the dialog closes.
  await dialog.getByRole('heading', { name: 'Comandă un apel' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});
