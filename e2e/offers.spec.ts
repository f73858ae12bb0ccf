import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';
import { readable, waitForEmail } from './outbox';
import { wcagViolations } from './wcag';

// Offers (quotes, issue 20): from the configurator, the visitor downloads the offer as a PDF, reopens it by its
// number at the price it was made at, and goes back into the configurator with that configuration; the e-mail
// asks for the address in a <dialog> and sends the PDF. In both languages.

const total = (page: Page) => page.getByTestId('configurator-total');

const journeys = [
  {
    locale: 'ro',
    calculator: '/calculators/windows?w=1300&h=1400',
    download: 'Descarcă oferta (PDF)',
    emailMe: 'Trimite-mi oferta pe e-mail',
    open: 'Deschide oferta',
    page: /^\/oferta\/Q-\d{4}-\d{6}$/,
    title: 'Oferta nr.',
    validity: /valabile până la/,
    reopen: 'Deschide în calculator',
    dialog: 'Oferta pe e-mail',
    email: 'Adresa de e-mail',
    send: 'Trimite',
    sent: /a fost trimisă la/,
    invalid: 'Introduceți o adresă de e-mail validă',
  },
  {
    locale: 'ru',
    calculator: '/ru/calculators/windows?w=1300&h=1400',
    download: 'Скачать предложение (PDF)',
    emailMe: 'Отправить предложение на e-mail',
    open: 'Открыть предложение',
    page: /^\/ru\/predlozhenie\/Q-\d{4}-\d{6}$/,
    title: 'Предложение №',
    validity: /действительны до/,
    reopen: 'Открыть в калькуляторе',
    dialog: 'Предложение на e-mail',
    email: 'Адрес электронной почты',
    send: 'Отправить',
    sent: /отправлено на/,
    invalid: 'Введите правильный адрес электронной почты',
  },
] as const;

for (const j of journeys) {
  test(`an offer in ${j.locale}: download the PDF, reopen it by its number, e-mail it`, async ({ page }) => {
    // A PDF made twice and an e-mail sent: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    await openPage(page, j.calculator);
    await expect(total(page)).toHaveText(/€/);
    const price = (await total(page).textContent())?.trim() ?? '';

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: j.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/Q-\d{4}-\d{6}\.pdf$/);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The number reopens the offer: the same price, valid for 14 days, and the way back to the configurator.
    await page.getByRole('link', { name: j.open }).click();
    await expect(page).toHaveURL((url) => j.page.test(url.pathname));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(j.title);
    await expect(page.getByTestId('offer-validity')).toHaveText(j.validity);
    await expect(page.getByTestId('offer-validity')).not.toHaveText(/\.\./);
    // The configurator's total is the item's; the offer's grand total adds the delivery.
    await expect(page.getByTestId('offer-item-total')).toHaveText(price);
    await expect(page.getByTestId('offer-grand-total')).toHaveText(/€$/);
    await expect(page.locator('main svg[role="img"]').first()).toBeVisible();
    expect(await wcagViolations(page, 'main')).toEqual([]);

    const reopen = await page.getByRole('link', { name: j.reopen }).getAttribute('href');
    expect(reopen).toMatch(/w=1300&h=1400/);
    await openPage(page, reopen as string);
    await expect(total(page)).toHaveText(price);

    // "E-mail me the offer": a dialog that refuses a bad address, sends a good one and closes on Escape.
    await expect(page.getByRole('button', { name: j.emailMe })).toBeEnabled();
    await page.getByRole('button', { name: j.emailMe }).click();
    const dialog = page.getByRole('dialog', { name: j.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(j.email).fill('nu-e-adresa');
    await dialog.getByRole('button', { name: j.send }).click();
    await expect(dialog.getByText(j.invalid)).toBeVisible();
    const address = `offer-${j.locale}-${Date.now()}@mail.md`;
    await dialog.getByLabel(j.email).fill(address);
    await dialog.getByRole('button', { name: j.send }).click();
    // The API makes the PDF before it answers: a few seconds on a busy machine.
    await expect(dialog.getByRole('status')).toHaveText(j.sent, { timeout: 20_000 });
    const mail = await waitForEmail((raw) => raw.includes(address), `with the offer to ${address}`);
    expect(mail).toContain('application/pdf');
    // The configurator, opened anew, made an offer of its own for the e-mail: the PDF bears its number.
    expect(readable(mail)).toMatch(/filename=(oferta|predlozhenie)-Q-\d{4}-\d{6}\.pdf/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
