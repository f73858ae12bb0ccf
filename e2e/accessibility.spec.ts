import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { openDialog, wcagViolations } from './wcag';

const violations = wcagViolations;

for (const path of ['/', '/ru', '/despre-noi', '/ru/nu-exista']) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await openPage(page, path);
    expect(await violations(page)).toEqual([]);
  });
}

test('an open mega-menu and an open modal have no WCAG A/AA violations', async ({ page }) => {
  await openPage(page, '/');
  const trigger = page
    .getByRole('navigation', { name: 'Meniul principal' })
    .getByRole('button', { name: 'Ferestre' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // The page around them is scanned by the tests above.
  expect(await violations(page, 'header')).toEqual([]);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Comandă un apel' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page, openDialog)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 760 }, isMobile: true, hasTouch: true });

  test('the open slide-in menu has no WCAG A/AA violations', async ({ page }) => {
    await openPage(page, '/ru');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page, openDialog)).toEqual([]);
  });
});
