import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';
import { wcagViolations } from './wcag';

// Price lists live (issue 18, docs/adr/0024): an admin raises a row of the windows' grid by 5 %, previews it,
// publishes, and the storefront's configurator shows the new price within 5 s in both languages, while a
// window already in a cart keeps its price; rolling back brings the old price back. An editor sees no prices.

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.E2E_API_PORT ?? '4100';
const admin = `http://127.0.0.1:${apiPort}/admin/`;
const password = 'Atelierul-de-ferestre-2026';
const total = (page: Page) => page.getByTestId('configurator-total');

async function addStaff(role: 'admin' | 'editor'): Promise<string> {
  const email = `${role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@vitrina.md`;
  await promisify(execFile)('npm', ['run', '-s', 'staff', '--', 'add', '--email', email, '--role', role], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, API_PORT: apiPort, STAFF_PASSWORD: password },
  });
  return email;
}

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId: 'Europe/Chisinau' })).newPage();
  await page.goto(admin);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Parola' }).fill(password);
  await page.getByRole('button', { name: 'Intră' }).click();
  await expect(page.getByText(email)).toBeVisible({ timeout: 15_000 });
  return page;
}

/** The configurator's total for the default window once the API has confirmed it. */
async function configuratorTotal(page: Page, path: string): Promise<string> {
  await openPage(page, path);
  await expect(total(page)).toHaveAttribute('data-confirmed', 'true');
  return (await total(page).textContent()) ?? '';
}

/** Polls the configurator until it shows `expected` (or anything but `not`); answers the seconds it took. */
async function shownWithin(page: Page, path: string, wanted: { not: string } | { is: string }, from: number) {
  await expect(async () => {
    const shown = await configuratorTotal(page, path);
    if ('not' in wanted) expect(shown).not.toBe(wanted.not);
    else expect(shown).toBe(wanted.is);
  }).toPass({ timeout: 5_000, intervals: [250] });
  return (Date.now() - from) / 1000;
}

test('an admin raises a grid row by 5 %, publishes it live within 5 s, and rolls it back; a cart keeps its price', async ({
  browser,
  page,
}) => {
  test.slow();
  // A visitor puts the default window in the cart at today's price.
  const before = await configuratorTotal(page, '/calculators/windows');
  const beforeRu = await configuratorTotal(page, '/ru/calculators/windows');
  await openPage(page, '/calculators/windows');
  await expect(total(page)).toHaveAttribute('data-confirmed', 'true');
  await page.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(page).toHaveURL(/\/cos$/, { timeout: 15_000 });
  const line = await page.getByTestId('cart-item-total').textContent();
  expect(line).toBe(before);

  const office = await signIn(browser, await addStaff('admin'));
  await office.getByRole('menuitem', { name: 'Liste de prețuri' }).click();
  await office.getByRole('row').filter({ hasText: 'Ferestre PVC și aluminiu' }).click();
  const cell = office.getByLabel('REHAU Blitz 60: 385 × 800 mm, euro');
  await expect(cell).toHaveValue('78');
  expect(await wcagViolations(office)).toEqual([]);

  // The default window (510 × 860 mm) lies between the rows of 800 and 1200 mm: the 800 mm row is raised.
  await office.getByRole('combobox', { name: 'Rândul' }).click();
  await office.getByRole('option', { name: 'Înălțimea 800 mm' }).click();
  await office.getByLabel('Cu %').fill('5');
  await office.getByRole('button', { name: 'Modifică rândul' }).click();
  await expect(cell).toHaveValue('81.9');
  await office.getByRole('button', { name: 'Salvează ciorna' }).click();
  await expect(office.getByText(/^Ciornă, revizia 1/)).toBeVisible();

  await office.getByRole('tab', { name: 'Previzualizare' }).click();
  await office.getByRole('button', { name: 'Previzualizează' }).click();
  const preview = office.getByRole('table', { name: 'Prețuri: ciorna față de versiunea 1' });
  await expect(preview.locator('[data-sample="default"] [data-change]')).toHaveText(/^\+\d+(,\d)? %$/);
  await expect(preview.locator('[data-sample="default"]')).toContainText(before);
  expect(await wcagViolations(office)).toEqual([]);

  await office.getByRole('button', { name: 'Publică' }).click();
  const confirm = office.getByRole('dialog', { name: 'Publicați prețurile?' });
  await confirm.getByRole('button', { name: 'Publică' }).click();
  const published = Date.now();
  await expect(office.getByText('Versiunea 2 a fost publicată.')).toBeVisible();
  const seconds = await shownWithin(page, '/calculators/windows', { not: before }, published);
  await shownWithin(page, '/ru/calculators/windows', { not: beforeRu }, published);
  test.info().annotations.push({ type: 'publish to storefront', description: `${seconds.toFixed(2)} s` });
  const after = await configuratorTotal(page, '/calculators/windows');

  // The window in the cart was priced before: it keeps its price.
  await openPage(page, '/cos');
  await expect(page.getByTestId('cart-item-total')).toHaveText(line ?? '');

  // History: version 2 by this admin; version 1 published again as version 3 brings the old price back.
  await office.getByRole('tab', { name: 'Istoric' }).click();
  const first = office.locator('[data-version="1"]');
  await expect(office.locator('[data-version="2"]')).toContainText('curentă');
  expect(await wcagViolations(office)).toEqual([]);
  await first.getByRole('button', { name: 'Publică din nou' }).click();
  await office
    .getByRole('dialog', { name: 'Publicați din nou versiunea 1?' })
    .getByRole('button', { name: 'Publică din nou' })
    .click();
  const rolledBack = Date.now();
  await expect(office.getByText('Versiunea 1 a fost publicată din nou ca versiunea 3.')).toBeVisible();
  await shownWithin(page, '/calculators/windows', { is: before }, rolledBack);
  await shownWithin(page, '/ru/calculators/windows', { is: beforeRu }, rolledBack);
  expect(after).not.toBe(before);
});

test('an editor cannot reach the price lists', async ({ browser }) => {
  const page = await signIn(browser, await addStaff('editor'));
  await expect(page.getByRole('menuitem', { name: 'Liste de prețuri' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Comenzi' })).toHaveCount(0);
  await page.goto(`${admin}calculators/1`);
  await expect(page.getByRole('button', { name: 'Publică' })).toHaveCount(0);
  const refused = await page.request.get(`${admin}api/calculators`);
  expect(refused.status()).toBe(403);
  const draft = await page.request.get(`${admin}api/calculators/1/draft`);
  expect(draft.status()).toBe(403);
});
