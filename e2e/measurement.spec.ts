import { expect, test } from '@playwright/test';
import { addStaff, signInToBackOffice } from './back-office';
import { openPage } from './open-page';
import { header, readable, waitForEmail } from './outbox';
import { wcagViolations } from './wcag';

// Issue 20, a free measurement booked from the configurator: the configuration travels to the booking form as
// a calculation the API saved, the visitor picks a day and a free window, and the booking reaches the visitor's
// mailbox (and the shop's, as a lead). In each language, through the real storefront, API and outbox.

const journeys = [
  {
    locale: 'ro',
    configurator: '/calculators/windows',
    page: /\/masurare-gratuita\?calculations=[0-9a-f-]{36}$/,
    width: /^Lățime/,
    book: 'Programează măsurarea',
    attached: 'Configurația dvs. este atașată cererii',
    required: 'Acest câmp este obligatoriu',
    fields: {
      name: 'Numele',
      phone: 'Telefon',
      city: 'Localitatea',
      address: 'Adresa (strada, casa, apartamentul)',
      day: /^Ziua/,
      window: 'Intervalul orar',
      email: 'E-mail pentru confirmare (opțional)',
      terms: /^Accept prelucrarea datelor/,
    },
    success: 'Măsurarea este programată',
  },
  {
    locale: 'ru',
    configurator: '/ru/calculators/windows',
    page: /\/ru\/besplatnyj-zamer\?calculations=[0-9a-f-]{36}$/,
    width: /^Ширина/,
    book: 'Записаться на замер',
    attached: 'Ваша конфигурация прикреплена к заявке',
    required: 'Это поле обязательное',
    fields: {
      name: 'Имя',
      phone: 'Телефон',
      city: 'Населённый пункт',
      address: 'Адрес (улица, дом, квартира)',
      day: /^День/,
      window: 'Интервал времени',
      email: 'E-mail для подтверждения (необязательно)',
      terms: /^Я согласен на обработку данных/,
    },
    success: 'Замер назначен',
  },
] as const;

for (const journey of journeys) {
  test(`a measurement booked from the configurator (${journey.locale})`, async ({ page }) => {
    // Two pages, a saved calculation and a booking, on two busy cores.
    test.setTimeout(120_000);
    const { fields } = journey;
    await openPage(page, journey.configurator);
    await page.getByLabel(journey.width).fill('1300');
    await expect(page).toHaveURL(/w=1300/);
    await page.getByRole('button', { name: journey.book }).click();
    await expect(page).toHaveURL(journey.page, { timeout: 15_000 });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    const form = page.getByTestId('measurement-form');
    await expect(form.getByText(journey.attached)).toBeVisible();
    // The form has read its days (an effect): it is live. A click before could be the browser's own submit of
    // a form still waiting to hydrate, which reloads the page instead of naming the missing fields.
    await expect(form.getByRole('combobox', { name: fields.day }).locator('option').nth(1)).toBeAttached();
    // Nothing said before a submit attempt; then every required field's message, the first field focused.
    await expect(form.getByText(journey.required)).toHaveCount(0);
    await form.getByRole('button', { name: journey.book }).click();
    await expect(form.getByText(journey.required).first()).toBeVisible();
    await expect(form.getByLabel(fields.name)).toBeFocused();
    expect(await wcagViolations(page)).toEqual([]);

    const email = `zamer.${journey.locale}.${Date.now()}@mail.md`;
    await form.getByLabel(fields.name).fill('Ion Popescu');
    await form.getByLabel(fields.phone).fill('69123458');
    await form.getByLabel(fields.city).fill('Chișinău');
    await form.getByLabel(fields.address).fill('str. Ismail 12, ap. 3');
    // The first day (the placeholder comes before it).
    await form.getByRole('combobox', { name: fields.day }).selectOption({ index: 1 });
    // The first window with a place: a retry, or a run on a kept database, finds the places earlier runs took.
    const windows = form.getByRole('group', { name: fields.window });
    const freeWindow = windows
      .locator('label')
      .filter({ has: page.getByRole('radio', { disabled: false }) })
      .first();
    const free = freeWindow.getByRole('radio');
    const hours = (await free.getAttribute('value'))?.replace('-', '–') ?? '';
    await freeWindow.click();
    await expect(free).toBeChecked();
    await form.getByLabel(fields.email).fill(email);
    await form.getByLabel(fields.terms).check();
    await form.getByRole('button', { name: journey.book }).click();

    const success = page.getByRole('dialog', { name: journey.success });
    await expect(success).toBeVisible({ timeout: 15_000 });
    await expect(success).toContainText(hours);
    await expect(form.getByLabel(fields.name)).toHaveValue('');

    const mail = await waitForEmail(
      (raw) => header(raw, 'To')?.includes(email) === true,
      `confirming the booking of ${email}`,
    );
    // The window's start (the en dash after it is encoded in the raw e-mail).
    expect(readable(mail)).toContain(hours.slice(0, 5));
  });
}

