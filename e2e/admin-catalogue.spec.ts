import { expect, type Page, test } from '@playwright/test';
import { addStaff, signInToBackOffice } from './back-office';
import { openPage } from './open-page';
import { wcagViolations } from './wcag';

// The catalogue and content live (issue 18, docs/adr/0027): an editor renames a product in Russian and retitles
// a promotion in the back office, and the storefront's pages — kept in its data cache — show both, each in its
// language only (within 5 s: timed by npm run bench). Neither is used by another journey, which run beside
// this one.

const product = { slug: 'veka-softline-82-trei-canaturi', ro: 'Fereastră Veka Softline 82 cu trei canaturi' };
const promo = { ru: 'Москитная сетка в подарок к каждому окну' };

/**
 * Reloads `path` until its main heading reads `title`. The 5 s the issue allows are timed by `npm run bench`
 * (bench/publish-live.mjs) on a quiet machine; beside another journey a page load alone can take seconds, so
 * this waits for the state and notes the time it took.
 */
async function headingWithin(page: Page, path: string, title: string) {
  const from = Date.now();
  await expect(async () => {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [250] });
  test
    .info()
    .annotations.push({ type: `${path} shows the change`, description: `${(Date.now() - from) / 1000} s` });
}

test('an editor renames a product in Russian and retitles a promotion; the storefront shows both at once', async ({
  browser,
  page,
}) => {
  test.slow();
  // The pages are read first, so the old texts sit in the storefront's cache.
  await openPage(page, `/ru/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Окно Veka Softline 82 трёхстворчатое');
  await openPage(page, '/promotii/3');
  const promoTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  const office = await signInToBackOffice(browser, await addStaff('editor'));
  await expect(office.getByRole('menuitem', { name: 'Comenzi', exact: true })).toHaveCount(0);
  await office.getByRole('menuitem', { name: 'Produse' }).click();
  await office.getByPlaceholder('Caută').fill('Softline 82 cu trei');
  await office.getByRole('row').filter({ hasText: product.ro }).click();
  const russian = office.getByLabel('Denumirea · Rusă');
  await expect(russian).toHaveValue('Окно Veka Softline 82 трёхстворчатое', { timeout: 15_000 });
  expect(await wcagViolations(office)).toEqual([]);
  await russian.fill('Окно Veka Softline 82, три створки');
  await office.getByRole('button', { name: 'Salvează' }).click();
  await expect(office.getByText('Element actualizat')).toBeVisible({ timeout: 15_000 });
  await headingWithin(page, `/ru/product/${product.slug}`, 'Окно Veka Softline 82, три створки');
  await headingWithin(page, `/product/${product.slug}`, product.ro);

  await office.getByRole('menuitem', { name: 'Promoții' }).click();
  await office.getByRole('row').filter({ hasText: promoTitle }).click();
  const title = office.getByLabel('Titlul · Română');
  await expect(title).toHaveValue(promoTitle, { timeout: 15_000 });
  expect(await wcagViolations(office)).toEqual([]);
  await title.fill('Plasă anti-insecte gratuită la fiecare fereastră');
  await office.getByRole('button', { name: 'Salvează' }).click();
  await expect(office.getByText('Element actualizat')).toBeVisible({ timeout: 15_000 });
  await headingWithin(page, '/promotii/3', 'Plasă anti-insecte gratuită la fiecare fereastră');
  await headingWithin(page, '/ru/aktsii/3', promo.ru);
});

test('an editor is told which language a text is missing in, and nothing is saved', async ({ browser }) => {
  const office = await signInToBackOffice(browser, await addStaff('editor'));
  await office.getByRole('menuitem', { name: 'Produse' }).click();
  await office.getByPlaceholder('Caută').fill('Softline 82 cu două');
  await office.getByRole('row').filter({ hasText: 'Fereastră Veka Softline 82 cu două canaturi' }).click();
  const russian = office.getByLabel('Denumirea · Rusă');
  await expect(russian).toHaveValue('Окно Veka Softline 82 двухстворчатое', { timeout: 15_000 });
  await russian.fill('');
  await office.getByRole('button', { name: 'Salvează' }).click();
  await expect(office.getByText('Obligatoriu').first()).toBeVisible();
  await office.reload();
  await expect(office.getByLabel('Denumirea · Rusă')).toHaveValue('Окно Veka Softline 82 двухстворчатое', {
    timeout: 15_000,
  });
});

test('an editor changes the profile a window’s calculator opens with; the product page links to it', async ({
  browser,
  page,
}) => {
  test.slow();
  const office = await signInToBackOffice(browser, await addStaff('editor'));
  // The calculators are held back: while they load, their field is drawn disabled with a spinner, and its help
  // must stay readable and the spinner named (axe scans taken in that moment failed, issue 17).
  let release = () => {};
  const calculatorsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await office.route('**/admin/api/products/calculators', async (route) => {
    await calculatorsHeld;
    await route.continue();
  });
  await office.getByRole('menuitem', { name: 'Produse' }).click();
  await office.getByPlaceholder('Caută').fill('Ideal 8000 cu un canat');
  await office.getByRole('row').filter({ hasText: 'Fereastră Aluplast Ideal 8000 cu un canat' }).click();
  const presetHelp = office.getByText(/^Pagina produsului deschide acest calculator/);
  await expect(presetHelp).toBeVisible({ timeout: 15_000 });
  await expect(office.getByRole('combobox', { name: 'Sistem de profil' })).toHaveCount(0);
  // The field's spinner comes after a second of loading; the scan covers it, named for a screen reader.
  await expect(office.getByRole('progressbar', { name: 'Se încarcă' })).toBeVisible();
  expect(await wcagViolations(office, 'form')).toEqual([]);
  release();
  // The preset's calculator and its choices, read from the calculator's current version (issue 20).
  const profile = office.getByRole('combobox', { name: 'Sistem de profil' });
  await expect(profile).toHaveText('REHAU Synego 80', { timeout: 15_000 });
  expect(await wcagViolations(office)).toEqual([]);
  await profile.click();
  await office.getByRole('option', { name: 'REHAU Blitz 60' }).click();
  await office.getByRole('button', { name: 'Salvează' }).click();
  await expect(office.getByText('Element actualizat')).toBeVisible({ timeout: 15_000 });

  await expect(async () => {
    await openPage(page, '/product/aluplast-ideal-8000-un-canat');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Deschide calculatorul' }).first(),
    ).toHaveAttribute('href', /profile=rehau-blitz-60/, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [250] });
});
