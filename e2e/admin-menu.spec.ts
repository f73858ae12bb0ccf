import { expect, type Page, test } from '@playwright/test';
import { addStaff, signInToBackOffice } from './back-office';
import { openPage } from './open-page';
import { wcagViolations } from './wcag';

// The menu edited live (issue 18): an editor renames a link of the awnings' mega-menu in Russian, and the Russian
// storefront's menu shows it while the Romanian one keeps its own; then points the awnings' calculator button at
// another calculator, chosen from the list of those the storefront has. No other journey reads this item.

const link = {
  ro: 'Copertine cu braț articulat',
  ru: 'Локтевые маркизы',
  renamed: 'Локтевые маркизы с мотором',
};

/** The links of the mega-menu of `item`, opened by hovering it as a visitor does. */
async function megaMenuLinks(page: Page, path: string, navName: string, item: string) {
  await openPage(page, path);
  const trigger = page.getByRole('navigation', { name: navName }).getByRole('button', { name: item });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  return page.locator(`#${await trigger.getAttribute('aria-controls')}`).getByRole('link');
}

test('an editor renames a mega-menu link in Russian; the Russian menu shows it at once', async ({
  browser,
  page,
}) => {
  test.slow();
  // Read first, so the old menu sits in the storefront's cache.
  const before = await megaMenuLinks(page, '/ru/', 'Главное меню', 'Маркизы');
  await expect(before.filter({ hasText: link.ru }).first()).toBeVisible();

  const office = await signInToBackOffice(browser, await addStaff('editor'));
  await office.getByRole('menuitem', { name: 'Meniul de sus' }).click();
  await office.getByRole('row').filter({ hasText: 'Copertine' }).click();
  await office.getByRole('tab', { name: 'Coloanele' }).click();
  const russian = office.getByLabel('Textul legăturii · Rusă').first();
  await expect(russian).toHaveValue(link.ru, { timeout: 15_000 });
  expect(await wcagViolations(office)).toEqual([]);
  await russian.fill(link.renamed);
  await office.getByRole('button', { name: 'Salvează' }).click();
  await expect(office.getByText('Element actualizat')).toBeVisible({ timeout: 15_000 });

  const from = Date.now();
  await expect(async () => {
    const links = await megaMenuLinks(page, '/ru/', 'Главное меню', 'Маркизы');
    await expect(links.filter({ hasText: link.renamed })).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [250] });
  test.info().annotations.push({
    type: 'the Russian menu shows the change',
    description: `${(Date.now() - from) / 1000} s`,
  });
  const romanian = await megaMenuLinks(page, '/', 'Meniul principal', 'Copertine');
  await expect(romanian.filter({ hasText: link.ro })).toHaveCount(1);

  // The calculator button is chosen among the storefront's calculators, not typed.
  await office.getByRole('row').filter({ hasText: 'Copertine' }).click();
  await office.getByRole('tab', { name: 'Banner și calculator' }).click();
  const button = office.getByRole('combobox', { name: 'Butonul de calculator' });
  await expect(button).toHaveText('Copertine (/calculators/awning)', { timeout: 15_000 });
  expect(await wcagViolations(office)).toEqual([]);
  await button.click();
  await expect(
    office.getByRole('option', { name: 'Porți — Porți batante (/calculators/gates/swing)' }),
  ).toBeVisible();
  await office.getByRole('option', { name: 'Jaluzele (/calculators/blinds)' }).click();
  await office.getByRole('button', { name: 'Salvează' }).click();
  await expect(office.getByText('Element actualizat')).toBeVisible({ timeout: 15_000 });
  await expect(async () => {
    const links = await megaMenuLinks(page, '/', 'Meniul principal', 'Copertine');
    await expect(links.filter({ hasText: 'Calculează prețul' })).toHaveAttribute(
      'href',
      '/calculators/blinds',
      {
        timeout: 500,
      },
    );
  }).toPass({ timeout: 30_000, intervals: [250] });
});
