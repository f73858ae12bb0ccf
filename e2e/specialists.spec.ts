import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { openDialog, wcagViolations } from './wcag';

// The specialist finder (docs/product.md §2): from the footer or the contacts page a visitor chooses a city (Chișinău
// first), sees that city's specialists and opens one to reach them by phone or e-mail.

test('from the footer: choose another city, see its specialists, open one and reach them', async ({
  page,
}) => {
  await openPage(page, '/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Găsește un specialist' }).click();

  const cityModal = page.getByRole('dialog', { name: 'Găsește un specialist' });
  const city = cityModal.getByRole('combobox', { name: 'Orașul' });
  await expect(city.locator('option:checked')).toHaveText('Chișinău');
  // docs/product.md §9: the list is at most 116 px tall where the browser lets the page draw it.
  expect(await city.evaluate((select) => getComputedStyle(select, '::picker(select)').maxHeight)).toBe(
    '116px',
  );
  await city.selectOption({ label: 'Bălți' });
  await expect(city.locator('option:checked')).toHaveText('Bălți');
  await cityModal.getByRole('button', { name: 'Arată specialiștii' }).click();

  const listModal = page.getByRole('dialog', { name: 'Alegeți un specialist' });
  await expect(listModal.getByText('Orașul: Bălți')).toBeVisible();
  const sergiu = listModal.getByRole('button', { name: /Sergiu Lungu/ });
  await expect(sergiu).toContainText(/de la 20\s€/);
  await expect(sergiu.getByRole('img', { name: 'Nota 4.5 din 5' })).toBeVisible();
  await expect(listModal.getByRole('button', { name: /Andrei Popa/ })).toBeVisible();
  await expect(listModal.getByRole('button', { name: /Ion Rusu/ })).toHaveCount(0);
  expect(await wcagViolations(page, openDialog)).toEqual([]);

  await sergiu.click();
  const details = page.getByRole('dialog', { name: 'Sergiu Lungu' });
  await expect(details.getByRole('link', { name: '+373 (695) 678-90' })).toHaveAttribute(
    'href',
    'tel:+37369567890',
  );
  await expect(details.getByRole('link', { name: 'sergiu.lungu@specialisti.vitrina.md' })).toHaveAttribute(
    'href',
    'mailto:sergiu.lungu@specialisti.vitrina.md',
  );
  await expect(details.getByRole('heading', { name: 'Verificat de noi' })).toBeVisible();
  await expect(details.getByText('Certificat de instalator Rehau')).toBeVisible();
  await expect(details.getByText('Montare fereastră PVC (m²)')).toBeVisible();
  await expect(details.getByText('Experiență')).toBeVisible();
  expect(await wcagViolations(page, openDialog)).toEqual([]);

  // Back to the list, back to the city choice (the chosen city kept), Escape closes.
  await details.getByRole('button', { name: 'Înapoi la listă' }).click();
  await listModal.getByRole('button', { name: 'Schimbă orașul' }).click();
  await expect(city.locator('option:checked')).toHaveText('Bălți');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('in Russian, the finder opens on Кишинёв and shows a specialist in Russian', async ({ page }) => {
  await openPage(page, '/ru/kontakty');
  await page.getByRole('main').getByRole('button', { name: 'Найти специалиста' }).click();

  const cityModal = page.getByRole('dialog', { name: 'Найти специалиста' });
  await expect(cityModal.getByRole('combobox', { name: 'Город' }).locator('option:checked')).toHaveText(
    'Кишинёв',
  );
  expect(await wcagViolations(page, openDialog)).toEqual([]);
  await cityModal.getByRole('button', { name: 'Показать специалистов' }).click();

  const listModal = page.getByRole('dialog', { name: 'Выберите специалиста' });
  await expect(listModal.getByText('Город: Кишинёв')).toBeVisible();
  const ion = listModal.getByRole('button', { name: /Ион Русу/ });
  await expect(ion).toContainText(/от 25\s€/);
  await expect(ion.getByRole('img', { name: 'Оценка 4.5 из 5' })).toBeVisible();
  await ion.click();

  const details = page.getByRole('dialog', { name: 'Ион Русу' });
  await expect(details.getByRole('link', { name: '+373 (691) 234-56' })).toHaveAttribute(
    'href',
    'tel:+37369123456',
  );
  await expect(details.getByRole('link', { name: 'ion.rusu@specialisti.vitrina.md' })).toBeVisible();
  await expect(details.getByText('Личность подтверждена')).toBeVisible();
  await expect(details.getByText('12 лет')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Назад к списку' })).toBeVisible();
});

test('a list that cannot load says so and loads on retry', async ({ page, context }) => {
  await openPage(page, '/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Găsește un specialist' }).click();
  const cityModal = page.getByRole('dialog', { name: 'Găsește un specialist' });
  await cityModal.getByRole('combobox', { name: 'Orașul' }).selectOption({ label: 'Briceni' });

  // The connection drops before the list is asked for: a short message and a retry button, no empty list.
  await context.setOffline(true);
  await cityModal.getByRole('button', { name: 'Arată specialiștii' }).click();
  const listModal = page.getByRole('dialog', { name: 'Alegeți un specialist' });
  await expect(listModal.getByRole('alert')).toHaveText(
    'Datele nu au putut fi încărcate. Verificați conexiunea și încercați din nou.',
  );
  await context.setOffline(false);
  await listModal.getByRole('button', { name: 'Încearcă din nou' }).click();
  await expect(listModal.getByRole('button', { name: /Alexandru Guțu/ })).toBeVisible();
  await expect(listModal.getByRole('alert')).toHaveCount(0);
});