// Issue 20, days off: the staff mark the day a visitor booked as a day off in the calendar's settings; the
// storefront stops offering it, the booking stays and is listed for a move, and the visitor hears of the move.
test('a day marked off leaves the storefront, and the moved visitor gets an e-mail (ro)', async ({
  page,
  browser,
}) => {
  // A booking, the back office's calendar and a move, on two busy cores.
  test.setTimeout(180_000);
  await openPage(page, '/masurare-gratuita');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const offered = async () =>
    (
      (await (await page.request.get('/api/measurements/slots')).json()) as { days: { day: string }[] }
    ).days.map((entry) => entry.day);
  // The last day offered: the other journeys book the first.
  const day = (await offered()).at(-1) ?? '';
  const form = page.getByTestId('measurement-form');
  const email = `zi.libera.${Date.now()}@mail.md`;
  const name = `Ana Zi-Liberă ${Date.now()}`;
  await form.getByLabel('Numele').fill(name);
  await form.getByLabel('Telefon').fill('69123459');
  await form.getByLabel('Localitatea').fill('Orhei');
  await form.getByLabel('Adresa (strada, casa, apartamentul)').fill('str. Vasile Lupu 3');
  await form.getByRole('combobox', { name: 'Ziua' }).selectOption(day);
  // The first window with a place (a retry finds the places its first run took).
  await form
    .getByRole('group', { name: 'Intervalul orar' })
    .locator('label')
    .filter({ has: page.locator('input:enabled') })
    .first()
    .click();
  await form.getByLabel('E-mail pentru confirmare (opțional)').fill(email);
  await form.getByLabel(/^Accept prelucrarea datelor/).check();
  await form.getByRole('button', { name: 'Programează măsurarea' }).click();
  await expect(page.getByRole('dialog', { name: 'Măsurarea este programată' })).toBeVisible({
    timeout: 15_000,
  });

  // The staff mark that day off, with a reason for the team; the booking is listed to be moved.
  const staff = await signInToBackOffice(browser, await addStaff('manager'));
  await staff.getByRole('menuitem', { name: 'Calendarul măsurărilor' }).click();
  const daysOff = staff.locator('.ra-input-days_off');
  await daysOff.getByRole('button', { name: 'Adaugă' }).click();
  // The row just added: a retry finds the day its first run marked.
  await daysOff.getByLabel('Ziua').last().fill(day);
  await daysOff.getByLabel('Motivul (doar pentru echipă)').last().fill('Concediul echipei');
  await staff.getByRole('button', { name: 'Salvează' }).click();
  const flagged = staff.getByRole('link', { name: new RegExp(name) });
  await expect(flagged).toBeVisible({ timeout: 15_000 });
  expect(await wcagViolations(staff)).toEqual([]);

  // The storefront no longer offers the day.
  expect(await offered()).not.toContain(day);

  // The booking's page warns; the move tells the visitor by e-mail.
  await flagged.click();
  await expect(staff.getByText(/^Ziua a fost marcată fără măsurări/)).toBeVisible();
  await staff.getByRole('button', { name: 'Mută în alt interval' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Mută în alt interval' });
  await expect(dialog.getByText('Clientul primește un e-mail cu noua dată.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Intervalul nou' }).click();
  // The last free window: the journeys above book the first day's first one.
  const target = staff.getByRole('option').last();
  const hours = (/\d\d:\d\d–\d\d:\d\d/.exec((await target.textContent()) ?? '') ?? [''])[0];
  await target.click();
  await dialog.getByRole('button', { name: 'Mută' }).click();
  await expect(staff.getByText('Măsurarea a fost mutată.')).toBeVisible({ timeout: 15_000 });
  await expect(staff.getByText(/^Ziua a fost marcată fără măsurări/)).toHaveCount(0);

  const mail = await waitForEmail(
    (raw) => header(raw, 'To')?.includes(email) === true && readable(raw).includes('Am mutat vizita'),
    `telling ${email} of the move`,
  );
  expect(readable(mail)).toContain(hours.slice(0, 5));
});
