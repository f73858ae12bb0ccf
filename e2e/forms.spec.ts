import { expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';
import { attachment, header, readable, waitForEmail } from './outbox';
import { openDialog, wcagViolations } from './wcag';

// Issue 7, forms: a visitor applies for a vacancy with a CV, asks for a call back, subscribes from the footer
// and writes from the contacts page; each reaches the shop (its e-mail in the API's outbox) and the visitor
// sees a success modal. Messages appear only after a submit attempt (docs/product.md §5). The real API and storefront.

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@mail.md`;
const required = 'Acest câmp este obligatoriu';
const invalidPhone = 'Introduceți un număr de telefon valid';

/** A small PDF the API's content check takes (it starts with %PDF-). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

/** The shop's address as the site shows it (the footer's e-mail link). */
async function shopEmail(page: Page): Promise<string> {
  const href = await page.getByRole('contentinfo').locator('a[href^="mailto:"]').first().getAttribute('href');
  return (href ?? '').replace(/^mailto:/, '');
}

test('a vacancy application with a PDF reaches the shop with the CV attached', async ({ page }) => {
  await openPage(page, '/posturi-vacante');
  const shop = await shopEmail(page);
  const vacancy = page.locator('[data-vacancy-id]').first();
  const vacancyId = await vacancy.getAttribute('data-vacancy-id');
  const title = (await vacancy.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await vacancy.getByRole('button', { name: 'Aplică' }).click();
  const apply = dialog(page, `Aplicare: ${title}`);
  await expect(apply.getByLabel('Nume și prenume')).toBeVisible();
  // The other ways to apply stay under the form.
  await expect(apply.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

  // No message before a submit attempt; then every field's.
  await expect(apply.getByText(required)).toHaveCount(0);
  await apply.getByRole('button', { name: 'Trimite candidatura' }).click();
  await expect(apply.getByText(required)).toHaveCount(4);
  await expect(apply.getByLabel('Nume și prenume')).toBeFocused();

  const email = uniqueEmail('candidat');
  await apply.getByLabel('Nume și prenume').fill('Ion');
  await apply.getByLabel('Telefon').fill('69123457');
  await expect(apply.getByLabel('Telefon')).toHaveValue('+373 (691) 234-57');
  await apply.getByLabel('E-mail').fill(email);
  await apply.getByLabel('CV-ul').setInputFiles({ name: 'cv.exe', mimeType: 'application/pdf', buffer: pdf });
  await apply.getByRole('button', { name: 'Trimite candidatura' }).click();
  await expect(apply.getByText('Numele trebuie să aibă cel puțin 6 caractere')).toBeVisible();
  await expect(apply.getByText('Doar fișiere pdf, doc sau docx, de cel mult 15 MB')).toBeVisible();
  await expect(apply.getByLabel('CV-ul')).toHaveAttribute('aria-invalid', 'true');
  expect(await wcagViolations(page, openDialog)).toEqual([]);

  await apply.getByLabel('Nume și prenume').fill('Ion Popescu');
  await apply
    .getByLabel('CV-ul')
    .setInputFiles({ name: 'CV Ion.pdf', mimeType: 'application/pdf', buffer: pdf });
  await apply.getByRole('button', { name: 'Trimite candidatura' }).click();
  const sent = dialog(page, 'Candidatura a fost trimisă');
  await expect(sent).toBeVisible({ timeout: 15_000 });
  await expect(apply).toHaveCount(0);

  const mail = await waitForEmail(
    (raw) => readable(raw).includes(email),
    `about the application of ${email}`,
  );
  expect(header(mail, 'To')).toContain(shop);
  expect(readable(mail)).toContain(`(id ${vacancyId})`);
  expect(attachment(mail, 'application/pdf')?.equals(pdf)).toBe(true);

  // Cleared: applying again starts from an empty form.
  await sent.getByRole('button', { name: 'Bine' }).click();
  await expect(sent).toHaveCount(0);
  await vacancy.getByRole('button', { name: 'Aplică' }).click();
  await expect(apply.getByLabel('Nume și prenume')).toHaveValue('');
});

test.describe('the call back', () => {
  // In this order: the second test uses up what the first left of the address's allowance.
  test.describe.configure({ mode: 'serial' });

  test('an invalid phone is refused after the submit, a valid one reaches the shop', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Comandă un apel' }).click();
    const call = dialog(page, 'Comandă un apel');
    // The number and the hours stay beside the form.
    await expect(call.getByRole('link', { name: /\+373/ })).toHaveAttribute('href', /^tel:/);
    const phone = call.getByLabel('Numărul de telefon');
    await phone.fill('66666666');
    await expect(phone).toHaveValue('+373 (666) 666-66');
    await expect(call.getByText(invalidPhone)).toHaveCount(0);
    await expect(phone).toHaveAttribute('aria-invalid', 'false');

    await call.getByRole('button', { name: 'Sunați-mă' }).click();
    await expect(call.getByText(invalidPhone)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(await wcagViolations(page, openDialog)).toEqual([]);

    await phone.fill('69123458');
    await call.getByRole('button', { name: 'Sunați-mă' }).click();
    const sent = dialog(page, 'Cererea a fost primită');
    await expect(sent).toBeVisible();
    await expect(call).toHaveCount(0);
    await waitForEmail((raw) => readable(raw).includes('+373 (691) 234-58'), 'about the call back');
    await sent.getByRole('button', { name: 'Bine' }).click();
    await expect(sent).toHaveCount(0);
  });

  test('a refused call back (too many from one address) shows the error page with its status', async ({
    page,
  }) => {
    await openPage(page, '/');
    // The API takes 5 call backs per address in 10 minutes: the visitor asks again until one is refused.
    const main = page.getByRole('main');
    const failed = main.getByRole('heading', { level: 1, name: 'A apărut o eroare' });
    const call = dialog(page, 'Comandă un apel');
    const sent = dialog(page, 'Cererea a fost primită');
    for (let digit = 0; digit < 6; digit++) {
      await page.getByRole('button', { name: 'Comandă un apel' }).click();
      await call.getByLabel('Numărul de telefon').fill(`6912346${digit}`);
      await call.getByRole('button', { name: 'Sunați-mă' }).click();
      await expect(sent.or(failed)).toBeVisible();
      if (await failed.isVisible()) break;
      await sent.getByRole('button', { name: 'Bine' }).click();
      await expect(sent).toHaveCount(0);
    }
    await expect(failed).toBeVisible();
    await expect(main.getByText('429')).toBeVisible();
    await expect(call).toHaveCount(0);
    // Another page shows its content again.
    await main.getByRole('link', { name: 'Calculatoare' }).click();
    await expect(page).toHaveURL(/\/calculators$/);
    await expect(main.getByRole('heading', { level: 1, name: 'A apărut o eroare' })).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 760 }, isMobile: true, hasTouch: true });

  test('the call popup keeps the number to tap and has the call-back form under it', async ({ page }) => {
    await openPage(page, '/ru');
    await page.getByRole('button', { name: 'Заказать звонок' }).click();
    const popup = page.getByRole('dialog', { name: 'Позвоните нам' });
    await expect(popup.getByRole('link', { name: /\+373/ })).toHaveAttribute('href', /^tel:\+373/);
    await popup.getByRole('button', { name: 'Перезвоните мне' }).click();
    await expect(popup.getByText('Это поле обязательное')).toBeVisible();
    await expect(popup.getByLabel('Номер телефона')).toBeFocused();
  });
});

test('subscribing from the footer thanks the visitor, and so does subscribing again', async ({ page }) => {
  await openPage(page, '/ru');
  // The form's code loads as the footer nears the screen.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Подпишитесь на новости' });
  const field = form.getByLabel('Адрес электронной почты');
  const submit = form.getByRole('button', { name: 'Подписаться' });
  await expect(form.getByText('Это поле обязательное')).toHaveCount(0);
  await submit.click();
  await expect(form.getByText('Это поле обязательное')).toBeVisible();
  await field.fill('not-an-address');
  await expect(form.getByText('Введите правильный адрес электронной почты')).toBeVisible();
  // The page itself is scanned by accessibility.spec.ts.
  expect(await wcagViolations(page, 'footer')).toEqual([]);

  const email = uniqueEmail('abonat');
  for (const address of [email, email.toUpperCase()]) {
    await field.fill(address);
    await submit.click();
    const thanks = dialog(page, 'Спасибо за подписку');
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText(address);
    await thanks.getByRole('button', { name: 'Хорошо' }).click();
    await expect(thanks).toHaveCount(0);
    // Emptied, and quiet until the next attempt.
    await expect(field).toHaveValue('');
    await expect(form.getByText('Это поле обязательное')).toHaveCount(0);
  }
});

test('the contacts page form sends a message to the shop', async ({ page }) => {
  await openPage(page, '/contacte');
  const form = page.getByRole('form', { name: 'Scrieți-ne' });
  await form.getByRole('button', { name: 'Trimite mesajul' }).click();
  await expect(form.getByText(required)).toHaveCount(4);

  const email = uniqueEmail('client');
  const message = `Bună ziua, aș dori o ofertă pentru trei ferestre (${email}).`;
  await form.getByLabel('Numele').fill('Maria Rusu');
  await form.getByLabel('Telefon').fill('79123456');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Mesajul').fill(message);
  await expect(form.getByText(required)).toHaveCount(0);
  await form.getByRole('button', { name: 'Trimite mesajul' }).click();

  const sent = dialog(page, 'Mesajul a fost trimis');
  await expect(sent).toBeVisible();
  await expect(form.getByLabel('Mesajul')).toHaveValue('');
  const mail = await waitForEmail((raw) => readable(raw).includes(email), `about the message of ${email}`);
  expect(header(mail, 'Reply-To')).toContain(email);
});

for (const { path, form: formName, label } of [
  { path: '/contacte', form: 'Scrieți-ne', label: 'Telefon' },
  { path: '/ru/kontakty', form: 'Напишите нам', label: 'Телефон' },
]) {
  test(`the phone keeps the caret where the person types (${path})`, async ({ page }) => {
    await openPage(page, path);
    const phone = page.getByRole('form', { name: formName }).getByLabel(label);
    const caret = () => phone.evaluate((input: HTMLInputElement) => input.selectionStart);
    await phone.click();
    await page.keyboard.type('0691234');
    await expect(phone).toHaveValue('+373 (691) 234');
    await expect.poll(caret).toBe(14);

    // Back to just after '69' and a digit typed there: the number shifts, the caret stays after the new digit.
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowLeft');
    await expect.poll(caret).toBe(8);
    await page.keyboard.type('8');
    await expect(phone).toHaveValue('+373 (698) 123-4');
    await expect.poll(caret).toBe(9);
    // The next digit goes after it, past the bracket the mask put there.
    await page.keyboard.type('7');
    await expect(phone).toHaveValue('+373 (698) 712-34');
    await expect.poll(caret).toBe(12);
    // Backspace deletes the digit before the caret, and the caret stays in its place.
    await page.keyboard.press('Backspace');
    await expect(phone).toHaveValue('+373 (698) 123-4');
    await expect.poll(caret).toBe(9);
  });
}

test('a CV over 15 MB is refused with 413, by the storefront or by the API', async ({ page }) => {
  const send = (bytes: number) =>
    page.request.post('/api/feedbacks/vacancy?vacancy=1', {
      headers: { 'Accept-Language': 'ro' },
      multipart: {
        name: 'Ion Popescu',
        phone: '+373 (691) 234-57',
        email: uniqueEmail('mare'),
        file: {
          name: 'cv.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.concat([pdf, Buffer.alloc(bytes)]),
        },
      },
    });
  // Far past the limit: the storefront refuses by the Content-Length, before reading or forwarding it.
  const huge = await send(17 * 1024 * 1024);
  expect(huge.status()).toBe(413);
  expect((await huge.json()).detail).toBe('Fișierul este prea mare: CV-ul poate avea cel mult 15 MB.');
  // One byte past 15728640: the body goes on to the API, whose own 413 comes back.
  const justOver = await send(15_728_641 - pdf.length);
  expect(justOver.status()).toBe(413);
});
