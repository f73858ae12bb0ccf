import { expect, test } from '@playwright/test';
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
    await form.getByRole('button', { name: fields.day }).click();
    await page.getByRole('option').first().click();
    const windows = form.getByRole('group', { name: fields.window });
    const first = windows.getByRole('radio').first();
    const hours = (await first.getAttribute('value'))?.replace('-', '–') ?? '';
    await windows.locator('label').first().click();
    await expect(first).toBeChecked();
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
