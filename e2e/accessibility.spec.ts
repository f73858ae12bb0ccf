import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';

// WCAG 2.1 A and AA rules, as axe-core checks them on the rendered page.
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
  expect(await violations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Comandă un apel' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 760 }, isMobile: true, hasTouch: true });

  test('the open slide-in menu has no WCAG A/AA violations', async ({ page }) => {
    await openPage(page, '/ru');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
