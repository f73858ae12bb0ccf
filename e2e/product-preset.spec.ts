import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

// From a product to its configurator (issue 20): "open the calculator" on a window's page opens the windows
// calculator with that window's profile, glazing, layout and size chosen, priced at once.

const euro = /\d,\d{2}\s€$/;

const cases = [
  {
    locale: 'ro',
    path: '/product/rehau-synego-doua-canaturi',
    button: 'Deschide calculatorul',
    width: 'Lățime, mm',
    profile: 'REHAU Synego 80',
    glazing: 'Triplu, Low-E și argon',
    layout: 'Două canaturi',
  },
  {
    locale: 'ru',
    path: '/ru/product/rehau-synego-doua-canaturi',
    button: 'Открыть калькулятор',
    width: 'Ширина, мм',
    profile: 'REHAU Synego 80',
    glazing: 'Трёхкамерный, Low-E и аргон',
    layout: 'Две створки',
  },
] as const;

for (const each of cases) {
  test(`a window's page opens its calculator with its profile chosen and a price (${each.locale})`, async ({
    page,
  }) => {
    await openPage(page, each.path);
    const button = page.getByRole('main').getByRole('link', { name: each.button }).first();
    await expect(button).toHaveAttribute('href', /\/calculators\/windows\?.*profile=rehau-synego-80/);
    await button.click();

    // The configurator's first render on a fresh server can take a while: as in configurator.spec.ts.
    await expect(page).toHaveURL(/\/calculators\/windows\?/, { timeout: 15_000 });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('radio', { name: each.profile })).toBeChecked();
    await expect(page.getByRole('radio', { name: each.glazing })).toBeChecked();
    await expect(page.getByRole('radio', { name: each.layout })).toBeChecked();
    await expect(page.getByLabel(each.width)).toHaveValue('1300');
    await expect(page.getByTestId('configurator-total')).toHaveText(euro);
  });
}

test('a product no calculator describes keeps its family’s link', async ({ page }) => {
  await openPage(page, '/product/usa-interioara-alba-neteda');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Deschide calculatorul' }).first(),
  ).toHaveAttribute('href', '/calculators');
});
