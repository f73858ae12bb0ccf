import { expect, type Page, test } from '@playwright/test';
import { addStaff, signInToBackOffice } from './back-office';
import { openPage } from './open-page';
import { wcagViolations } from './wcag';

// The storefront's own pages live (issue 18): an editor retitles a footer page in Russian in the back office and
// the page, kept in the storefront's data cache, shows it in Russian only; an address the storefront already
// answers is refused beside the field, and nothing is saved. The page is used by no other journey.

const service = { ro: 'Service și reparații', ru: 'Сервис и ремонт', renamed: 'Сервис и ремонт окон' };

/** Reloads `path` until its main heading reads `title` (the 5 s are timed by `npm run bench`). */
async function headingWithin(page: Page, path: string, title: string) {
  await expect(async () => {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [250] });
}

test('an editor retitles a footer page in Russian; the storefront shows it, and a fixed address is refused', async ({
  browser,
  page,
}) => {
  test.slow();
  // Read first, so the old title sits in the storefront's cache.
  await openPage(page, '/ru/servis-i-remont');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.ru);

  const office = await signInToBackOffice(browser, await addStaff('editor'));
  await office.getByRole('menuitem', { name: 'Pagini ale site-ului' }).click();
  await office.getByRole('row').filter({ hasText: service.ro }).click();
  const russian = office.getByLabel('Titlul · Rusă');
  await expect(russian).toHaveValue(service.ru, { timeout: 15_000 });
  expect(await wcagViolations(office)).toEqual([]);
  await russian.fill(service.renamed);
  await office.getByRole('button', { name: 'Salvează' }).click();
  await expect(office.getByText('Element actualizat')).toBeVisible({ timeout: 15_000 });
  await headingWithin(page, '/ru/servis-i-remont', service.renamed);
  await headingWithin(page, '/service-reparatii', service.ro);

  await office.getByRole('row').filter({ hasText: service.ro }).click();
  const slug = office.getByLabel('Adresa paginii · Română');
  await expect(slug).toHaveValue('service-reparatii', { timeout: 15_000 });
  await slug.fill('cos');
  await office.getByRole('button', { name: 'Salvează' }).click();
  await expect(
    office.getByText('Adresa „cos” este a unei pagini fixe a magazinului; alegeți alta.').first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await office.reload();
  await expect(office.getByLabel('Adresa paginii · Română')).toHaveValue('service-reparatii', {
    timeout: 15_000,
  });
});
