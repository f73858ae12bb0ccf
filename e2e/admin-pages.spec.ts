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

test("an editor changes an about page figure and the company's phone; the storefront shows both", async ({
  browser,
  page,
}) => {
  test.slow();
  const figure = { ru: 'установленных окон', changed: 'установленных окон и дверей' };
  // Read first, so the old texts sit in the storefront's cache.
  await openPage(page, '/ru/o-nas');
  const facts = page.getByRole('region', { name: 'Коротко о нас' });
  await expect(facts.getByText(figure.ru, { exact: true })).toBeVisible();

  const office = await signInToBackOffice(browser, await addStaff('editor'));
  await office.getByRole('menuitem', { name: 'Pagina „Despre noi”' }).click();
  const label = office.getByLabel('Sub cifră · Rusă').nth(4);
  await expect(label).toHaveValue(figure.ru, { timeout: 15_000 });
  expect(await wcagViolations(office)).toEqual([]);
  await label.fill(figure.changed);
  await office.getByRole('button', { name: 'Salvează' }).click();
  await expect(office.getByText('Element actualizat')).toBeVisible({ timeout: 15_000 });
  await expect(async () => {
    await openPage(page, '/ru/o-nas');
    await expect(page.getByRole('main').getByText(figure.changed, { exact: true })).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 30_000, intervals: [250] });

  await office.getByRole('menuitem', { name: 'Contactele companiei' }).click();
  const phone = office.getByLabel('Telefonul');
  await expect(phone).toHaveValue('+373 22 840 840', { timeout: 15_000 });
  expect(await wcagViolations(office)).toEqual([]);
  // Closing before opening is refused beside the field, in the editor's language, and nothing is saved.
  await office.getByLabel('Până la').fill('07:00');
  await office.getByRole('button', { name: 'Salvează' }).click();
  await expect(
    office.getByText('Ora de închidere trebuie să fie după ora de deschidere.').first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await office.getByLabel('Până la').fill('19:30');
  await phone.fill('+373 22 840 841');
  await office.getByRole('button', { name: 'Salvează' }).click();
  await expect(office.getByText('Element actualizat')).toBeVisible({ timeout: 15_000 });
  await expect(office.getByText('tel:+37322840841')).toBeVisible();
  await expect(async () => {
    await openPage(page, '/ru/');
    await expect(page.getByRole('contentinfo').locator('a[href="tel:+37322840841"]')).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 30_000, intervals: [250] });
});
